//! Every message the host sends a guest holds nothing that guest's seat may
//! not know: with every card hidden from the seat dealt again, the message
//! to that seat is the same, byte for byte, at every moment of bot games of
//! every game and player count; and the spectators' message is the same
//! whichever seat's hidden cards are dealt again.

use keep_core::bot::{make_bots, BotKind};
use keep_core::harness::Inspect;
use keep_core::{Bot, Engine};
use keep_net::{Host, SeatState, ToGuest};
use serde::Serialize;

fn text<E: Engine>(host: &Host, pos: &E, seat: Option<u8>, names: &[String]) -> String
where
    E::PlayerView: Serialize,
    E::Decision: Serialize,
    E::Action: Serialize,
    E::Event: Serialize,
{
    let seats = vec![SeatState::Here; pos.players()];
    serde_json::to_string(&host.table(pos, seat, names, &seats, 9, &[])).unwrap()
}

/// Plays `games` games of every player count with random and basic bots,
/// checking every seat's and the spectators' messages every few moves.
fn check<E: Inspect>(games: u64) -> usize
where
    E::PlayerView: Serialize,
    E::Decision: Serialize,
    E::Action: Serialize,
    E::Event: Serialize,
{
    let mut checked = 0;
    for players in E::PLAYERS {
        for seed in 0..games {
            let mut pos = E::new_game(players, &E::Options::default(), seed).unwrap();
            let names: Vec<String> = (0..players).map(|s| format!("P{s}")).collect();
            let mut host = Host::new("1", players);
            for s in 0..players as u8 {
                host.invite(s, format!("secret-{s}"));
            }
            let mut bots = make_bots::<E>(&[BotKind::Random, BotKind::Basic], players, seed);
            for step in 0..400 {
                if step % 5 == 0 {
                    for seat in (0..players as u8).map(Some).chain([None]) {
                        // Exactly the engine's view and log for that seat
                        // (whose masking the rule crates' own tests check).
                        let seats = vec![SeatState::Here; players];
                        let ToGuest::Table(t) = host.table(&pos, seat, &names, &seats, 1, &[])
                        else {
                            panic!("a table")
                        };
                        assert!(
                            t.view == pos.player_view(seat),
                            "{}: another view",
                            E::TITLE
                        );
                        assert_eq!(
                            t.log,
                            pos.log_lines(&names, seat),
                            "{}: another log",
                            E::TITLE
                        );
                        assert_eq!(t.seat, seat);
                    }
                    for s in 0..players as u8 {
                        let again = pos.sample(s, seed ^ step);
                        assert_eq!(
                            text(&host, &pos, Some(s), &names),
                            text(&host, &again, Some(s), &names),
                            "{}: seat {s}'s message changed when only cards hidden from it moved (seed {seed}, step {step})",
                            E::TITLE
                        );
                        assert_eq!(
                            text(&host, &pos, None, &names),
                            text(&host, &again, None, &names),
                            "{}: the spectators' message changed when only hidden cards moved",
                            E::TITLE
                        );
                        checked += 1;
                    }
                }
                let Some((seat, _)) = pos.pending() else {
                    break;
                };
                let legal = pos.legal_actions();
                let a = bots[seat as usize].decide(&pos.view(seat), &legal);
                pos.apply(a).unwrap();
            }
        }
    }
    checked
}

/// Every game, every player count: more than a hundred moments each.
#[test]
fn guests_see_only_their_seat_in_every_game() {
    for (game, checked) in [
        ("Card Keeper", check::<card_keeper::Position>(4)),
        ("Star Crew", check::<star_crew::Position>(4)),
        ("Keep'n Swap", check::<keep_n_swap::Position>(8)),
        ("Keep", check::<keep::Position>(4)),
    ] {
        assert!(checked > 100, "{game}: only {checked} checks");
    }
}

/// The check can fail: a message that carried another seat's view would
/// change when that seat's hidden cards were dealt again.
#[test]
fn a_message_with_another_seats_view_would_be_caught() {
    let pos = <card_keeper::Position as Engine>::new_game(3, &Default::default(), 5).unwrap();
    let again = pos.sample(0, 77);
    assert_ne!(
        serde_json::to_string(&pos.player_view(Some(1))).unwrap(),
        serde_json::to_string(&again.player_view(Some(1))).unwrap()
    );
}

/// A table sent with only the log's new lines, joined to the lines a guest
/// has, is the whole table; with lines missing it asks for the whole again.
#[test]
fn only_new_log_lines_travel_and_join_to_the_same_table() {
    type E = card_keeper::Position;
    let mut pos = <E as Engine>::new_game(3, &Default::default(), 11).unwrap();
    let names: Vec<String> = ["A", "B", "C"].map(String::from).to_vec();
    let host = Host::new("1", 3);
    let seats = [SeatState::Here; 3];
    // Each table says each line's move (`bounds`: the log's length after
    // the deal and after each move).
    let whole = |pos: &E, bounds: &[usize]| match host.table(
        pos,
        Some(1),
        &names,
        &seats,
        bounds.len() as u64 - 1,
        bounds,
    ) {
        ToGuest::Table(t) => t,
        _ => unreachable!(),
    };
    let mut bounds = vec![pos.log().len()];
    let before = whole(&pos, &bounds);
    // (The guest's bounds count lines, the host's events.)
    let lines_after =
        |t: &keep_net::GuestTable<E>| t.log_bounds().map(|b| (b.len(), b.last().copied()));
    assert_eq!(lines_after(&before), Some((1, Some(before.log.len()))));
    let mut bots = make_bots::<E>(&[BotKind::Random], 3, 5);
    for _ in 0..12 {
        let Some((seat, _)) = pos.pending() else {
            break;
        };
        let legal = pos.legal_actions();
        let a = bots[seat as usize].decide(&pos.view(seat), &legal);
        pos.apply(a).unwrap();
        bounds.push(pos.log().len());
    }
    let after = whole(&pos, &bounds);
    assert!(after.log.len() > before.log.len() + 1);
    assert_eq!(
        lines_after(&after),
        Some((bounds.len(), Some(after.log.len())))
    );
    assert!(after.log_moves.windows(2).all(|w| w[0] <= w[1]) && after.log_moves.last() > Some(&0));
    assert_eq!(after.log_moves.len(), after.log.len());
    let mut delta = after.clone();
    assert_eq!(delta.lines_from(before.log.len()), after.log.len());
    assert_eq!(delta.log.len(), after.log.len() - before.log.len());
    assert_eq!(delta.log_moves.len(), delta.log.len());
    let mut joined = delta.clone();
    joined.join_lines(Some(&before)).unwrap();
    assert_eq!(joined, after);
    // A guest that has fewer lines than the new ones start from asks again.
    let mut short = before.clone();
    short.log.pop();
    short.log_moves.pop();
    assert!(delta.join_lines(Some(&short)).is_none());
    // Past the log's end (a new, shorter game): the whole log goes.
    let mut fresh = before.clone();
    assert_eq!(fresh.lines_from(after.log.len()), before.log.len());
    assert_eq!(fresh, before);
}
