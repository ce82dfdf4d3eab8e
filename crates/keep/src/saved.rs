//! A saved Keep game: the card list, the seed, the players and every
//! action, restored by replay (written once in `keep-core`).

/// Everything needed to rebuild a game exactly.
pub type SavedGame = keep_core::SavedGame<crate::Position>;

/// Why a saved game could not be restored.
pub type RestoreError = keep_core::RestoreError<crate::Position>;
