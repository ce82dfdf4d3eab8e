//! Game `card-keeper`'s own page (`play-card-keeper.html`, which the picker opens): its
//! setup, table and other screens, with that game's wasm alone.

fn main() {
    keep_table::start_play::<keep_table::games::card_keeper::CardKeeper>();
}
