//! Playing one game together from several devices (any game): the host's
//! page keeps the game and its save; each guest's page shows its seat's
//! table, drawn by the game's own screens from the host's messages.
//!
//! - [`peer`]: one WebRTC data channel (`web-sys`), whole descriptions;
//! - [`room`]: a room on a signalling server (`matchbox_server`);
//!   [`relays`]: the same room met on public Nostr relays, each signal
//!   sealed under the invitation's key ([`crypto`], the browser's AES-GCM);
//! - [`hosting`]: the host's invitations, connections and guests' tables
//!   (compiled once), and [`host_game`], what it asks of the game at the table;
//! - [`invites`]: the host's invitations panel, the table's link first
//!   ([`table_link`], with the frame's copy button); [`guest`]: a guest's page;
//!   [`status`]: the connection line every networked page shows;
//!   [`net_fields`]: the setup screen's server and STUN fields.
//!
//! What crosses the wire, and what the host checks, is the `keep-net` crate.

pub mod crypto;
pub mod guest;
pub mod host_game;
pub mod hosting;
pub mod invites;
pub mod net_fields;
pub mod peer;
pub mod relays;
pub mod room;
pub mod status;
pub mod table_link;

use crate::shell::frame::storage;
use serde::{Deserialize, Serialize};

pub use crate::shell::frame::APP_VERSION;

/// The STUN servers a new host uses: public ones, so that devices on
/// different networks find each other; none are needed on one network
/// (clear the field), and tests use none.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// The key of the network settings.
const SETTINGS_KEY: &str = "keep-table.net";

/// How a host's guests reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Connect {
    /// Public Nostr relays: one tap, back by itself after any reload.
    Relays,
    /// A signalling server (`matchbox_server`) someone runs.
    Server,
    /// No internet at all: each guest's reply code pasted at the host.
    Codes,
}

impl Connect {
    /// Its name in the setup's select and the status's `data-via`.
    pub fn as_str(self) -> &'static str {
        match self {
            Connect::Relays => "relays",
            Connect::Server => "server",
            Connect::Codes => "codes",
        }
    }
}

/// How a host connects its guests (setup screen; saved on the device).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NetSettings {
    /// The way chosen (`None`, a setting saved before there was a choice:
    /// the server when one is set, else the relays).
    #[serde(default)]
    pub connect: Option<Connect>,
    /// The signalling server (`ws://host:3536`).
    pub server: String,
    /// STUN servers, separated by commas (empty: none).
    pub stun: String,
    /// The relays, separated by commas.
    #[serde(default = "default_relays")]
    pub relays: String,
    /// A TURN server (`turn:host:3478`; empty: none), its user name and
    /// credential: for phones on mobile data that no direct path reaches.
    #[serde(default)]
    pub turn: String,
    /// The TURN server's user name.
    #[serde(default)]
    pub turn_user: String,
    /// The TURN server's credential.
    #[serde(default)]
    pub turn_credential: String,
    /// Every connection only through the TURN server (to check one).
    #[serde(default)]
    pub turn_only: bool,
}

fn default_relays() -> String {
    keep_net::nostr::DEFAULT_RELAYS.into()
}

impl Default for NetSettings {
    fn default() -> Self {
        NetSettings {
            connect: None,
            server: String::new(),
            stun: DEFAULT_STUN.into(),
            relays: default_relays(),
            turn: String::new(),
            turn_user: String::new(),
            turn_credential: String::new(),
            turn_only: false,
        }
    }
}

impl NetSettings {
    /// The ICE servers of every connection: the STUN servers, then the
    /// TURN server with its login, if one is set.
    pub fn ice(&self) -> Vec<String> {
        let mut out = keep_net::ice_list(&self.stun);
        let turn = keep_net::turn_entry(&self.turn, &self.turn_user, &self.turn_credential);
        if turn.is_some() && self.turn_only {
            out.push(keep_net::invite::RELAY_ONLY.into());
        }
        out.extend(turn);
        out
    }

    /// The way guests connect.
    pub fn way(&self) -> Connect {
        self.connect.unwrap_or(if self.server.trim().is_empty() {
            Connect::Relays
        } else {
            Connect::Server
        })
    }
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
