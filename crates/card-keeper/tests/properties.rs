//! Property tests over thousands of games for every player count and ruling.

use card_keeper::bots::BotKind;
use card_keeper::cards::{Card, NUM_KINDS};
use card_keeper::rulings::{Rulings, SimultaneousKnockout, StartWildColour, UsedShields};
use card_keeper::sim::play_game;
use card_keeper::Position as Game;
use card_keeper::{Action, ActionList, Choice, Colour, Event, Kind, Options, Position};
use keep_core::bot::make_bots;
use keep_core::harness::{
    any_actions, bot_mix, play_checked, play_steps, replays_exactly, views_hide,
};
use keep_core::Engine;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn rulings(i: u8) -> Rulings {
    Rulings {
        start_wild_colour: if i & 1 == 0 {
            StartWildColour::FirstPlayer
        } else {
            StartWildColour::Random
        },
        used_shields: if i & 2 == 0 {
            UsedShields::LeaveGame
        } else {
            UsedShields::BurnPile
        },
        simultaneous_knockout: if i & 4 == 0 {
            SimultaneousKnockout::PlayerWhoPlayed
        } else {
            SimultaneousKnockout::Draw
        },
    }
}

/// Any action at all, legal or not: seats and targets out of range included.
fn any_action() -> impl Strategy<Value = Action> {
    let card = (0..NUM_KINDS).prop_map(|i| Card::from_index(i).unwrap());
    let colour = (0..4usize).prop_map(|i| Colour::ALL[i]);
    let choice = prop_oneof![
        Just(Choice::None),
        colour.clone().prop_map(Choice::Colour),
        (0u8..8).prop_map(Choice::Target),
        (0u8..8, 0u8..8).prop_map(|(a, b)| Choice::Targets(a, b)),
    ];
    prop_oneof![
        (0u8..8, card.clone(), choice).prop_map(|(seat, card, choice)| Action::Play {
            seat,
            card,
            choice
        }),
        (0u8..8, card.clone()).prop_map(|(seat, card)| Action::Burn { seat, card }),
        (0u8..8, card).prop_map(|(seat, card)| Action::ChaosBurn { seat, card }),
        (0u8..8, colour).prop_map(|(seat, colour)| Action::NameColour { seat, colour }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// Bot games for every player count and ruling: cards always accounted
    /// for, every legal action applies, and the game ends with one player in.
    #[test]
    fn bot_games_account_for_every_card_and_end(players in 2usize..=6, r in 0u8..8, seed: u64, basic: bool) {
        let pos = Position::new_game(players, rulings(r), seed).unwrap();
        let end = play_checked(pos, &bot_mix(basic), 20_000).map_err(TestCaseError::fail)?;
        prop_assert!(end.is_over());
        prop_assert!(end.players_in() <= 1);
        for s in 0..players as u8 {
            prop_assert_eq!(end.is_out(s), end.out().contains(&s));
        }
    }

    /// No sequence of actions, legal or not, panics; refused actions change nothing.
    #[test]
    fn no_action_sequence_panics(players in 2usize..=6, r in 0u8..8, seed: u64, actions in prop::collection::vec((any_action(), any::<bool>()), 0..400)) {
        let mut pos = Position::new_game(players, rulings(r), seed).unwrap();
        any_actions(&mut pos, actions, |p, _, _| seed as usize ^ p.log().len()).map_err(TestCaseError::fail)?;
    }

    /// The same seed and actions give the same game, through a save; a
    /// simulated game (unchecked steps, no log) is the same game as through
    /// `apply`, with the same figures.
    #[test]
    fn same_seed_and_actions_give_the_same_game(players in 2usize..=6, r in 0u8..8, seed: u64, basic: bool) {
        let options = Options { rulings: rulings(r), ..Options::default() };
        replays_exactly::<Position>(players, &options, seed, &bot_mix(basic), 100_000).map_err(TestCaseError::fail)?;
        let mut bots = make_bots::<Game>(&bot_mix(basic), players, seed);
        let (fast, _) = play_game(players, &Options { rulings: rulings(r), ..Options::default() }, seed, &mut bots, 20_000, &mut ActionList::default()).unwrap();
        prop_assert!(fast.log().is_empty(), "play_game keeps no log");
        let slow = play_checked(Position::new_game(players, rulings(r), seed).unwrap(), &bot_mix(basic), 100_000).map_err(TestCaseError::fail)?;
        prop_assert_eq!(fast.tally(), slow.tally());
        prop_assert_eq!(fast.turn(), slow.turn());
        prop_assert_eq!(fast.to_setup(), slow.to_setup());
    }

    /// A seat's view never depends on what that seat cannot know: dealing
    /// the other hands, the draw pile and the burn pile again leaves its
    /// view, legal actions and bot decision unchanged; and the log shows
    /// hidden cards only to the players involved.
    #[test]
    fn a_view_never_contains_a_hidden_card(players in 2usize..=6, r in 0u8..8, seed: u64, steps in 0usize..300, salt: u64) {
        let mut pos = Position::new_game(players, rulings(r), seed).unwrap();
        play_steps(&mut pos, &[BotKind::Random], seed, steps).map_err(TestCaseError::fail)?;
        for me in 0..players as u8 {
            for e in pos.view(me).log() {
                let involved = match e {
                    Event::Drew { seat, card: Some(_), .. } | Event::Burned { seat, card: Some(_) } | Event::ChaosBurned { seat, card: Some(_) } => seat == me,
                    Event::Took { by, from, card: Some(_) } => by == me || from == me,
                    _ => true,
                };
                prop_assert!(involved, "seat {} sees {:?}", me, e);
            }
            views_hide(&pos, me, salt).map_err(TestCaseError::fail)?;
        }
    }
}

/// Dealing the hidden cards again really moves cards (the view check
/// above is not vacuous).
#[test]
fn a_new_deal_of_the_hidden_cards_changes_the_position() {
    let pos = Position::new_game(4, Rulings::default(), 9).unwrap();
    assert!(views_hide(&pos, 0, 1).unwrap());
    let again = pos.sample(0, 1);
    assert_eq!(again.hand(0), pos.hand(0));
    assert_ne!(
        (1..4).map(|s| *again.hand(s)).collect::<Vec<_>>(),
        (1..4).map(|s| *pos.hand(s)).collect::<Vec<_>>()
    );
}

#[test]
fn capture_two_targets_are_listed_once_per_pair() {
    let setup: card_keeper::Setup = serde_json::from_str(
        r#"{"hands": [["cap2"],["B1"],["G1"],["Y1"]], "shields": [0,0,0,0], "draw": [], "discard": ["R3"], "active_colour": "R", "direction": 1, "current": 0}"#,
    ).unwrap();
    let pos = Position::from_setup(&setup, Rulings::default(), 0).unwrap();
    let plays: Vec<_> = pos
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Play { .. }))
        .collect();
    // Pairs of {1,2,3} with repetition: 6.
    assert_eq!(plays.len(), 6);
}

/// K3 as the rules text says it, kind by kind: the reference the one
/// playable mask is checked against.
fn k3(card: Card, top: Card, active: Option<Colour>) -> bool {
    let same_value = match (card.kind(), top.kind()) {
        (Kind::Character(_, a), Kind::Character(_, b)) => a == b,
        (Kind::Reverse(_), Kind::Reverse(_)) | (Kind::Capture(_), Kind::Capture(_)) => true,
        _ => false,
    };
    match card.kind() {
        Kind::Swap(a, b) => active == Some(a) || active == Some(b),
        _ if card.is_grey() => true,
        _ => card.colour().is_some() && card.colour() == active || same_value,
    }
}

#[test]
fn playability_follows_k3_and_every_refusal_has_a_reason() {
    for active in [
        None,
        Some(Colour::Red),
        Some(Colour::Blue),
        Some(Colour::Green),
        Some(Colour::Yellow),
    ] {
        for top in Card::all() {
            let setup = card_keeper::Setup {
                hands: vec![
                    vec![Card::from_code("R1").unwrap()],
                    vec![Card::from_code("B1").unwrap()],
                ],
                shields: vec![0, 0],
                discard: vec![top],
                active_colour: active,
                direction: 1,
                ..Default::default()
            };
            let pos = Position::from_setup(&setup, Rulings::default(), 0).unwrap();
            let view = pos.player_view(Some(0));
            for card in Card::all() {
                let want = k3(card, top, active);
                assert_eq!(
                    pos.is_playable(card),
                    want,
                    "{card} on {top} with {active:?}"
                );
                assert_eq!(
                    pos.why_not_playable(card).is_none(),
                    want,
                    "{card} on {top}"
                );
                assert_eq!(view.why_not_playable(card), pos.why_not_playable(card));
            }
        }
    }
}

keep_core::every_game_tests!(Position, cap: 200_000);
