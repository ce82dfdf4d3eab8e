//! Keep'n Swap's marker type, through which the shell knows the game, and
//! its table as the game's screens see it.

use crate::shell::kit::TableCtx;

/// Keep'n Swap, as the app plays it.
#[derive(Clone, Copy, Debug)]
pub struct KeepNSwap;

/// Keep'n Swap's table, from context.
pub fn table_ctx() -> TableCtx<KeepNSwap> {
    TableCtx::get()
}
