//! Property tests over thousands of games for every player count and ruling.

use card_keeper::bots::{Bot, BotKind};
use card_keeper::cards::{Card, DECK_SIZE, NUM_KINDS};
use card_keeper::rulings::{Rulings, SimultaneousKnockout, StartWildColour, UsedShields};
use card_keeper::sim::{make_bots, play_game};
use card_keeper::{Action, ActionList, Choice, Colour, Event, Position, SavedGame};
use proptest::prelude::*;

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

/// Every card of the deck is somewhere, exactly as many copies as the deck has.
fn assert_accounted(p: &Position) {
    let mut counts = [0usize; NUM_KINDS];
    for s in 0..p.players() as u8 {
        for c in p.hand(s).cards() {
            counts[c.index()] += 1;
        }
        counts[Card::SHIELD.index()] += p.shields(s) as usize;
    }
    for c in p
        .draw_pile()
        .iter()
        .chain(p.discard_pile())
        .chain(p.burn_pile())
        .chain(p.removed())
    {
        counts[c.index()] += 1;
    }
    for c in Card::all() {
        assert_eq!(
            counts[c.index()],
            c.copies() as usize,
            "{c} is not accounted for"
        );
    }
    assert_eq!(p.card_total(), DECK_SIZE);
}

fn log_len_hint(p: &Position) -> usize {
    p.log().len()
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

    /// Bot games for every player count and ruling: cards always accounted for,
    /// the game ends, and a refused action changes nothing.
    #[test]
    fn bot_games_account_for_every_card_and_end(players in 2usize..=6, r in 0u8..8, seed: u64, basic in any::<bool>()) {
        let kinds = if basic { vec![BotKind::Basic, BotKind::Random] } else { vec![BotKind::Random] };
        let mut bots = make_bots(&kinds, players, seed);
        let mut pos = Position::new_game(players, rulings(r), seed).unwrap();
        let mut legal = Vec::new();
        assert_accounted(&pos);
        while let Some((seat, _)) = pos.pending() {
            prop_assert!(pos.turn() < 20_000, "the game did not end");
            let view = pos.view(seat);
            view.legal_actions(&mut legal);
            prop_assert!(!legal.is_empty());
            let a = bots[seat as usize].decide(&view, &legal);
            pos.apply(a).unwrap();
            assert_accounted(&pos);
            for s in 0..players as u8 {
                prop_assert_eq!(pos.is_out(s), pos.out().contains(&s));
                if !pos.is_over() && !pos.is_out(s) && pos.pending().map(|p| p.1) == Some(card_keeper::Decision::PlayOrBurn) {
                    prop_assert!(!pos.hand(s).is_empty(), "a player still in holds cards");
                }
            }
        }
        prop_assert!(pos.is_over());
        prop_assert_eq!(pos.players_in() <= 1, true);
    }

    /// No sequence of actions, legal or not, panics; refused actions change nothing.
    #[test]
    fn no_action_sequence_panics(players in 2usize..=6, r in 0u8..8, seed: u64, actions in prop::collection::vec((any_action(), any::<bool>()), 0..400)) {
        let mut pos = Position::new_game(players, rulings(r), seed).unwrap();
        let mut legal = Vec::new();
        for (a, pick_legal) in actions {
            // Half the time take a legal action so games get deep.
            let a = if pick_legal {
                pos.legal_actions(&mut legal);
                if legal.is_empty() { a } else { legal[(seed as usize ^ log_len_hint(&pos)) % legal.len()] }
            } else { a };
            let before = pos.to_setup();
            let log_len = pos.log().len();
            match pos.apply(a) {
                Ok(_) => {}
                Err(_) => {
                    prop_assert_eq!(pos.to_setup(), before);
                    prop_assert_eq!(pos.log().len(), log_len);
                }
            }
            assert_accounted(&pos);
        }
    }

    /// The same seed and actions give the same game, through a save.
    #[test]
    fn same_seed_and_actions_give_the_same_game(players in 2usize..=6, r in 0u8..8, seed: u64, basic: bool) {
        // play_game applies the bots' actions unchecked: the same game as
        // applying each through `apply`, with random and basic bots.
        let kinds: &[BotKind] = if basic { &[BotKind::Basic, BotKind::Random] } else { &[BotKind::Random] };
        let mut bots = make_bots(kinds, players, seed);
        let mut buf = Vec::new();
        let (pos, _) = play_game(players, rulings(r), seed, &mut bots, 20_000, &mut ActionList::new()).unwrap();
        // Rebuild the action list from a second run with the same bots, then replay it.
        let mut bots = make_bots(kinds, players, seed);
        let mut again = Position::new_game(players, rulings(r), seed).unwrap();
        let mut saved = SavedGame::new(players, rulings(r), seed);
        while let Some((seat, _)) = again.pending() {
            let view = again.view(seat);
            view.legal_actions(&mut buf);
            let a = bots[seat as usize].decide(&view, &buf);
            again.apply(a).unwrap();
            saved.actions.push(a);
        }
        prop_assert!(pos.log().is_empty(), "play_game keeps no log");
        prop_assert_eq!(again.to_setup(), pos.to_setup());
        prop_assert_eq!(again.tally(), pos.tally());
        prop_assert_eq!(again.turn(), pos.turn());
        let json = serde_json::to_string(&saved).unwrap();
        let restored = serde_json::from_str::<SavedGame>(&json).unwrap().restore().unwrap();
        prop_assert_eq!(restored.to_setup(), pos.to_setup());
        prop_assert_eq!(restored.log(), again.log());
        prop_assert_eq!(restored.winner(), pos.winner());
    }

    /// A seat's view never depends on what that seat cannot know: shuffling the
    /// other hands, the draw pile and the burn pile leaves the view unchanged,
    /// and the view's log shows hidden cards only to the players involved.
    #[test]
    fn a_view_never_contains_a_hidden_card(players in 2usize..=6, r in 0u8..8, seed: u64, steps in 0usize..300, salt: u64) {
        let mut bots = make_bots(&[BotKind::Random], players, seed);
        let mut pos = Position::new_game(players, rulings(r), seed).unwrap();
        let mut buf = Vec::new();
        for _ in 0..steps {
            let Some((seat, _)) = pos.pending() else { break };
            let view = pos.view(seat);
            view.legal_actions(&mut buf);
            let a = bots[seat as usize].decide(&view, &buf);
            pos.apply(a).unwrap();
        }
        for me in 0..players as u8 {
            let view = pos.view(me).to_player_view();
            for e in &view.log {
                let involved = match *e {
                    Event::Drew { seat, card: Some(_), .. } | Event::Burned { seat, card: Some(_) } | Event::ChaosBurned { seat, card: Some(_) } => seat == me,
                    Event::Took { by, from, card: Some(_) } => by == me || from == me,
                    _ => true,
                };
                prop_assert!(involved, "seat {} sees {:?}", me, e);
            }
            // Resample everything hidden from `me` and compare the views (log aside).
            let mut setup = pos.to_setup();
            let mut hidden: Vec<Card> = Vec::new();
            for (s, h) in setup.hands.iter().enumerate() {
                if s as u8 != me { hidden.extend(h); }
            }
            hidden.extend(&setup.draw);
            hidden.extend(&setup.burn);
            let mut rng = card_keeper::deck::rng_from_seed(salt);
            card_keeper::deck::shuffle(&mut rng, &mut hidden);
            let mut it = hidden.into_iter();
            for (s, h) in setup.hands.iter_mut().enumerate() {
                if s as u8 != me { for c in h.iter_mut() { *c = it.next().unwrap(); } }
            }
            for c in setup.draw.iter_mut().chain(setup.burn.iter_mut()) { *c = it.next().unwrap(); }
            if pos.is_over() || pos.players_in() < 2 { continue; }
            let Ok(other) = Position::from_setup(&setup, pos.rulings(), salt) else { continue };
            let mut a = pos.view(me).to_player_view();
            let mut b = other.view(me).to_player_view();
            a.log.clear();
            b.log.clear();
            // `from_setup` starts a fresh turn count and waits on `current`; compare the rest.
            // (A setup does not record the order players went out in.)
            a.turn = 0; b.turn = 0; a.pending = None; b.pending = None;
            a.out.sort(); b.out.sort();
            prop_assert_eq!(a, b);
        }
    }
}

#[test]
fn capture_two_targets_are_listed_once_per_pair() {
    let setup: card_keeper::Setup = serde_json::from_str(
        r#"{"hands": [["cap2"],["B1"],["G1"],["Y1"]], "shields": [0,0,0,0], "draw": [], "discard": ["R3"], "active_colour": "R", "direction": 1, "current": 0}"#,
    ).unwrap();
    let pos = Position::from_setup(&setup, Rulings::default(), 0).unwrap();
    let plays: Vec<_> = pos
        .legal_action_list()
        .into_iter()
        .filter(|a| matches!(a, Action::Play { .. }))
        .collect();
    // Pairs of {1,2,3} with repetition: 6.
    assert_eq!(plays.len(), 6);
}

#[test]
fn playability_mask_agrees_with_the_reasons() {
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
            for card in Card::all() {
                assert_eq!(
                    pos.is_playable(card),
                    pos.why_not_playable(card).is_none(),
                    "{card} on {top} with {active:?}"
                );
            }
        }
    }
}
