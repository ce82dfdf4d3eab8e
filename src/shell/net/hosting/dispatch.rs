//! What a guest's message does at the host: read against the game (the
//! [`Hooks`] the game gives, written once in `host_game.rs`), then applied.

use super::*;
use keep_net::PlainToGuest;

/// What the host does with a guest's message, as the game's side read it.
pub enum Handled {
    /// A good hello (or an action already applied, arriving again): bind
    /// the connection to this seat (`None`: a spectator) and send its table.
    Hello(Option<u8>),
    /// The action `n` of `seat` was applied.
    Applied {
        /// The seat.
        seat: u8,
        /// The guest's number for it.
        n: u64,
    },
    /// Send this text back to the guest (a refusal, or another version);
    /// then its table when `table` is set.
    Reply {
        /// The message.
        text: String,
        /// Send the table after it.
        table: bool,
    },
    /// Refused (a bad secret, another seat's action): send `text` back and
    /// log `why` on the host.
    Denied {
        /// The message for the guest.
        text: String,
        /// What is logged.
        why: String,
    },
    /// Not a message, or too long: log `why`, answer nothing.
    Dropped(String),
    /// The guest of `seat` marked a moment (already among the game's
    /// marks): `words` say so on the host.
    Marked(String),
    /// The guest's note or answer is kept with the game: send `reply`
    /// (that it is kept) back, and log `words` on the host, if any.
    Kept {
        /// The message for the guest.
        reply: String,
        /// What is logged.
        words: Option<String>,
    },
    /// A guest of the table's link (seeing as a spectator) wants `seat`,
    /// under the name it typed, if any.
    Claim(u8, Option<String>),
}

/// What hosting asks of the game at the table (written once for every
/// game in `host_game.rs`; the rest, reading a guest's message, is here,
/// compiled once).
pub trait Hooks {
    /// The host's table's number now (the moves played).
    fn seq(&self) -> u64;
    /// Applies `action` (a guest's JSON text of one) for the remote `seat`
    /// through the engine, as a click would: why not, when it is refused.
    fn act(&self, seat: u8, action: &str) -> Result<(), String>;
    /// Takes back the remote `seat`'s last move, as the rules allow: why
    /// not, when they do not.
    fn take_back(&self, seat: u8) -> Result<(), String>;
    /// A message to a guest that is not a table, as the game's messages
    /// are written.
    fn answer(&self, answer: Answer) -> String;
    /// The players' names.
    fn names(&self) -> Vec<String>;
    /// The game's marked moments.
    fn marks(&self) -> RwSignal<Vec<Mark>>;
    /// What the players said at the end of the game.
    fn feedback(&self) -> RwSignal<Vec<Feedback>>;
    /// The notes players wrote at their own devices.
    fn guest_notes(&self) -> RwSignal<Vec<Note>>;
    /// The table message for `seat` (`None`: a spectator), seats as
    /// `seats`, for a device that has the log's first `known` lines of the
    /// game `game` (another game: none): the message, the log's length and
    /// the game now.
    fn table(
        &self,
        host: &Host,
        seat: Option<u8>,
        seats: &[SeatState],
        known: (u64, usize),
    ) -> Option<(String, usize, u64)>;
    /// Who sits where now (from the game's settings).
    fn kinds(&self) -> Vec<SeatKind>;
    /// Hands `seat` to a bot (`true`) or back to its guest.
    fn hand(&self, seat: u8, to_bot: bool);
    /// Names `seat` `name` (a guest taking it through the table's link).
    fn rename(&self, seat: u8, name: &str);
}

/// A message to a guest that is not its table.
pub enum Answer {
    /// Its action `n` was refused, and why.
    Refused {
        /// The guest's number of the action.
        n: u64,
        /// Why, in words.
        why: String,
    },
    /// The host runs another version (this one).
    OtherVersion,
    /// Its message was refused (a wrong secret, another seat's), and why.
    Denied {
        /// Why, in words.
        why: String,
    },
}

/// Reads a guest's `msg` arriving on a connection bound to `bound`
/// (`None`: no hello yet; `Some(None)`: a spectator), applying an action
/// through the game's `hooks` when it is good. The action stays JSON text
/// until the game reads it, so this is compiled once for every game.
pub(super) fn read(
    hooks: &dyn Hooks,
    host: &Host,
    msg: &str,
    bound: Option<Option<u8>>,
) -> Handled {
    let denied = |why: String| Handled::Denied {
        text: hooks.answer(Answer::Denied { why: why.clone() }),
        why,
    };
    let from_elsewhere = |seat: u8| {
        denied(format!(
            "a message for seat {} from a device that has not proved that seat",
            seat + 1
        ))
    };
    match host.receive::<Box<RawValue>>(msg, hooks.seq()) {
        Incoming::SendTable { seat } => match bound {
            Some(b) if b != seat => denied("a hello for another seat than this device's".into()),
            _ => Handled::Hello(seat),
        },
        Incoming::Act { seat, n, action } if bound == Some(Some(seat)) => {
            match hooks.act(seat, action.get()) {
                Ok(()) => Handled::Applied { seat, n },
                Err(why) => Handled::Reply {
                    text: hooks.answer(Answer::Refused { n, why }),
                    table: true,
                },
            }
        }
        Incoming::TakeBack { seat, n } if bound == Some(Some(seat)) => {
            match hooks.take_back(seat) {
                Ok(()) => Handled::Applied { seat, n },
                Err(why) => Handled::Reply {
                    text: hooks.answer(Answer::Refused {
                        n,
                        why: format!("it cannot be taken back: {why}"),
                    }),
                    table: true,
                },
            }
        }
        Incoming::Stale { seat, n } if bound == Some(Some(seat)) => Handled::Reply {
            text: hooks.answer(Answer::Refused {
                n,
                why: "the table had moved on when your move arrived".into(),
            }),
            table: true,
        },
        Incoming::Notes { seat, n, text } if bound == Some(Some(seat)) => {
            let note = Note { seat, n, text };
            let mut kept = None;
            hooks.guest_notes().update(|all| {
                if put_note(all, note.clone()) {
                    kept = Some(
                        all.iter()
                            .find(|x| (x.seat, x.n) == (seat, n))
                            .map_or(String::new(), |x| x.text.clone()),
                    );
                }
            });
            match kept {
                Some(text) => Handled::Kept {
                    reply: PlainToGuest::NoteKept { n, text }.to_json(),
                    words: None,
                },
                None => Handled::Dropped(format!("a note numbered {n} (at most {MAX_NOTES})")),
            }
        }
        Incoming::Claim { seat, name } if bound == Some(None) => Handled::Claim(seat, name),
        Incoming::Claim { .. } => {
            denied("a seat asked for by a device that has not opened the table's link".into())
        }
        Incoming::Mark { seat, step, note } if bound == Some(Some(seat)) => {
            guest_mark(hooks.marks(), &hooks.names(), seat, step, &note)
        }
        Incoming::Feedback { seat, tags, note } if bound == Some(Some(seat)) => {
            let mut answer = Feedback::new(seat, tags.iter().map(String::as_str), &note);
            answer.remote = true;
            let who = hooks
                .names()
                .get(seat as usize)
                .cloned()
                .unwrap_or_else(|| format!("Seat {}", seat + 1));
            let reply = PlainToGuest::AnswerKept {
                tags: answer.tags.iter().map(|t| t.as_str().to_string()).collect(),
                note: answer.note.clone(),
            }
            .to_json();
            hooks.feedback().update(|all| put_answer(all, answer));
            Handled::Kept {
                reply,
                words: Some(format!(
                    "{who} answered the end-of-game question from their device."
                )),
            }
        }
        Incoming::Act { seat, .. }
        | Incoming::TakeBack { seat, .. }
        | Incoming::Stale { seat, .. }
        | Incoming::Notes { seat, .. }
        | Incoming::Feedback { seat, .. }
        | Incoming::Mark { seat, .. } => from_elsewhere(seat),
        Incoming::OtherVersion => Handled::Reply {
            text: hooks.answer(Answer::OtherVersion),
            table: false,
        },
        Incoming::Denied(why) => denied(why),
        Incoming::Dropped(why) => Handled::Dropped(why),
    }
}

/// Adds the moment the guest of `seat` marked to `marks`, under the seat's
/// name in `names`.
fn guest_mark(
    marks: RwSignal<Vec<Mark>>,
    names: &[String],
    seat: u8,
    step: u64,
    note: &str,
) -> Handled {
    let who = names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1));
    let mark = Mark::new(step as usize, &who, note);
    let words = format!("{who} marked a moment from their device: {}.", mark.words());
    marks.update(|m| {
        if m.len() < MAX_MARKS && !mark.note.is_empty() {
            m.push(mark)
        }
    });
    Handled::Marked(words)
}
