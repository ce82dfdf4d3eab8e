//! Browser tests of the app's storage and start-up, run in headless Chromium
//! by `cargo test -p keep-table --target wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

use keep_table::games::card_keeper::CardKeeper;
use keep_table::shell::seats::SeatKind;
use keep_table::shell::session::Session;
use keep_table::shell::settings::Settings;
use keep_table::shell::{browser, storage};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const GAME_KEY: &str = "keep-table.card-keeper.game";
const UNREADABLE_KEY: &str = "keep-table.card-keeper.unreadable";

fn settings() -> Settings<card_keeper::Options> {
    let mut s = Settings::new(2, 77);
    s.deal.seats = vec![SeatKind::Human, SeatKind::parse("bot-basic").unwrap()];
    s
}

#[wasm_bindgen_test]
fn local_storage_round_trips_a_session() {
    assert!(storage::available(), "Chromium's localStorage is usable");
    let (session, pos) = Session::<CardKeeper>::start(settings()).unwrap();
    assert!(storage::write("keep-table.test", &session.save_text()));
    let text = storage::read("keep-table.test").expect("the save is there");
    let (back, pos2) = Session::<CardKeeper>::load(&text).unwrap();
    assert_eq!(back, session);
    assert_eq!(pos2.to_setup(), pos.to_setup());
    storage::remove("keep-table.test");
    assert_eq!(storage::read("keep-table.test"), None);
}

#[wasm_bindgen_test]
fn a_random_seed_comes_from_browser_entropy() {
    let a = browser::random_seed();
    let b = browser::random_seed();
    assert_ne!(a, b);
    assert!(a < (1 << 53) && b < (1 << 53));
}

#[wasm_bindgen_test]
fn a_corrupt_save_gives_a_notice_not_a_panic() {
    storage::write(
        GAME_KEY,
        "{\"version\":1,\"game\":\"card-keeper\",\"session\":42}",
    );
    keep_table::start();
    let doc = web_sys::window().unwrap().document().unwrap();
    let notice = doc
        .query_selector("[data-testid=notice]")
        .unwrap()
        .expect("a notice is shown");
    assert!(notice.text_content().unwrap().contains("could not be read"));
    assert!(doc
        .query_selector("[data-testid=game-card-keeper]")
        .unwrap()
        .is_some());
    assert!(
        storage::read(UNREADABLE_KEY).is_some(),
        "the unreadable save is kept aside"
    );
    storage::remove(UNREADABLE_KEY);
}
