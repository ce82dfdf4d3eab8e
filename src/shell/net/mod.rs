//! Playing one game together from several devices (any game): the host's
//! page keeps the game and its save; each guest's page shows its seat's
//! table, drawn by the game's own screens from the host's messages.
//!
//! - [`peer`]: one WebRTC data channel (`web-sys`), whole descriptions;
//! - [`room`]: a room on a signalling server (`matchbox_server`);
//! - [`hosting`]: the host's invitations, connections and guests' tables
//!   (compiled once), and [`host_game`], what it asks of the game at the table;
//! - [`invites`]: the host's invitations panel; [`guest`]: a guest's page;
//!   [`status`]: the connection line every networked page shows;
//!   [`net_fields`]: the setup screen's server and STUN fields.
//!
//! What crosses the wire, and what the host checks, is the `keep-net` crate.

pub mod guest;
pub mod host_game;
pub mod hosting;
pub mod invites;
pub mod net_fields;
pub mod peer;
pub mod room;
pub mod status;

use crate::shell::storage;
use keep_net::SeatState;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// The app's version as messages carry it: a guest of another one is
/// told to reload.
pub const APP_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "/p1");

/// The STUN servers a new host uses: public ones, so that devices on
/// different networks find each other; none are needed on one network
/// (clear the field), and tests use none.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// The key of the network settings.
const SETTINGS_KEY: &str = "keep-table.net";

/// How a host connects its guests (setup screen; saved on the device).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NetSettings {
    /// The signalling server (`ws://host:3536`); empty: no server (each
    /// guest's reply code is pasted at the host's table).
    pub server: String,
    /// STUN servers, separated by commas (empty: none).
    pub stun: String,
}

impl Default for NetSettings {
    fn default() -> Self {
        NetSettings {
            server: String::new(),
            stun: DEFAULT_STUN.into(),
        }
    }
}

impl NetSettings {
    /// The settings saved on this device, or the defaults.
    pub fn load() -> NetSettings {
        storage::read(SETTINGS_KEY)
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default()
    }
    /// Saves them on this device.
    pub fn save(&self) {
        if let Ok(t) = serde_json::to_string(self) {
            storage::write(SETTINGS_KEY, &t);
        }
    }
}

/// Who plays each seat now, when the table is played from several devices
/// (provided as context at such a table): the seats' heads say who is away.
#[derive(Clone, Copy)]
pub struct Presence(pub Signal<Vec<SeatState>>);

/// A fresh secret for an invitation: 12 random bytes as 16 link-safe
/// characters.
pub fn secret() -> String {
    let mut b = [0u8; 12];
    if getrandom::fill(&mut b).is_err() {
        for x in b.iter_mut() {
            *x = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    keep_core::link::base64url(&b)
}
