//! Game `keep`'s guest page (`guest-keep.html`, which its invitation links
//! open): that game's guest screen alone.

fn main() {
    keep_table::start_guest::<keep_table::games::keep::Keep>();
}
