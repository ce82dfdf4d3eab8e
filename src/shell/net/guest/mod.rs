//! A guest's page: a seat at a game kept on the host's device. It connects
//! (answering the invitation's offer with a reply code to send back, or
//! through the invitation's room, reconnecting by itself), says hello with
//! the seat's secret, and draws each table the host sends with the game's
//! own screens ([`TableCtx::from_guest`]); a click sends the action to the
//! host, who applies it or says why not.
//!
//! - [`wire`]: the connection to the host: the invitation's way (relays,
//!   a room or a reply code), the hello, reconnecting, the marks sent.
//! - [`words`]: the guest's notes and answer, kept on the device until the
//!   host keeps them; [`notes`]: the notes panel that sends them.

mod notes;
mod seat_pick;
mod wire;
pub mod words;

use notes::{send_note, GuestNotes};
use seat_pick::SeatPick;
use wire::*;
use words::Words;

use crate::shell::frame::markdown::Markdown;
use crate::shell::frame::routing::Ctx;
use crate::shell::net::peer::{Events, Peer};
use crate::shell::net::relays::Relays;
use crate::shell::net::room::{Room, Signalling};
use crate::shell::net::status::NetStatus;
use crate::shell::net::APP_VERSION;
use crate::shell::plug::game::{ActionOf, EngineOf, GameUi};
use crate::shell::plug::game::{FeedbackSink, TableCtx};
use crate::shell::store::feedback::Feedback;
use crate::shell::store::marks::Mark;
use crate::shell::table::jumps::TableJumps;
use crate::shell::table::last_move::LogFeed;
use crate::shell::table::log_panel::{LogLines, LogPanel, Moves};
use crate::shell::table::mark_panel::{MarkAt, MarkPanel};
use crate::shell::table::rules_panel::RulesPanel;
use crate::shell::table::seat_parts::Presence;
use crate::shell::table::take_back::TakeBackDoor;
use crate::shell::table::turn_call::{CallSettings, TurnCallSettings};
use crate::shell::table::variant_badge::{numbers_of, NumbersNow, VariantBadge, VariantNumbers};
use keep_core::Engine;
use keep_net::room::{RoomEvent, RoomRequest, RoomSignal};
use keep_net::{
    GuestTable, Invitation, SeatState, Signal as Code, ToGuest, ToHost, Via, MAX_MESSAGE,
};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// The guest's page for game `G`, opened with `inv`.
pub fn guest_screen<G: GameUi>(inv: Invitation) -> impl IntoView {
    type E<G> = EngineOf<G>;
    let ctx = Ctx::get();
    let wire = Wire {
        status: RwSignal::new("connecting"),
        reply: RwSignal::new(None),
        problem: RwSignal::new(None),
    };
    let table = RwSignal::new(None::<GuestTable<E<G>>>);
    let pick = RwSignal::new(G::Pick::default());
    // Actions sent so far, and the table the last one was decided on (no
    // second action goes out for the same table: two taps send one).
    let sent = StoredValue::new(0u64);
    let waiting_on = StoredValue::new(None::<u64>);
    let (seat, secret) = (inv.seat, inv.secret.clone());
    let hello_again = hello_text(&inv);
    let inv_for_seat = inv.clone();
    // What the guest says (notes, the answer at the end), kept on this
    // device until the host keeps it: shown again after a reload, sent
    // again after every reconnection, forgotten once another game's table
    // comes.
    let words = RwSignal::new(Words::load(E::<G>::GAME, &secret));
    Effect::new(move || {
        if seat.is_some() {
            words.with(|w| w.store(E::<G>::GAME));
        }
    });
    let resend = {
        let secret = secret.clone();
        move || {
            let Some(seat) = seat else { return };
            let (notes, answer) = words.with_untracked(|w| {
                let answer = w.answer.clone().filter(|_| !w.answer_kept);
                (w.unsent(seat), answer)
            });
            for n in &notes {
                send_note(&secret, n);
            }
            if let Some(a) = answer {
                send_answer(&secret, &a);
            }
        }
    };
    let on_text: Rc<dyn Fn(String)> = Rc::new(move |text: String| {
        if text.len() > MAX_MESSAGE {
            return;
        }
        match serde_json::from_str::<ToGuest<E<G>>>(&text) {
            Ok(ToGuest::Table(mut t)) => {
                // Only the log's new lines come: joined to those here, or
                // the whole table asked for again when some are missing.
                let joined = table.with_untracked(|old| t.join_lines(old.as_ref()));
                if joined.is_none() {
                    send(&hello_again);
                    return;
                }
                LINK.with(|l| l.borrow_mut().greeted = true);
                sent.update_value(|n| *n = (*n).max(t.acked));
                waiting_on.set_value(None);
                let moved = table.with_untracked(|old| old.as_ref().map(|o| o.seq) != Some(t.seq));
                if moved {
                    pick.set(G::Pick::default());
                }
                let game = t.game.clone();
                table.set(Some(t));
                words.update(|w| {
                    w.meet(&game);
                });
                resend();
            }
            Ok(ToGuest::NoteKept { n, text }) => words.update(|w| w.note_kept(n, &text)),
            Ok(ToGuest::AnswerKept { tags, note }) => words.update(|w| w.answer_kept(&tags, &note)),
            Ok(ToGuest::Refused { why, .. }) => {
                waiting_on.set_value(None);
                ctx.say(format!("That move was not played: {why}."));
            }
            Ok(ToGuest::OtherVersion { host }) => {
                LINK.with(|l| l.borrow_mut().over = true);
                wire.problem.set(Some(format!(
                    "The host runs another version of Keep Table ({host}; this page is {APP_VERSION}). Reload this page to get the same version, then open the invitation again."
                )));
            }
            Ok(ToGuest::Notice { text }) => ctx.say(text),
            Ok(ToGuest::Seat { seat, secret }) => {
                // The seat taken through the table's link: this page opens
                // the seat's own invitation (a reload is then back in it).
                let mine = Invitation {
                    seat: Some(seat),
                    secret,
                    pick: false,
                    name: seat_pick::typed_name().or_else(|| {
                        table.with_untracked(|t| {
                            t.as_ref().and_then(|t| t.names.get(seat as usize).cloned())
                        })
                    }),
                    ..inv_for_seat.clone()
                };
                LINK.with(|l| l.borrow_mut().over = true);
                crate::shell::frame::browser::open_invitation(&mine.encode());
            }
            Ok(ToGuest::Denied { why }) => {
                LINK.with(|l| l.borrow_mut().over = true);
                wire.status.set("closed");
                wire.problem
                    .set(Some(format!("The host refused this device: {why}.")));
            }
            Err(_) => {}
        }
    });
    connect(inv.clone(), wire, on_text);
    // Another invitation opened in this tab (a link pasted into the address
    // bar only changes the fragment): the page opens it afresh.
    let opened = crate::shell::frame::browser::invitation_query();
    let moved = window_event_listener(leptos::ev::hashchange, move |_| {
        let now = crate::shell::frame::browser::invitation_query();
        if now != opened && now.starts_with("?join=") {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    on_cleanup(move || moved.remove());
    let (secret2, secret3, secret4) = (secret.clone(), secret.clone(), secret.clone());
    let act = Callback::new(move |action: ActionOf<G>| {
        let Some(seat) = seat else { return };
        let Some(at) = table.with_untracked(|t| t.as_ref().map(|t| t.seq)) else {
            return;
        };
        if waiting_on.get_value() == Some(at) {
            return;
        }
        sent.update_value(|n| *n += 1);
        let msg = ToHost::Act {
            v: APP_VERSION.into(),
            seat,
            secret: secret2.clone(),
            n: sent.get_value(),
            at,
            action,
        };
        if let Ok(text) = serde_json::to_string(&msg) {
            if send(&text) {
                waiting_on.set_value(Some(at));
            } else {
                ctx.say("Not connected to the host: the move was not sent.");
            }
        }
    });
    // A take-back is asked of the host, numbered with the moves.
    let secret5 = secret.clone();
    let take_back = TakeBackDoor {
        state: Signal::derive(move || table.with(|t| t.as_ref().and_then(|t| t.take_back.clone()))),
        run: Callback::new(move |()| {
            let (Some(seat), Some(at)) =
                (seat, table.with_untracked(|t| t.as_ref().map(|t| t.seq)))
            else {
                return;
            };
            sent.update_value(|n| *n += 1);
            let msg = ToHost::<ActionOf<G>>::TakeBack {
                v: APP_VERSION.into(),
                seat,
                secret: secret5.clone(),
                n: sent.get_value(),
                at,
            };
            let sent_ok = serde_json::to_string(&msg).is_ok_and(|text| send(&text));
            if !sent_ok {
                ctx.say("Not connected to the host: the take-back was not sent.");
            }
        }),
    };
    let feedback = seat.map(|seat| FeedbackSink {
        seats: Signal::derive(move || vec![seat]),
        given: Signal::derive(move || words.with(|w| w.answer.iter().cloned().collect())),
        send: Callback::new(move |f: Feedback| {
            words.update(|w| w.set_answer((!f.is_empty()).then_some(f.clone())));
            if !send_answer(&secret4, &f) {
                ctx.say(
                    "Not connected to the host: your answer is kept on this device and goes to the host once connected.",
                );
            }
        }),
    });
    // Moments this guest marked, each sent to the host as it is made.
    let marks = send_marks(seat, secret3, ctx);
    let present = Memo::new(move |_| table.with(Option::is_some));
    // The log's lines, only the new ones formatted afresh (a table from
    // the host carries them all).
    let log = Memo::new(move |prev: Option<&LogLines>| {
        table
            .with(|t| {
                t.as_ref().map(|t| {
                    // Each line's move where the host says it (the marks
                    // quote their move).
                    let bounds = t.log_bounds();
                    let replay = || bounds.clone().unwrap_or_default();
                    let moves = bounds.as_ref().map(|_| Moves {
                        step: t.seq as usize,
                        replay: &replay,
                    });
                    LogLines::next(prev, (0, t.seat, t.names.clone()), &t.log, moves, |from| {
                        t.log.iter().cloned().enumerate().skip(from).collect()
                    })
                })
            })
            .unwrap_or_default()
    });
    let step = Signal::derive(move || table.with(|t| t.as_ref().map_or(0, |t| t.seq as usize)));
    let feed = LogFeed::new(log.into(), step);
    // The table the game's own screens read, once one came.
    let seam = Callback::new(move |()| {
        provide_context(feed);
        CallSettings::provide();
        take_back.provide();
        let t = Signal::derive(move || table.get().expect("a table came"));
        provide_context(TableCtx::<G>::from_guest(t, pick, act, feedback));
        provide_context(Presence(Signal::derive(move || {
            t.with(|t| t.seats.clone())
        })));
    });
    // The host's variant, if it plays one (the rules' numbers otherwise).
    let numbers = Memo::new(move |_| {
        table.with(|t| {
            let v = t.as_ref().and_then(|t| t.variant).unwrap_or_default();
            numbers_of(&v)
        })
    });
    let via = match inv.via {
        Via::Offer(_) => "codes",
        Via::Room(_) => "server",
        Via::Relays { .. } => "relays",
    };
    // The table link's guest: the seats nobody plays now, to take one.
    let pick = inv.pick;
    let table_secret = inv.secret.clone();
    let free = Signal::derive(move || {
        if !pick {
            return Vec::new();
        }
        table.with(|t| {
            t.as_ref().map_or(Vec::new(), |t| {
                t.seats
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| matches!(s, SeatState::Away | SeatState::Invited))
                    .map(|(i, _)| (i as u8, t.names.get(i).cloned().unwrap_or_default()))
                    .collect()
            })
        })
    });
    let claim = Callback::new(move |(seat, name): (u8, Option<String>)| {
        let msg = ToHost::<()>::Claim {
            v: APP_VERSION.into(),
            seat,
            secret: table_secret.clone(),
            name,
        };
        if let Ok(text) = serde_json::to_string(&msg) {
            if !send(&text) {
                ctx.say("Not connected to the host: try again in a moment.");
            }
        }
    });
    guest_frame(Frame {
        free,
        claim,
        via,
        invitation: Some(inv.clone()),
        numbers: numbers.into(),
        game: E::<G>::GAME,
        title: E::<G>::TITLE,
        seat,
        wire,
        present: present.into(),
        seam,
        parts: ViewFn::from(|| G::table(TableCtx::<G>::get())),
        aside: ViewFn::from(|| G::aside(TableCtx::<G>::get()).into_any()),
        log: log.into(),
        words,
        secret: secret.clone(),
        marks,
        step,
        name: Signal::derive(move || {
            table.with(|t| {
                t.as_ref()
                    .zip(seat)
                    .and_then(|(t, s)| t.names.get(s as usize).cloned())
                    .into_iter()
                    .collect()
            })
        }),
        rules: G::RULES,
    })
}

/// What a guest's page draws around the game's own parts.
struct Frame {
    numbers: Signal<NumbersNow>,
    game: &'static str,
    title: &'static str,
    seat: Option<u8>,
    wire: Wire,
    present: Signal<bool>,
    /// Provides the table's seam for the game's screens.
    seam: Callback<()>,
    parts: ViewFn,
    aside: ViewFn,
    log: Signal<LogLines>,
    /// What the guest said, kept on the device until the host keeps it.
    words: RwSignal<Words>,
    /// The seat's invitation secret.
    secret: String,
    /// The moments this guest marked (sent to the host).
    marks: RwSignal<Vec<Mark>>,
    /// Moves played at the table shown.
    step: Signal<usize>,
    /// The guest's own name, alone (who marks from this device).
    name: Signal<Vec<String>>,
    rules: &'static str,
    /// How the guest connects (`relays`, `server`, `codes`).
    via: &'static str,
    /// The invitation (whose table, which seat).
    invitation: Option<Invitation>,
    /// With the table's link: the seats free to take, and their names.
    free: Signal<Vec<(u8, String)>>,
    /// Asks the host for a free seat.
    claim: Callback<(u8, Option<String>)>,
}

/// Sends the guest's `answer` at the end to the host: false when not
/// connected (it is sent again once connected).
fn send_answer(secret: &str, answer: &Feedback) -> bool {
    let msg = ToHost::<()>::Feedback {
        v: APP_VERSION.into(),
        seat: answer.seat,
        secret: secret.to_string(),
        tags: answer.tags.iter().map(|t| t.as_str().to_string()).collect(),
        note: answer.note.clone(),
    };
    serde_json::to_string(&msg).is_ok_and(|t| send(&t))
}

/// The waiting line: whose table, which game, which seat.
fn joining_words(title: &str, who: &str, inv: Option<&Invitation>) -> String {
    let whose = inv
        .and_then(|i| i.host.as_deref())
        .map_or("the host's table".to_string(), |h| format!("{h}'s table"));
    if inv.is_some_and(|i| i.pick) {
        return format!(
            "Joining {whose} at {title}: waiting for the host's table, then take a free seat…"
        );
    }
    let seat = match inv.and_then(|i| i.name.as_deref()) {
        Some(n) => format!("{who} ({n})"),
        None => who.to_string(),
    };
    format!("Joining {whose} at {title}, as {seat}: waiting for the host's table…")
}

/// A guest's page, the same for every game (compiled once): the connection
/// line, what went wrong, the reply code to send back, then the game's own
/// parts beside the log, the guest's notes and the rules.
fn guest_frame(f: Frame) -> AnyView {
    let Frame {
        numbers,
        game,
        title,
        seat,
        wire,
        present,
        seam,
        parts,
        aside,
        log,
        words,
        secret,
        marks,
        step,
        name,
        rules,
        via,
        invitation,
        free,
        claim,
    } = f;
    let who = match seat {
        Some(s) => format!("seat {}", s + 1),
        None if invitation.as_ref().is_some_and(|i| i.pick) => "a free seat".into(),
        None => "a spectator".into(),
    };
    let joining = joining_words(title, &who, invitation.as_ref());
    view! {
        <section class="table guest" data-testid="guest" data-game=game aria-label=if who == "a free seat" { format!("{title}: take a free seat") } else { format!("{title}: you play {who}") }>
            <NetStatus role="guest" seat=seat state=wire.status.into() via=via />
            {move || wire.problem.get().map(|p| view! { <p class="net-problem" role="alert" data-testid="net-problem">{p}</p> })}
            {move || wire.reply.get().map(|code| {
                let (copy, shown) = (code.clone(), code.clone());
                view! {
                    <div class="net-reply" data-testid="net-reply" data-code=code>
                        <p>"Send this reply code back to the host (any chat will do); the table appears here once they paste it."</p>
                        <div class="inline">
                            <input type="text" readonly=true aria-label="Reply code" prop:value=shown />
                            <button class="primary" on:click=move |_| { crate::shell::frame::browser::copy(&copy); }>"Copy"</button>
                        </div>
                    </div>
                }
            })}
            {move || {
                if !present.get() {
                    return view! { <p class="hint net-joining" data-testid="net-joining">{joining.clone()}</p> }.into_any();
                }
                seam.run(());
                let feed = LogFeed::get();
                view! {
                    <SeatPick free claim />
                    <div class="table-bar">
                        <TableJumps notes=seat.is_some() />
                    </div>
                    <VariantBadge numbers />
                    {parts.run()}
                    <div class="side">
                        <TurnCallSettings />
                        {aside.run()}
                        {seat.map(|_| view! {
                            <MarkPanel marks step names=name viewer=Signal::derive(|| Some(0)) log form=MarkAt::default() />
                        })}
                        <LogPanel log=log since=Signal::derive(move || feed.since(seat)) />
                        {seat.map(|seat| view! { <GuestNotes words seat secret=secret.clone() /> })}
                        <RulesPanel title=title><VariantNumbers numbers /><Markdown text=rules /></RulesPanel>
                    </div>
                }
                .into_any()
            }}
        </section>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invitation(seat: Option<u8>, pick: bool) -> Invitation {
        Invitation {
            game: "card-keeper".into(),
            seat,
            secret: "s".into(),
            via: Via::Room("r".into()),
            ice: Vec::new(),
            host: Some("Ana".into()),
            name: seat.map(|_| "Bo".into()),
            pick,
        }
    }

    #[test]
    fn the_waiting_line_says_whose_table_and_which_seat_and_no_spectator_for_a_seat_to_pick() {
        let seat = invitation(Some(1), false);
        assert_eq!(
            joining_words("Card Keeper", "seat 2", Some(&seat)),
            "Joining Ana's table at Card Keeper, as seat 2 (Bo): waiting for the host's table…"
        );
        let pick = invitation(None, true);
        let words = joining_words("Card Keeper", "a free seat", Some(&pick));
        assert!(!words.contains("spectator"), "{words}");
        assert!(words.contains("take a free seat"), "{words}");
    }
}
