//! Property tests for every player count 2–5: every card and coin is
//! accounted for after every action, every game ends, no action sequence
//! (legal or not) panics and a refusal changes nothing, the same seed and
//! actions give the same game through a save, and a view never shows
//! another player's hand or face-down characters.

use keep::bots::BotKind;
use keep::{Action, CardId, CardList, Options, Position, Way};
use keep_core::harness::{
    any_actions, bot_mix, play_checked, play_steps, replays_exactly, views_hide,
};
use keep_core::Engine;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::sync::Arc;

fn starter() -> Arc<CardList> {
    Arc::new(CardList::starter())
}

fn any_action() -> impl Strategy<Value = Action> {
    let seat = 0u8..6;
    let card = (0u16..20).prop_map(CardId);
    let way = prop_oneof![Just(Way::Ability), Just(Way::FaceDown), Just(Way::Item)];
    prop_oneof![
        (seat.clone(), card.clone()).prop_map(|(seat, card)| Action::Keep { seat, card }),
        (seat.clone(), any::<bool>()).prop_map(|(seat, first)| Action::Order { seat, first }),
        (seat.clone(), card.clone()).prop_map(|(seat, card)| Action::Bonus { seat, card }),
        (seat.clone(), card.clone(), way.clone()).prop_map(|(seat, card, way)| Action::Play {
            seat,
            card,
            way
        }),
        (seat.clone(), 0u8..9, way).prop_map(|(seat, slot, way)| Action::Take { seat, slot, way }),
        seat.clone().prop_map(|seat| Action::Pass { seat }),
        (seat.clone(), card.clone()).prop_map(|(seat, card)| Action::Replace { seat, card }),
        (seat.clone(), card.clone()).prop_map(|(seat, card)| Action::Sell { seat, card }),
        seat.clone().prop_map(|seat| Action::StopSelling { seat }),
        (seat.clone(), 0u8..9).prop_map(|(seat, slot)| Action::Add { seat, slot }),
        (seat.clone(), 0u8..6, card.clone()).prop_map(|(seat, target, card)| Action::Discard {
            seat,
            target,
            card
        }),
        (seat, card.clone(), 0u8..6, card).prop_map(|(seat, mine, target, theirs)| Action::Swap {
            seat,
            mine,
            target,
            theirs
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn cards_and_coins_are_accounted_for_and_every_game_ends(players in 2u8..=5, seed: u64, basic: bool) {
        let start = Position::new_game(starter(), players, seed).unwrap();
        let pos = play_checked(start, &bot_mix(basic), 2_000).map_err(TestCaseError::fail)?;
        let o = pos.outcome().unwrap();
        prop_assert!(!o.winners.is_empty());
        prop_assert!((0..players).any(|s| pos.hand(s).is_empty()));
        // The winners have the best total, then the most Cloister cards.
        let best = (0..players).map(|s| (o.totals[s as usize], pos.cloister(s).len())).max().unwrap();
        for &w in &o.winners {
            prop_assert_eq!((o.totals[w as usize], pos.cloister(w).len()), best);
        }
    }

    #[test]
    fn replays_are_exact(players in 2usize..=5, seed: u64) {
        replays_exactly::<Position>(players, &Options::default(), seed, &bot_mix(true), 2_000).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn no_action_panics_and_a_refusal_changes_nothing(
        players in 2u8..=5,
        seed: u64,
        actions in proptest::collection::vec((any_action(), any::<bool>()), 0..200),
    ) {
        let mut pos = Position::new_game(starter(), players, seed).unwrap();
        any_actions(&mut pos, actions, |_, _, n| seed as usize + n).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn a_view_never_shows_a_hidden_card(players in 2u8..=5, seed: u64, steps in 0usize..120) {
        let mut pos = Position::new_game(starter(), players, seed).unwrap();
        play_steps(&mut pos, &[BotKind::Random], seed, steps).map_err(TestCaseError::fail)?;
        let over = pos.is_over();
        for seat in 0..players {
            let v = pos.view(seat).to_player_view();
            prop_assert_eq!(&v.hand, &pos.hand(seat).to_vec());
            for other in (0..players).filter(|&o| o != seat) {
                for (p, real) in v.cloisters[other as usize].iter().zip(pos.cloister(other)) {
                    if real.face_up || over {
                        prop_assert_eq!(p.card, real.card);
                    } else {
                        prop_assert_eq!(p.card, CardId::HIDDEN);
                    }
                }
                // The view holds no other hand: only its size.
                prop_assert_eq!(v.hand_counts[other as usize], pos.hand(other).len());
            }
            // The log as seen by this seat never names another's kept or
            // hand-played face-down character, nor another's drawn cards.
            for e in pos.log() {
                match e.seen_by(Some(seat)) {
                    keep::Event::Kept { seat: s, card } if s != seat => prop_assert!(card.is_none()),
                    keep::Event::Played { seat: s, card, way: Way::FaceDown, from_commons: None } if s != seat => {
                        prop_assert!(card.is_none())
                    }
                    keep::Event::Drew { seat: s, cards, .. } if s != seat => prop_assert!(cards.is_empty()),
                    _ => {}
                }
            }
            // A view's legal actions are the engine's.
            if pos.pending().map(|p| p.0) == Some(seat) {
                let mut legal = Vec::new();
                v.fill_legal(&mut legal);
                prop_assert_eq!(&legal, &pos.legal_actions());
            }
            views_hide(&pos, seat, seed ^ 3).map_err(TestCaseError::fail)?;
        }
    }
}

/// A random valid card list: 1–5 item types, items of any value (negative
/// too), characters with 0–3 ability steps and 0–2 score effects drawn from
/// the whole vocabulary.
fn any_list() -> impl Strategy<Value = CardList> {
    let step = prop_oneof![
        (1u32..6).prop_map(|n| serde_json::json!({"step": "gain_coins", "n": n})),
        (1u8..4).prop_map(|n| serde_json::json!({"step": "sell", "up_to": n})),
        (1u8..4).prop_map(|n| serde_json::json!({"step": "sell", "n": n})),
        (1u8..3).prop_map(|n| serde_json::json!({"step": "add_from_commons", "n": n})),
        (1u8..4).prop_map(|n| serde_json::json!({"step": "draw", "n": n})),
        Just(serde_json::json!({"step": "take_decree"})),
        (1u32..3).prop_map(|n| serde_json::json!({"step": "tax", "n": n})),
        Just(serde_json::json!({"step": "discard_opponent_item"})),
        Just(serde_json::json!({"step": "swap_items"})),
        (1u32..3).prop_map(|n| serde_json::json!({"step": "skim_commons", "n": n})),
    ];
    let effect = |types: usize| {
        prop_oneof![
            (0..types, -3i32..5).prop_map(|(t, n)| serde_json::json!({"score": "per_item_type", "type": format!("T{t}"), "n": n})),
            (-3i32..5).prop_map(|n| serde_json::json!({"score": "per_character", "n": n})),
            (0..types, -3i32..8).prop_map(|(t, n)| serde_json::json!({"score": "if_has_type", "type": format!("T{t}"), "n": n})),
            (-3i32..8).prop_map(|n| serde_json::json!({"score": "if_decree", "n": n})),
            (-3i32..5).prop_map(|n| serde_json::json!({"score": "per_distinct_type", "n": n})),
            (-3i32..8).prop_map(|n| serde_json::json!({"score": "if_most_items", "n": n})),
        ]
    };
    (1usize..=5).prop_flat_map(move |types| {
        let items = proptest::collection::vec((0..types, -5i32..10, 1u8..8), 2..10);
        let chars = proptest::collection::vec(
            (
                proptest::collection::vec(step.clone(), 0..4),
                proptest::collection::vec(effect(types), 0..3),
                1u8..5,
            ),
            3..10,
        );
        (Just(types), items, chars).prop_map(|(types, items, chars)| {
            // Enough characters for 5 players, enough cards for 5 hands.
            let mut characters: Vec<_> = chars
                .into_iter()
                .enumerate()
                .map(|(i, (a, s, c))| serde_json::json!({"name": format!("C{i}"), "copies": c, "ability": a, "score": s}))
                .collect();
            characters.push(serde_json::json!({"name": "Filler", "copies": 15, "ability": [], "score": []}));
            let mut items: Vec<_> = items
                .into_iter()
                .enumerate()
                .map(|(i, (t, v, c))| serde_json::json!({"name": format!("I{i}"), "type": format!("T{t}"), "value": v, "copies": c}))
                .collect();
            for t in 0..types {
                items.push(serde_json::json!({"name": format!("Bulk{t}"), "type": format!("T{t}"), "value": 1, "copies": 12}));
            }
            let v = serde_json::json!({"name": "random", "characters": characters, "items": items});
            CardList::from_value(&v).expect("a generated list is valid")
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn any_card_list_plays_to_the_end_with_everything_accounted_for(
        list in any_list(), players in 2u8..=5, seed: u64, basic: bool,
    ) {
        let list = Arc::new(list);
        // A list seats as many as its cards allow; more are refused.
        let players = if list.seats(players as usize) {
            players
        } else {
            prop_assert!(Position::new_game(list.clone(), players, seed).is_err());
            list.max_players() as u8
        };
        let start = Position::new_game(list.clone(), players, seed).unwrap();
        let pos = play_checked(start, &bot_mix(basic), 5_000).map_err(TestCaseError::fail)?;
        prop_assert!(!pos.outcome().unwrap().winners.is_empty());
    }
}

#[test]
fn a_new_deal_of_the_hidden_cards_changes_the_position() {
    let pos = Position::new_game(starter(), 3, 8).unwrap();
    assert!(views_hide(&pos, 0, 5).unwrap());
    assert_eq!(pos.sample(0, 5).dealt(0), pos.dealt(0));
}

keep_core::every_game_tests!(Position, cap: 20_000);
