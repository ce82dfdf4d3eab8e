//! For each game's tests: a session played, saved and read back, and its
//! record (a game played here) read back, each the same game.

use crate::shell::plug::game::{EngineOf, GameUi};
use crate::shell::plug::seats::{BotKind, SeatKind};
use crate::shell::plug::settings::Settings;
use crate::shell::store::feedback::Feedback;
use crate::shell::store::kept;
use crate::shell::store::marks::Mark;
use crate::shell::store::session::{Said, Session};
use keep_core::record::Note;
use keep_core::Engine;

/// For each game's tests: starts a session from `settings`, plays up to
/// `moves` moves (a bot seat's own, else the first legal action), and
/// checks that its save text reads back as the same session. Returns the
/// session, its position, and the position read back from the save.
pub fn played_and_reloaded<G: GameUi>(
    settings: Settings<G::Options>,
    moves: usize,
) -> (Session<G>, EngineOf<G>, EngineOf<G>) {
    remote_rules::<G>(settings.clone());
    let (session, pos) = Session::<G>::start(settings).expect("the settings deal");
    let mut parts = session.split(pos);
    for _ in 0..moves {
        let live = &mut parts.live;
        let Some((seat, _)) = live.pos.pending() else {
            break;
        };
        let a = live
            .bot_action(seat)
            .unwrap_or_else(|| live.pos.legal_actions()[0]);
        parts.act(a, 1).expect("a bot's or a listed action");
        // The first move that can be taken back is, and played again: the
        // save, the record and the report keep the take-back.
        let live = &mut parts.live;
        if live.game.taken_back.is_empty() {
            if let Ok((seat, before)) = live.game.taker(&live.pos) {
                assert_eq!(live.take_back(seat), Ok(a));
                assert_eq!(format!("{:?}", live.pos), format!("{before:?}"));
                parts.act(a, 1).expect("the move again");
            }
        }
    }
    let session = parts.session();
    let pos = parts.live.pos;
    let (back, reloaded) = Session::<G>::load(&session.save_text()).expect("its own save reads");
    assert!(back == session, "the save reads back as the same session");
    // Its record (a game played here) reads back as the same game, with
    // what was said of it.
    let said = Said {
        notes: "What counts as a card?".into(),
        marks: vec![Mark::new(session.game.actions.len(), "Ana", "this one")],
        feedback: vec![Feedback::new(0, ["fun"], "again")],
        guest_notes: vec![Note {
            seat: 1,
            n: 1,
            text: "When do I draw?".into(),
        }],
    };
    let (again, at) = Session::<G>::load(&session.save_text()).expect("its own save reads");
    let live = again.split(at).live;
    let record = kept::record_of(&live, &said, 1);
    assert_eq!(record.finished, pos.is_over());
    let (opened, said_back) = kept::open::<G>(&record.write()).expect("its own record reads");
    assert!(opened.settings == live.settings && opened.game == live.game);
    assert_eq!(said_back, said);
    let report = crate::shell::store::report::markdown(&live, "", "", "", &[], "");
    assert_eq!(
        report.contains("## Moves taken back"),
        !live.game.taken_back.is_empty(),
        "{report}"
    );
    // A record that claims another result, winners or length than its
    // moves give, or another game, is refused with why.
    let refused = |change: &dyn Fn(&mut keep_core::record::AnyRecord)| {
        let mut forged = record.clone();
        change(&mut forged);
        kept::open::<G>(&forged.write())
            .err()
            .expect("a forged record is refused")
    };
    let claims = "it claims another result than its moves give";
    assert_eq!(refused(&|r| r.finished = !r.finished), claims);
    assert_eq!(refused(&|r| r.winners = Some(vec![9])), claims);
    assert_eq!(refused(&|r| r.moves += 1), claims);
    assert!(refused(&|r| r.game = "chess".into()).contains("another game"));
    (session, pos, reloaded)
}

/// The rules of the game at play, on a game dealt from `settings`: a
/// guest's device plays only its own seat, on its turn, while the game goes
/// on; a refused move changes nothing; who may take back; the game's end
/// noted once, at the hand-over after its last move.
fn remote_rules<G: GameUi>(settings: Settings<G::Options>) {
    let (session, pos) = Session::<G>::start(settings).expect("the settings deal");
    let mut parts = session.split(pos);
    let live = &mut parts.live;
    let players = live.settings.deal.seats.len() as u8;
    let (seat, _) = live.pos.pending().expect("a new game waits for someone");
    let a = live.pos.legal_actions()[0];
    let other = (seat + 1) % players;
    live.set_kind(seat, SeatKind::Human);
    assert_eq!(
        live.play_remote(seat, a),
        Err(format!(
            "seat {} is not played from another device now",
            seat + 1
        ))
    );
    assert!(live.set_kind(seat, SeatKind::Remote));
    assert!(!live.set_kind(seat, SeatKind::Remote), "no change");
    live.set_kind(other, SeatKind::Remote);
    assert_eq!(
        live.play_remote(other, a),
        Err("it is not your turn".into())
    );
    assert!(
        live.game.actions.is_empty(),
        "a refused move changes nothing"
    );
    assert_eq!(live.play_remote(seat, a), Ok(()));
    assert_eq!(
        live.take_back_if(seat, SeatKind::is_here),
        Err(format!("seat {} is not played from here", seat + 1))
    );
    assert_eq!(live.game.actions.len(), 1);
    for s in 0..players {
        live.set_kind(s, SeatKind::Bot(BotKind::Random));
    }
    while let Some((s, _)) = parts.live.pos.pending() {
        let b = parts.live.bot_action(s).expect("a quick bot moves");
        assert_eq!(parts.live.played.ended, None);
        parts.act(b, 7).expect("a bot's move");
    }
    assert_eq!(parts.live.played.ended, Some(7), "the end is noted");
    assert!(!parts.live.hand_over(&mut parts.seating, 9), "once");
    parts.live.set_kind(seat, SeatKind::Remote);
    assert_eq!(
        parts.live.play_remote(seat, a),
        Err("the game is over".into())
    );
}
