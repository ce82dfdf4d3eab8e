//! Property tests: all 54 cards always accounted for, every game ends, no
//! panic on any action, replays are exact, and a view never shows the other
//! hand or the other choice.

use keep_core::Bot;
use keep_n_swap::bots::BotKind;
use keep_n_swap::sim::{make_bots, play_game};
use keep_n_swap::{Action, Card, Decision, Position, SavedGame};
use proptest::prelude::*;

fn accounted(p: &Position) -> bool {
    let mut counts = std::collections::HashMap::new();
    for s in 0..2 {
        for c in p.hand(s).iter().chain(p.draw_pile(s)) {
            *counts.entry(*c).or_insert(0usize) += 1;
        }
    }
    for c in p.discard_pile() {
        *counts.entry(*c).or_insert(0usize) += 1;
    }
    p.card_total() == 54 && Card::all().all(|c| counts.get(&c).copied().unwrap_or(0) == c.copies())
}

fn any_action() -> impl Strategy<Value = Action> {
    let card = (0u8..=52).prop_map(|i| {
        if i == 52 {
            Card::JOKER
        } else {
            Card::new(i / 4 + 1, i % 4)
        }
    });
    prop_oneof![
        (0u8..3, card.clone()).prop_map(|(seat, card)| Action::Choose { seat, card }),
        (0u8..3, any::<bool>()).prop_map(|(seat, discard)| Action::Claim { seat, discard }),
        (0u8..3, card.clone()).prop_map(|(seat, card)| Action::Purge { seat, card }),
        (0u8..3).prop_map(|seat| Action::PurgeStop { seat }),
        (0u8..3, card).prop_map(|(seat, card)| Action::Equalize { seat, card }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn every_card_is_accounted_for_and_every_game_ends(seed: u64, basic in any::<bool>()) {
        let kinds = if basic { vec![BotKind::Basic, BotKind::Random] } else { vec![BotKind::Random] };
        let mut bots = make_bots(&kinds, seed);
        let mut pos = Position::new_game(seed);
        let mut legal = Vec::new();
        prop_assert!(accounted(&pos));
        let mut steps = 0;
        while let Some((seat, _)) = pos.pending() {
            steps += 1;
            prop_assert!(steps < 2_000, "the game did not end");
            let view = pos.view(seat);
            view.legal_actions(&mut legal);
            prop_assert!(!legal.is_empty());
            let a = bots[seat as usize].decide(&view, &legal);
            pos.apply(a).unwrap();
            prop_assert!(accounted(&pos));
        }
        prop_assert!(pos.round() <= 60);
    }

    #[test]
    fn no_action_sequence_panics(seed: u64, actions in prop::collection::vec((any_action(), any::<bool>()), 0..300)) {
        let mut pos = Position::new_game(seed);
        let mut legal = Vec::new();
        for (i, (a, pick)) in actions.into_iter().enumerate() {
            let a = if pick {
                pos.legal_actions(&mut legal);
                if legal.is_empty() { a } else { legal[(seed as usize ^ i) % legal.len()] }
            } else { a };
            let before = pos.to_setup();
            let log = pos.log().len();
            if pos.apply(a).is_err() {
                prop_assert_eq!(pos.to_setup(), before);
                prop_assert_eq!(pos.log().len(), log);
            }
            prop_assert!(accounted(&pos));
        }
    }

    #[test]
    fn same_seed_and_actions_give_the_same_game(seed: u64) {
        let mut bots = make_bots(&[BotKind::Random, BotKind::Basic], seed);
        let mut pos = Position::new_game(seed);
        let mut saved = SavedGame { seed, actions: Vec::new() };
        let mut legal = Vec::new();
        while let Some((seat, _)) = pos.pending() {
            let view = pos.view(seat);
            view.legal_actions(&mut legal);
            let a = bots[seat as usize].decide(&view, &legal);
            pos.apply(a).unwrap();
            saved.actions.push(a);
        }
        let json = serde_json::to_string(&saved).unwrap();
        let again = serde_json::from_str::<SavedGame>(&json).unwrap().restore().unwrap();
        prop_assert_eq!(again.log(), pos.log());
        let (third, _) = play_game(seed, &mut make_bots(&[BotKind::Random, BotKind::Basic], seed), &mut legal);
        prop_assert_eq!(third.log(), pos.log());
    }

    /// Seat 1 decides after seat 0 has chosen: its view must be the same
    /// whatever seat 0 chose, and never contain the other hand.
    #[test]
    fn a_view_never_shows_the_other_choice_or_hand(seed: u64, rounds in 0usize..20) {
        let mut bots = make_bots(&[BotKind::Random], seed);
        let mut pos = Position::new_game(seed);
        let mut legal = Vec::new();
        for _ in 0..rounds * 2 {
            let Some((seat, _)) = pos.pending() else { break };
            let view = pos.view(seat);
            view.legal_actions(&mut legal);
            let a = bots[seat as usize].decide(&view, &legal);
            pos.apply(a).unwrap();
        }
        if pos.pending() == Some((0, Decision::ChooseCard)) {
            let mut views = Vec::new();
            let mut distinct = pos.hand(0).to_vec();
            distinct.sort();
            distinct.dedup();
            for &card in &distinct {
                let mut p = pos.clone();
                p.apply(Action::Choose { seat: 0, card }).unwrap();
                let v = p.view(1).to_player_view();
                let json = serde_json::to_string(&v).unwrap();
                views.push(json);
            }
            prop_assert!(views.windows(2).all(|w| w[0] == w[1]), "seat 1's view depends on seat 0's secret choice");
            let v = pos.view(1).to_player_view();
            prop_assert_eq!(v.hand, pos.hand(1).to_vec());
            for e in &v.log {
                match e {
                    keep_n_swap::Event::LuckyToHand { seat, card: Some(_) } | keep_n_swap::Event::LuckyToPile { seat, card: Some(_) } => prop_assert_eq!(*seat, 1),
                    _ => {}
                }
            }
        }
    }
}
