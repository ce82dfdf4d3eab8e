//! Browser tests of the app's storage and start-up, run in headless Chromium
//! by `cargo test -p keep-table --target wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

use keep_table::games::card_keeper::CardKeeper;
use keep_table::shell::plug::seats::SeatKind;
use keep_table::shell::plug::settings::Settings;
use keep_table::shell::store::feedback::Feedback;
use keep_table::shell::store::session::Session;
use keep_table::shell::{frame::browser, frame::storage};
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

/// Waits for the page's queued reactive updates to be drawn.
async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// A guest's device draws its seat's table with the game's own screens from
/// the host's message alone, and a click there sends the host one of the
/// seat's legal actions.
#[wasm_bindgen_test]
async fn a_guests_table_is_the_games_own_screens_fed_from_a_message() {
    use card_keeper::{Action, Decision};
    use keep_core::Engine;
    use keep_net::{Host, SeatState, ToGuest};
    use keep_table::shell::plug::game::{GameUi, TableCtx};
    use leptos::prelude::*;
    use std::sync::{Arc, Mutex};
    use wasm_bindgen::JsCast;

    // A deal whose first decision is a turn's play or burn.
    let pos = (1..)
        .map(|seed| {
            <card_keeper::Position as Engine>::new_game(2, &Default::default(), seed).unwrap()
        })
        .find(|p| matches!(p.pending(), Some((_, Decision::PlayOrBurn))))
        .unwrap();
    let seat = pos.pending().unwrap().0;
    let mut host = Host::new("test", 2);
    host.invite(seat, "secret".into());
    let names = vec!["Ana".to_string(), "Bo".to_string()];
    let text =
        serde_json::to_string(&host.table(&pos, Some(seat), &names, &[SeatState::Here; 2], 1, &[]))
            .unwrap();
    let ToGuest::Table(table) =
        serde_json::from_str::<ToGuest<card_keeper::Position>>(&text).unwrap()
    else {
        panic!("a table")
    };
    let hand = table.view.hand.clone();
    let legal = table.legal.clone();

    let doc = web_sys::window().unwrap().document().unwrap();
    let parent = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&parent).unwrap();
    let sent: Arc<Mutex<Vec<Action>>> = Arc::default();
    let to_host = sent.clone();
    let mounted = leptos::mount::mount_to(parent.clone().unchecked_into(), move || {
        let table = RwSignal::new(table);
        let choice = RwSignal::new(Default::default());
        let act = Callback::new(move |a: Action| to_host.lock().unwrap().push(a));
        let t = TableCtx::<CardKeeper>::from_guest(table.into(), choice, act, None);
        CardKeeper::table(t)
    });
    settle().await;
    let cards = parent
        .query_selector_all("[data-testid=hand] [data-testid=card]")
        .unwrap();
    assert_eq!(
        cards.length() as usize,
        hand.len(),
        "the seat's own hand, card by card"
    );
    let first: web_sys::HtmlElement = cards.item(0).unwrap().unchecked_into();
    first.click();
    settle().await;
    assert_eq!(first.get_attribute("aria-pressed").as_deref(), Some("true"));
    let burn: web_sys::HtmlElement = parent
        .query_selector("[data-testid=burn-selected]")
        .unwrap()
        .expect("a burn button")
        .unchecked_into();
    burn.click();
    settle().await;
    let sent = sent.lock().unwrap().clone();
    assert_eq!(sent.len(), 1, "one action sent to the host");
    assert!(
        legal.contains(&sent[0]),
        "one of the seat's legal actions: {:?}",
        sent[0]
    );
    assert!(matches!(sent[0], Action::Burn { seat: s, card } if s == seat && card == hand[0]));
    drop(mounted);
    parent.remove();
}

#[wasm_bindgen_test]
fn a_guests_words_stay_on_the_device_until_another_game() {
    use keep_table::shell::net::guest::words::Words;
    let game = "test";
    let mut w = Words::load(game, "s3cret");
    w.meet("g1");
    w.type_note("When do I draw?");
    w.set_answer(Some(Feedback::new(
        1,
        ["fun", "unclear_rule"],
        "Shields?\nAnd Swaps.",
    )));
    assert!(w.store(game));
    // The page again (a reload): the note is back, closed (the next words
    // start a note of their own), and the answer too.
    let mut back = Words::load(game, "s3cret");
    assert_eq!(back.notes.len(), 1);
    assert_eq!(back.open_text(), "");
    assert_eq!(back.type_note("Second"), Some(2));
    assert_eq!(back.answer, w.answer);
    // Another invitation's page sees none of it.
    assert!(Words::load(game, "other").notes.is_empty());
    // The next game's table: forgotten.
    assert!(back.meet("g2"));
    assert!(back.store(game));
    assert!(Words::load(game, "s3cret").notes.is_empty());
    storage::remove("keep-table.test.guest-words");
}
