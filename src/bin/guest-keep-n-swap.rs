//! Game `keep-n-swap`'s guest page (`guest-keep-n-swap.html`, which its invitation links
//! open): that game's guest screen alone.

fn main() {
    keep_table::start_guest::<keep_table::games::keep_n_swap::KeepNSwap>();
}
