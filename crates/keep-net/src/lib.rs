//! Playing one game together from several devices, for any game: the host's
//! browser keeps the game (its engine, its save); every other player's device
//! is a guest that sees only what its seat may know and sends its actions.
//!
//! This crate is what crosses the wire and what the host checks, written once
//! over [`keep_core::Engine`] and tested natively; it knows no transport (the
//! app carries the text over WebRTC data channels).
//!
//! - [`message`]: the messages, as JSON text: [`ToHost`] (a guest's hello,
//!   actions and notes, each with the app's version and the seat's secret)
//!   and [`ToGuest`] (the guest's table, a refusal, a version to reload to).
//! - [`code`], [`invite`], [`room`]: connecting: a WebRTC description cut
//!   to a short code, the invitation link, the signalling server's protocol.
//! - [`host`]: the host's side: each remote seat's secret, the guests'
//!   messages checked ([`Host::receive`]: size, shape, version, secret, seat,
//!   repeats) before anything reaches the engine, and each guest's table
//!   built from the position ([`Host::table`]): that seat's `PlayerView`, its
//!   legal actions, what it is asked, the log as it may read it, names and
//!   seat states. Never the position, never a card hidden from that seat:
//!   the tests deal every such card again and find every message the same.

pub mod campaign;
pub mod code;
pub mod host;
pub mod invite;
pub mod message;
pub mod nostr;
pub mod outbox;
pub mod room;
pub mod seal;

pub use code::{read_reply, reply_code, Signal};
pub use host::{seat_name, Host, Incoming};
pub use invite::{ice_list, ice_server, turn_entry, Invitation, Via};
pub use message::{GuestStage, GuestTable, PlainToGuest, SeatState, ToGuest, ToHost, MAX_MESSAGE};

/// The messages' format; a guest of another format is told to reload.
pub const PROTOCOL: u32 = 1;
