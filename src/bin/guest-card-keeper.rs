//! Game `card-keeper`'s guest page (`guest-card-keeper.html`, which its invitation links
//! open): that game's guest screen alone.

fn main() {
    keep_table::start_guest::<keep_table::games::card_keeper::CardKeeper>();
}
