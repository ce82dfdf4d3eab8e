//! Property tests: all 54 cards always accounted for, every game ends, no
//! panic on any action, replays are exact, and a view never shows the other
//! hand or the other choice.

use keep_core::bot::make_bots;
use keep_core::harness::{any_actions, bot_mix, play_checked, replays_exactly, views_hide};
use keep_core::{Bot, Engine};
use keep_n_swap::bots::BotKind;
use keep_n_swap::sim::play_game;
use keep_n_swap::{Action, Card, Decision, Position};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

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
        let kinds = bot_mix(basic);
        let pos = play_checked(Position::new_game(seed), &kinds, 2_000).map_err(TestCaseError::fail)?;
        prop_assert!(pos.round() <= 60);
    }

    #[test]
    fn no_action_sequence_panics(seed: u64, actions in prop::collection::vec((any_action(), any::<bool>()), 0..300)) {
        let mut pos = Position::new_game(seed);
        any_actions(&mut pos, actions, |_, i, _| seed as usize ^ i).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn same_seed_and_actions_give_the_same_game(seed: u64) {
        let kinds = [BotKind::Random, BotKind::Basic];
        replays_exactly::<Position>(2, &Default::default(), seed, &kinds, 5_000).map_err(TestCaseError::fail)?;
        let (third, _) = play_game(Default::default(), seed, &mut make_bots::<Position>(&kinds, 2, seed), &mut Vec::new());
        let pos = play_checked(Position::new_game(seed), &kinds, 5_000).map_err(TestCaseError::fail)?;
        prop_assert_eq!(third.log(), pos.log());
    }

    /// Seat 1 decides after seat 0 has chosen: its view must be the same
    /// whatever seat 0 chose, and never contain the other hand.
    #[test]
    fn a_view_never_shows_the_other_choice_or_hand(seed: u64, rounds in 0usize..20) {
        let mut bots = make_bots::<Position>(&[BotKind::Random], 2, seed);
        let mut pos = Position::new_game(seed);
        let mut legal = Vec::new();
        for _ in 0..rounds * 2 {
            let Some((seat, _)) = pos.pending() else { break };
            pos.fill_legal(&mut legal);
            let a = bots[seat as usize].decide(&pos.view(seat), &legal);
            pos.apply(a).unwrap();
        }
        for me in 0..2 {
            views_hide(&pos, me, seed ^ 7).map_err(TestCaseError::fail)?;
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
            for e in pos.view(1).log() {
                match e {
                    keep_n_swap::Event::LuckyToHand { seat, card: Some(_) } | keep_n_swap::Event::LuckyToPile { seat, card: Some(_) } => prop_assert_eq!(seat, 1),
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn a_new_deal_of_the_hidden_cards_changes_the_position() {
    let mut pos = Position::new_game(5);
    let card = pos.hand(0)[0];
    pos.apply(Action::Choose { seat: 0, card }).unwrap();
    assert!(views_hide(&pos, 1, 3).unwrap());
    let again = pos.sample(1, 3);
    assert_eq!(again.hand(1), pos.hand(1));
    assert!(again.choice(0).is_some_and(|c| again.hand(0).contains(&c)));
}

keep_core::every_game_tests!(Position, cap: 20_000);
