//! Property tests for every player count: cards accounted for, hand order
//! changes only by insertion or a launched group leaving, scores add up, no
//! panic on any action, replays are exact, views hide other hands.

use keep_core::bot::make_bots;
use keep_core::harness::{
    any_actions, bot_mix, play_checked, play_steps, replays_exactly, views_hide, Inspect,
};
use keep_core::{Bot, Engine};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use star_crew::bots::BotKind;
use star_crew::cards::Card;
use star_crew::sim::play_game;
use star_crew::{Action, Decision, End, Position};

/// The allowed ways a hand changes between two moments of one round.
fn allowed_change(before: &[Card], after: &[Card]) -> bool {
    if before == after {
        return true;
    }
    let flipped: Vec<Card> = before.iter().rev().map(|c| c.flipped()).collect();
    if flipped == after {
        return true;
    }
    if after.len() == before.len() + 1 {
        return (0..after.len()).any(|i| {
            let mut v = after.to_vec();
            v.remove(i);
            v == before
        });
    }
    if after.len() < before.len() {
        let k = before.len() - after.len();
        return (0..=after.len())
            .any(|i| before[..i] == after[..i] && before[i + k..] == after[i..]);
    }
    false
}

fn any_action() -> impl Strategy<Value = Action> {
    let end = prop_oneof![Just(End::Left), Just(End::Right)];
    prop_oneof![
        (0u8..7).prop_map(|seat| Action::Keep { seat }),
        (0u8..7).prop_map(|seat| Action::FlipHand { seat }),
        (0u8..7, 0u8..20, 0u8..20).prop_map(|(seat, start, len)| Action::Launch {
            seat,
            start,
            len
        }),
        (0u8..7, end.clone(), any::<bool>(), 0u8..20).prop_map(|(seat, end, flip, at)| {
            Action::Take {
                seat,
                end,
                flip,
                at,
            }
        }),
        (0u8..7, end, any::<bool>(), 0u8..20).prop_map(|(seat, end, flip, at)| Action::Warp {
            seat,
            end,
            flip,
            at
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn bot_games_keep_every_invariant(players in 2usize..=5, seed: u64, basic in any::<bool>()) {
        let kinds = bot_mix(basic);
        let mut bots = make_bots::<Position>(&kinds, players, seed);
        let mut pos = Position::new_game(players, seed).unwrap();
        let mut legal = Vec::new();
        let mut steps = 0;
        pos.check_cards().map_err(TestCaseError::fail)?;
        while let Some((seat, _)) = pos.pending() {
            steps += 1;
            prop_assert!(steps < 10_000, "the game did not end");
            let round = pos.round();
            let hands: Vec<Vec<Card>> = (0..players as u8).map(|s| pos.hand(s).to_vec()).collect();
            pos.fill_legal(&mut legal);
            prop_assert!(!legal.is_empty());
            let a = bots[seat as usize].decide(&pos.view(seat), &legal);
            pos.apply(a).unwrap();
            pos.check_cards().map_err(TestCaseError::fail)?;
            if pos.round() == round && !pos.is_over() {
                for s in 0..players as u8 {
                    prop_assert!(allowed_change(&hands[s as usize], pos.hand(s)), "seat {}'s hand changed order", s);
                    if s != seat { prop_assert_eq!(&hands[s as usize], pos.hand(s)); }
                }
            }
        }
        prop_assert_eq!(pos.history().len(), players);
        for s in 0..players as u8 {
            let sum: i32 = pos.history().iter().map(|r| r[s as usize].points).sum();
            prop_assert_eq!(sum, pos.score(s));
        }
        let best = (0..players as u8).map(|s| pos.score(s)).max().unwrap();
        prop_assert!(pos.winners().iter().all(|&w| pos.score(w) == best));
    }

    #[test]
    fn no_action_sequence_panics(players in 2usize..=5, seed: u64, actions in prop::collection::vec((any_action(), any::<bool>()), 0..300)) {
        let mut pos = Position::new_game(players, seed).unwrap();
        any_actions(&mut pos, actions, |_, i, _| seed as usize ^ i).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn same_seed_and_actions_give_the_same_game(players in 2usize..=5, seed: u64, basic: bool) {
        replays_exactly::<Position>(players, &Default::default(), seed, &bot_mix(basic), 10_000).map_err(TestCaseError::fail)?;
        let mut buf = Vec::new();
        let (third, _) = play_game(players, Default::default(), seed, &mut make_bots::<Position>(&bot_mix(basic), players, seed), &mut buf).unwrap();
        let pos = play_checked(Position::new_game(players, seed).unwrap(), &bot_mix(basic), 10_000).map_err(TestCaseError::fail)?;
        prop_assert_eq!(third.log(), pos.log());
    }

    /// Dealing every card hidden from a seat again (the other hands, their
    /// order and ends, the cards set aside) leaves its view, legal actions
    /// and bot decision unchanged; another player's flip stays hidden.
    #[test]
    fn a_view_shows_only_its_own_hand(players in 2usize..=5, seed: u64, steps in 0usize..200, salt: u64) {
        let mut pos = Position::new_game(players, seed).unwrap();
        play_steps(&mut pos, &[BotKind::Random], seed, steps).map_err(TestCaseError::fail)?;
        for me in 0..players as u8 {
            views_hide(&pos, me, salt).map_err(TestCaseError::fail)?;
            for e in pos.view(me).log() {
                if let star_crew::Event::Took { seat, flipped, .. } = e {
                    prop_assert!(seat == me || flipped.is_none(), "another player's flip is hidden");
                }
            }
        }
    }
}

#[test]
fn a_new_deal_of_the_hidden_cards_changes_the_position() {
    let pos = Position::new_game(3, 4).unwrap();
    assert!(views_hide(&pos, 1, 2).unwrap());
    assert_eq!(pos.sample(1, 2).hand(1), pos.hand(1));
}

#[test]
fn keep_or_flip_is_asked_of_everyone_first() {
    let mut pos = Position::new_game(3, 9).unwrap();
    for seat in 0..3 {
        assert_eq!(pos.pending(), Some((seat, Decision::KeepOrFlip)));
        let hand = pos.hand(seat).to_vec();
        pos.apply(Action::FlipHand { seat }).unwrap();
        let flipped: Vec<Card> = hand.iter().rev().map(|c| c.flipped()).collect();
        assert_eq!(pos.hand(seat), &flipped[..]);
    }
    assert_eq!(pos.pending(), Some((0, Decision::Turn)));
    // An empty table: only launches are legal (S4).
    assert!(pos
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Launch { .. })));
}

#[test]
fn golden_deal() {
    let pos = Position::new_game(4, 1).unwrap();
    let hand: Vec<String> = pos.hand(0).iter().map(|c| c.code()).collect();
    assert_eq!(hand.len(), 11);
    assert_eq!(hand, GOLDEN_SEAT0);
}

const GOLDEN_SEAT0: [&str; 11] = [
    "1|4", "3|9", "6|8", "7|9", "4|6", "6|2", "9|8", "6|1", "10|6", "8|7", "5|1",
];

keep_core::every_game_tests!(Position, cap: 20_000);
