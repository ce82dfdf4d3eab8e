//! Game `star-crew`'s guest page (`guest-star-crew.html`, which its invitation links
//! open): that game's guest screen alone.

fn main() {
    keep_table::start_guest::<keep_table::games::star_crew::StarCrew>();
}
