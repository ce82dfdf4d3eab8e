//! The lab page's entry point (`lab.html`): the whole app with every
//! game's lab and replay viewer, which lab and replay links and the main
//! page's Lab and Replay buttons open. The main page's wasm
//! (`src/main.rs`) leaves them out.

fn main() {
    keep_table::start_lab();
}
