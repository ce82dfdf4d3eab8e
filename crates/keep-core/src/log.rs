//! The game log that every game shares: events that hide what a viewer may
//! not know (their wording is [`crate::Engine::describe`]).

/// An event of a game's log.
pub trait GameEvent: Sized {
    /// The event as `viewer` may see it (`None`: what every player sees):
    /// every card that viewer may not know masked.
    fn seen_by(&self, viewer: Option<u8>) -> Self;
}
