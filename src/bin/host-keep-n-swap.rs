//! Game `keep-n-swap`'s host page (`host-keep-n-swap.html`, which its own page opens for
//! a table with a seat played from another device): its setup, table and
//! other screens, with that game's wasm and hosting.

fn main() {
    keep_table::start_host::<keep_table::games::keep_n_swap::KeepNSwap>();
}
