//! Keep's own setting: the card list a game plays, and where the custom one
//! is stored.

use keep::CardList;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The localStorage key of the custom card list.
pub const CARDS_KEY: &str = "keep-table.keep.cards";
/// The key an unreadable custom card list is set aside under.
pub const CARDS_UNREADABLE_KEY: &str = "keep-table.keep.cards-unreadable";

/// A Keep game's own setting: a custom card list (`None`: the app's
/// starter set), saved as `"cards"` beside the seats.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// A custom card list.
    #[serde(default)]
    pub cards: Option<Arc<CardList>>,
    /// The game's numbers (saved only when not the rules as written).
    #[serde(default, skip_serializing_if = "keep_core::Variant::is_rules")]
    pub variant: keep::Variant,
}

impl keep_core::HasVariant for Options {
    type Variant = keep::Variant;
    fn variant(&self) -> &keep::Variant {
        &self.variant
    }
    fn variant_mut(&mut self) -> &mut keep::Variant {
        &mut self.variant
    }
}

impl Options {
    /// The card list played.
    pub fn list(&self) -> Arc<CardList> {
        self.cards.clone().unwrap_or_else(CardList::starter_shared)
    }
}
