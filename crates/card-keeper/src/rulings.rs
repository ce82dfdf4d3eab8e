//! The three switchable rulings V1–V3 of `docs/rules/card-keeper.md`.
//!
//! Each defaults to the rule as written. Their JSON names and values are the
//! ones the scenario format and the app's setup screen use.

use serde::{Deserialize, Serialize};

/// V1: the first card is a Wild; who names the colour?
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StartWildColour {
    /// As written: the first player names it.
    #[default]
    FirstPlayer,
    /// A colour drawn from the game's seed.
    Random,
}

/// V2: where does a used Shield go?
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UsedShields {
    /// As written: it leaves the game.
    #[default]
    LeaveGame,
    /// Face down on the burn pile, back with the next reshuffle.
    BurnPile,
}

/// V3: the last players go out at the same moment; who wins?
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SimultaneousKnockout {
    /// As written: the player who played the card.
    #[default]
    PlayerWhoPlayed,
    /// Nobody: the game is a draw.
    Draw,
}

/// The three switchable rulings of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rulings {
    /// V1.
    pub start_wild_colour: StartWildColour,
    /// V2.
    pub used_shields: UsedShields,
    /// V3.
    pub simultaneous_knockout: SimultaneousKnockout,
}

impl StartWildColour {
    /// The value's name as in the UI contract (`first_player`, `random`).
    pub fn as_str(self) -> &'static str {
        match self {
            StartWildColour::FirstPlayer => "first_player",
            StartWildColour::Random => "random",
        }
    }
    /// Parses [`StartWildColour::as_str`].
    pub fn parse(s: &str) -> Option<Self> {
        [Self::FirstPlayer, Self::Random]
            .into_iter()
            .find(|v| v.as_str() == s)
    }
}

impl UsedShields {
    /// The value's name as in the UI contract (`leave_game`, `burn_pile`).
    pub fn as_str(self) -> &'static str {
        match self {
            UsedShields::LeaveGame => "leave_game",
            UsedShields::BurnPile => "burn_pile",
        }
    }
    /// Parses [`UsedShields::as_str`].
    pub fn parse(s: &str) -> Option<Self> {
        [Self::LeaveGame, Self::BurnPile]
            .into_iter()
            .find(|v| v.as_str() == s)
    }
}

impl SimultaneousKnockout {
    /// The value's name as in the UI contract (`player_who_played`, `draw`).
    pub fn as_str(self) -> &'static str {
        match self {
            SimultaneousKnockout::PlayerWhoPlayed => "player_who_played",
            SimultaneousKnockout::Draw => "draw",
        }
    }
    /// Parses [`SimultaneousKnockout::as_str`].
    pub fn parse(s: &str) -> Option<Self> {
        [Self::PlayerWhoPlayed, Self::Draw]
            .into_iter()
            .find(|v| v.as_str() == s)
    }
}

/// What a Card Keeper game is dealt with besides players and seed: the
/// switchable rulings (saved as `"rulings"` beside a game's seed) and the
/// variant (saved only when it is not the rules as written, so a save of
/// the rules' game is what it always was).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// V1–V3.
    #[serde(default)]
    pub rulings: Rulings,
    /// The game's numbers.
    #[serde(default, skip_serializing_if = "crate::variant::is_rules")]
    pub variant: crate::variant::Variant,
}

impl keep_core::HasVariant for Options {
    type Variant = crate::variant::Variant;
    fn variant(&self) -> &crate::variant::Variant {
        &self.variant
    }
    fn variant_mut(&mut self) -> &mut crate::variant::Variant {
        &mut self.variant
    }
}
