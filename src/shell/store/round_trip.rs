//! For each game's tests: a session played, saved and read back, and its
//! record (a game played here) read back, each the same game.

use crate::shell::plug::game::{EngineOf, GameUi};
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
    let (mut session, mut pos) = Session::<G>::start(settings).expect("the settings deal");
    for _ in 0..moves {
        let Some((seat, _)) = pos.pending() else {
            break;
        };
        let a = session
            .bot_action(&pos, seat)
            .unwrap_or_else(|| pos.legal_actions()[0]);
        session
            .act(&mut pos, a)
            .expect("a bot's or a listed action");
        // The first move that can be taken back is, and played again: the
        // save, the record and the report keep the take-back.
        if session.game.taken_back.is_empty() {
            if let Ok((seat, before)) = session.game.taker(&pos) {
                assert_eq!(session.game.take_back(&mut pos, seat), Ok(a));
                assert_eq!(format!("{pos:?}"), format!("{before:?}"));
                session.act(&mut pos, a).expect("the move again");
            }
        }
    }
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
    let mut forged = record.clone();
    forged.finished = !forged.finished;
    assert!(kept::open::<G>(&forged.write()).is_err());
    (session, pos, reloaded)
}
