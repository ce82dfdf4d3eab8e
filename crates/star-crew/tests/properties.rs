//! Property tests for every player count: cards accounted for, hand order
//! changes only by insertion or a launched group leaving, scores add up, no
//! panic on any action, replays are exact, views hide other hands.

use keep_core::Bot;
use proptest::prelude::*;
use star_crew::bots::BotKind;
use star_crew::cards::{deck_for, Card};
use star_crew::sim::{make_bots, play_game};
use star_crew::{Action, Decision, End, Position, SavedGame};

fn accounted(p: &Position) -> bool {
    let captured: u32 = (0..p.players() as u8).map(|s| p.captured(s)).sum();
    let held: usize = (0..p.players() as u8).map(|s| p.hand(s).len()).sum();
    let mut ids: Vec<(u8, u8)> = (0..p.players() as u8)
        .flat_map(|s| p.hand(s).iter().map(|c| c.identity()))
        .chain(p.formation().iter().map(|c| c.identity()))
        .chain(p.set_aside().iter().map(|c| c.identity()))
        .collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    ids.len() == n
        && held + p.formation().len() + p.set_aside().len() + captured as usize
            == deck_for(p.players()).len()
}

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
        let kinds = if basic { vec![BotKind::Basic, BotKind::Random] } else { vec![BotKind::Random] };
        let mut bots = make_bots(&kinds, players, seed);
        let mut pos = Position::new_game(players, seed).unwrap();
        let mut legal = Vec::new();
        let mut steps = 0;
        prop_assert!(accounted(&pos));
        while let Some((seat, _)) = pos.pending() {
            steps += 1;
            prop_assert!(steps < 10_000, "the game did not end");
            let round = pos.round();
            let hands: Vec<Vec<Card>> = (0..players as u8).map(|s| pos.hand(s).to_vec()).collect();
            let view = pos.view(seat);
            view.legal_actions(&mut legal);
            prop_assert!(!legal.is_empty());
            let a = bots[seat as usize].decide(&view, &legal);
            pos.apply(a).unwrap();
            prop_assert!(accounted(&pos));
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
        let mut legal = Vec::new();
        for (i, (a, pick_legal)) in actions.into_iter().enumerate() {
            let a = if pick_legal {
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
    fn same_seed_and_actions_give_the_same_game(players in 2usize..=5, seed: u64) {
        let mut bots = make_bots(&[BotKind::Random], players, seed);
        let mut pos = Position::new_game(players, seed).unwrap();
        let mut saved = SavedGame::new(players, seed);
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
        prop_assert_eq!(again.winners(), pos.winners());
        let mut buf = Vec::new();
        let (third, _) = play_game(players, seed, &mut make_bots(&[BotKind::Random], players, seed), &mut buf).unwrap();
        prop_assert_eq!(third.log(), pos.log());
    }

    #[test]
    fn a_view_shows_only_its_own_hand(players in 2usize..=5, seed: u64, steps in 0usize..200) {
        let mut bots = make_bots(&[BotKind::Random], players, seed);
        let mut pos = Position::new_game(players, seed).unwrap();
        let mut legal = Vec::new();
        for _ in 0..steps {
            let Some((seat, _)) = pos.pending() else { break };
            let view = pos.view(seat);
            view.legal_actions(&mut legal);
            let a = bots[seat as usize].decide(&view, &legal);
            pos.apply(a).unwrap();
        }
        for me in 0..players as u8 {
            let v = pos.view(me).to_player_view();
            prop_assert_eq!(&v.hand, &pos.hand(me).to_vec());
            // No card of another hand or of the set-aside cards appears in the view,
            // except in the log where it was public (taken from the formation or launched).
            let json = serde_json::to_string(&(&v.hand, &v.formation)).unwrap();
            for s in (0..players as u8).filter(|&s| s != me) {
                for c in pos.hand(s) {
                    let hidden = !json.contains(&format!("\"{}\"", c.code())) && !json.contains(&format!("\"{}\"", c.flipped().code()));
                    prop_assert!(hidden, "seat {} sees a card of seat {}", me, s);
                }
            }
            for e in &v.log {
                if let star_crew::Event::Took { seat, flipped, .. } = e {
                    prop_assert!(*seat == me || flipped.is_none(), "another player's flip is hidden");
                }
            }
        }
    }
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
        .legal_action_list()
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
