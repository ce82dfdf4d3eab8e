//! The host's invitations panel (any game): the table's link first, where
//! there is one ([`TableLink`]: Share, Copy, its QR code full screen), then,
//! folded below it as "Invite one person to a seat", one row per remote
//! seat with its link and how its device stands; with no server (no table
//! link, rows unfolded), where the guest's reply code is pasted; a fresh
//! invitation for a seat whose device is gone; a seat handed to a bot and
//! back; the spectators' link.

use crate::shell::frame::copy_button::CopyButton;
use crate::shell::net::hosting::{Hosting, InviteRow, LinkState};
use crate::shell::net::status::NetStatus;
use crate::shell::net::table_link::TableLink;
use keep_net::SeatState;
use leptos::prelude::*;

/// The signals of a game's hosting, as its table reads them.
#[derive(Clone)]
struct Signals {
    rows: ArcRwSignal<Vec<InviteRow>>,
    presence: ArcRwSignal<Vec<SeatState>>,
    status: ArcRwSignal<&'static str>,
    log: ArcRwSignal<Vec<String>>,
}

/// What the host's table shows of hosting game `game` (`Copy`): nothing
/// while no seat is remote.
#[derive(Clone, Copy)]
pub struct HostingUi {
    game: &'static str,
    on: RwSignal<Option<Signals>>,
}

impl HostingUi {
    /// Nothing hosted yet.
    pub fn new(game: &'static str) -> HostingUi {
        HostingUi {
            game,
            on: RwSignal::new(None),
        }
    }

    /// Shows `hosting` (or nothing).
    pub fn follow(&self, hosting: Option<Hosting>) {
        let next = hosting.map(|h| Signals {
            rows: h.rows,
            presence: h.presence,
            status: h.status,
            log: h.log,
        });
        let same = self.on.with_untracked(|o| match (o, &next) {
            (Some(a), Some(b)) => a.rows == b.rows,
            (None, None) => true,
            _ => false,
        });
        if !same {
            self.on.set(next);
        }
    }

    /// Who plays each seat now (empty while nothing is hosted; tracked).
    pub fn presence(&self) -> Signal<Vec<SeatState>> {
        let on = self.on;
        Signal::derive(move || {
            on.with(|o| o.as_ref().map(|s| s.presence.get()))
                .unwrap_or_default()
        })
    }

    /// True while the table is hosted (tracked).
    pub fn hosting(&self) -> bool {
        self.on.with(Option::is_some)
    }

    /// The panel (nothing while no seat is remote).
    pub fn view(self, names: Signal<Vec<String>>) -> impl IntoView {
        let game = self.game;
        move || {
            self.on.get().map(|s| {
                let hosting = move || Hosting::of(game);
                let (rows_signal, log_signal) = (s.rows.clone(), s.log.clone());
                let link_rows = s.rows.clone();
                // The table's link (on the spectators' row, through a room).
                let table_link = Memo::new(move |_| {
                    link_rows.with(|r| r.iter().map(|r| r.table_link.clone()).find(|l| !l.is_empty()))
                });
                let rows = move || {
                    rows_signal
                        .get()
                        .into_iter()
                        .map(|r| row(r, names, hosting().is_some_and(|h| h.has_server()), game))
                        .collect_view()
                };
                // With a table link, the seats' own links fold below it.
                let rows = move || match table_link.get() {
                    Some(link) => view! {
                        <TableLink link />
                        <details class="net-seat-links" data-testid="net-seat-links">
                            <summary>"Invite one person to a seat"</summary>
                            {rows.clone()}
                        </details>
                    }
                    .into_any(),
                    None => rows().into_any(),
                };
                // Open while a seat waits for its player or is away (the
                // invitations are needed); once everyone is here, one line
                // (a phone's table then starts near the top).
                let seats_here = {
                    let rows = s.rows.clone();
                    Memo::new(move |_| {
                        rows.with(|r| {
                            let seats = r.iter().filter(|r| r.seat.is_some());
                            let (here, all) = seats.fold((0, 0), |(h, a), r| {
                                (h + usize::from(r.state == LinkState::Connected && !r.handed), a + 1)
                            });
                            (here, all)
                        })
                    })
                };
                view! {
                    <details class="net-panel" data-testid="net-panel" prop:open=move || { let (h, a) = seats_here.get(); h < a }>
                        <summary>
                            <h2 id="net-title">"Players at their own devices"</h2>
                            {move || { let (h, a) = seats_here.get(); format!(" {h} of {a} here") }}
                        </summary>
                        <NetStatus role="host" seat=None state=Signal::derive(move || s.status.get()) via=hosting().map_or("codes", |h| h.via().as_str()) />
                        {rows}
                        {move || {
                            let log = log_signal.get();
                            (!log.is_empty()).then(|| view! {
                                <details class="net-log">
                                    <summary>{format!("Network log ({})", log.len())}</summary>
                                    <ul data-testid="net-log">{log.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                                </details>
                            })
                        }}
                    </details>
                }
            })
        }
    }
}

/// One invitation's row.
fn row(r: InviteRow, names: Signal<Vec<String>>, server: bool, game: &'static str) -> AnyView {
    let hosting = move || Hosting::of(game);
    let target = r.seat;
    let key = target.map_or("spectator".to_string(), |s| s.to_string());
    let who = match target {
        Some(s) => names
            .with_untracked(|n| n.get(s as usize).cloned())
            .unwrap_or_else(|| format!("Seat {}", s + 1)),
        None => "Spectators".into(),
    };
    let words = match (target, r.state, r.handed) {
        (None, _, _) => "see what every player sees".to_string(),
        (_, _, true) => "a bot plays for them".into(),
        (_, LinkState::Connected, _) => "connected".into(),
        (_, LinkState::Away, _) => "away".into(),
        (_, LinkState::Waiting, _) => "not joined yet: send them this link".into(),
    };
    let testid = match target {
        Some(s) => format!("net-invite-{s}"),
        None => "net-spectator".into(),
    };
    let link = r.link.clone();
    let reply = RwSignal::new(String::new());
    let reply_id = format!("net-reply-input-{key}");
    let away = r.state == LinkState::Away;
    view! {
        <div class="net-invite" data-testid=testid data-link=r.link.clone() data-state=r.state.as_str()>
            <p class="net-who"><strong>{who}</strong>": "{words}</p>
            {if link.is_empty() {
                view! { <p class="hint">"Making the invitation…"</p> }.into_any()
            } else {
                view! {
                    <div class="inline">
                        <input type="text" readonly=true aria-label="Invitation link" prop:value=link />
                        <CopyButton text=r.link.clone() testid=format!("net-copy-{key}") />
                    </div>
                }.into_any()
            }}
            {(r.wants_reply && !server).then(|| view! {
                <label for=reply_id.clone()>"Their reply code"</label>
                <div class="inline">
                    <input
                        id=reply_id.clone()
                        data-testid=reply_id.clone()
                        type="text"
                        autocomplete="off"
                        placeholder="Paste the code they sent back"
                        on:input=move |ev| reply.set(event_target_value(&ev))
                    />
                    <button class="primary" data-testid=format!("net-reply-accept-{key}") on:click=move |_| {
                        if let Some(h) = hosting() { h.accept_reply(target, &reply.get_untracked()); }
                    }>"Connect"</button>
                </div>
            })}
            {(r.state != LinkState::Connected && target.is_some() && !server).then(|| view! {
                <button class="secondary" data-testid=format!("net-reinvite-{key}") on:click=move |_| {
                    if let Some(h) = hosting() { h.reinvite(target); }
                }>"New invitation"</button>
            })}
            {target.filter(|_| away || r.handed).map(|seat| {
                let handed = r.handed;
                view! {
                    <button class="secondary" data-testid=format!("net-hand-{seat}") on:click=move |_| {
                        if let Some(h) = hosting() { h.hand(seat, !handed); }
                    }>{if handed { "Give the seat back" } else { "Let a bot play for them" }}</button>
                }
            })}
            {r.problem.map(|p| view! { <p class="net-problem" role="alert">{p}</p> })}
        </div>
    }
    .into_any()
}
