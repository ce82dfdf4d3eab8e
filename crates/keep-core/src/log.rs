//! The game log that every game shares: events that hide what a viewer may
//! not know, and read as words.

/// An event of a game's log.
pub trait GameEvent: Sized {
    /// The event as `viewer` may see it (`None`: what every player sees).
    fn seen_by(&self, viewer: Option<u8>) -> Self;
    /// The event in words, naming players by `names` and the viewer "you";
    /// `None` for bookkeeping a log need not show.
    fn describe(&self, names: &[String], viewer: Option<u8>) -> Option<String>;
}

/// The log as `viewer` may read it, one line per shown event.
pub fn lines<E: GameEvent>(events: &[E], names: &[String], viewer: Option<u8>) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| e.seen_by(viewer).describe(names, viewer))
        .collect()
}
