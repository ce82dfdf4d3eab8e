//! Golden deals: the same seed deals the same game on every machine and
//! every version (KR1). If this fails, a change broke old saves and links.

use keep::{Action, CardList, Position};
use keep_core::Engine;
use std::sync::Arc;

fn names(pos: &Position, cards: &[keep::CardId]) -> Vec<String> {
    cards
        .iter()
        .map(|&c| pos.list().name(c).to_string())
        .collect()
}

#[test]
fn seeds_deal_pinned_games() {
    let list = Arc::new(CardList::starter());
    let mut pos = Position::new_game(list.clone(), 3, 42).unwrap();
    let dealt: Vec<Vec<String>> = (0..3).map(|s| names(&pos, pos.dealt(s))).collect();
    // Each keeps the first character dealt.
    for s in 0..3 {
        let card = pos.dealt(s)[0];
        pos.apply(Action::Keep { seat: s, card }).unwrap();
    }
    let hands: Vec<Vec<String>> = (0..3).map(|s| names(&pos, pos.hand(s))).collect();
    let commons: Vec<String> = pos
        .commons()
        .iter()
        .map(|s| pos.list().name(s.card).to_string())
        .collect();
    let got = serde_json::json!({
        "dealt": dealt, "hand0": hands[0], "commons": commons, "decree": pos.decree(),
        "deck": pos.deck().len(),
    });
    let want = serde_json::json!({
        "dealt": [["Merchant", "Alchemist", "Knight"], ["Tax Collector", "Steward", "Pilgrim"], ["Cardinal", "Merchant", "Jester"]],
        "hand0": ["Knight", "Alchemist", "Steward", "Saint's Reliquary", "Illuminated Psalter", "Saint's Reliquary", "Illuminated Psalter", "Knight"],
        "commons": ["Cardinal", "Cardinal", "Abbess", "Steward", "Abbess"],
        "decree": 2,
        "deck": 35,
    });
    assert_eq!(got, want, "got {got}");
}
