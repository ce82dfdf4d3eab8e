//! Star Crew's marker type, through which the shell knows the game, and
//! its table as the game's screens see it.

use crate::shell::kit::TableCtx;

/// Star Crew, as the app plays it.
#[derive(Clone, Copy, Debug)]
pub struct StarCrew;

/// Star Crew's table, from context.
pub fn table_ctx() -> TableCtx<StarCrew> {
    TableCtx::get()
}
