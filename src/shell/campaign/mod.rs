//! Playtest campaigns, the designer's side: a campaign made in a game's lab
//! (its key pair made in this browser, the secret kept here and in the key
//! backups the designer downloads), its link and QR code for playtesters,
//! and a campaign opened on another device from its key backup. The
//! campaign itself, its link and the sealing of records are the `keep-net`
//! crate's (`keep_net::campaign`); reading the records is `keep-lab`'s
//! inbox.
//!
//! - [`designs`]: the campaigns kept on this device;
//! - [`campaign_section`]: the lab's "Playtest campaign" section.

pub mod campaign_section;
pub mod designs;

pub use campaign_section::campaign_section;
