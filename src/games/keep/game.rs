//! Keep's marker type, through which the shell knows the game, and
//! its table as the game's screens see it.

use crate::shell::kit::TableCtx;

/// Keep, as the app plays it.
#[derive(Clone, Copy, Debug)]
pub struct Keep;

/// Keep's table, from context.
pub fn table_ctx() -> TableCtx<Keep> {
    TableCtx::get()
}
