//! Game `star-crew`'s own page (`play-star-crew.html`, which the picker opens): its
//! setup, table and other screens, with that game's wasm alone.

fn main() {
    keep_table::start_play::<keep_table::games::star_crew::StarCrew>();
}
