//! A saved Card Keeper game: players, rulings, seed and actions, restored
//! by replaying them through the rules (written once in `keep-core`).

/// Everything needed to rebuild a game exactly.
pub type SavedGame = keep_core::SavedGame<crate::Position>;

/// Why a saved game could not be restored.
pub type RestoreError = keep_core::RestoreError<crate::Position>;
