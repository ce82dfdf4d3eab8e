//! A game's state in the page and what is kept of it: signals, the session,
//! saves, share links, marked moments, the report and backups, pass-and-play's
//! stage.

pub mod backup;
pub mod feedback;
pub mod kept;
pub mod marks;
pub mod outbox;
pub mod report;
#[cfg(test)]
pub mod round_trip;
pub mod seating;
pub mod session;
pub mod share;
pub mod state;
