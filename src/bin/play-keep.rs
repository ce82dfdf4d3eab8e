//! Game `keep`'s own page (`play-keep.html`, which the picker opens): its
//! setup, table and other screens, with that game's wasm alone.

fn main() {
    keep_table::start_play::<keep_table::games::keep::Keep>();
}
