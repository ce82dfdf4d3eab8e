//! Game `keep-n-swap`'s own page (`play-keep-n-swap.html`, which the picker opens): its
//! setup, table and other screens, with that game's wasm alone.

fn main() {
    keep_table::start_play::<keep_table::games::keep_n_swap::KeepNSwap>();
}
