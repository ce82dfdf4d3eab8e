//! The Keep Table page's entry point (see `lib.rs`).

fn main() {
    keep_table::start();
}
