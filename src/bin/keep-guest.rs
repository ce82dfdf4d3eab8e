//! The guest page's entry point (`guest.html`): the whole app and every
//! game's guest page, which an invitation link opens. The main page's wasm
//! (`src/main.rs`) leaves the guests' code out and sends an invitation
//! here.

fn main() {
    keep_table::start_guest();
}
