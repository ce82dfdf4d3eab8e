//! Playtest campaigns. The designer's side: a campaign made in a game's
//! lab (its key pair made in this browser, the secret kept here and in the
//! key backups the designer downloads), its link and QR code for
//! playtesters, and a campaign opened on another device from its key
//! backup. The table's side: a campaign link opened on a game's page, the
//! players' consent on its setup screen, and each of its games sealed and
//! sent to the designer through the outbox. The campaign itself, its link
//! and the sealing of records are the `keep-net` crate's
//! (`keep_net::campaign`), run in the campaign worker (`keep-sender`);
//! reading the records is `keep-lab`'s inbox.
//!
//! - [`designs`]: the campaigns kept on this device;
//! - [`campaign_section`]: the lab's "Playtest campaign" section;
//! - [`table`]: a game's campaign at this table, and the players' consent;
//! - [`table_banner`]: the campaign's line on the setup screen;
//! - [`sender`]: links read, records sealed, the outbox sent.

pub mod campaign_section;
pub mod designs;
pub mod sender;
pub mod table;
pub mod table_banner;

pub use campaign_section::campaign_section;
