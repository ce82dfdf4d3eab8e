//! A game's own options besides seats, names and seed (Card Keeper's
//! rulings, Keep's card list): what its setup form edits, its saves keep and
//! its links carry, with their checks and codecs on the options' own type.

use keep_core::link::Query;
use keep_core::{Engine, NoOptions};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// The options of a game whose engine is `E`.
pub trait GameOptions<E: Engine>:
    Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The engine's options for a game dealt with these.
    fn engine(&self) -> E::Options;
    /// Checks them for `players` players, in words.
    fn check(&self, players: usize) -> Result<(), String> {
        let _ = players;
        Ok(())
    }
    /// As share-link pairs (`&V1=…`; empty for none).
    fn encode(&self) -> String {
        String::new()
    }
    /// Reads them from a share link.
    fn decode(query: &Query) -> Result<Self, String> {
        let _ = query;
        Ok(Self::default())
    }
    /// The playtest report's lines for them (`V1 (…): first_player`).
    fn report(&self) -> Vec<String> {
        Vec::new()
    }
    /// What the report ends with (Keep: a custom card list).
    fn appendix(&self) -> String {
        String::new()
    }
}

/// A game without options of its own.
impl<E: Engine<Options = NoOptions>> GameOptions<E> for NoOptions {
    fn engine(&self) -> NoOptions {
        NoOptions {}
    }
}
