//! Pieces every game's seats and hand are drawn with: a seat's head (name,
//! "you", "bot"), its hand as card backs with a count, the list of seats,
//! and the viewer's hand area.

use crate::shell::frame::keyed::keyed;
use crate::shell::plug::game::GameUi;
use crate::shell::plug::game::TableCtx;
use keep_net::SeatState;
use leptos::prelude::*;

/// Who plays each seat now, when the table is played from several devices
/// (provided as context at such a table by the networking feature, on the
/// host's and the guests' pages): the seats' heads say who is away.
#[derive(Clone, Copy)]
pub struct Presence(pub Signal<Vec<SeatState>>);

/// Seat `seat`'s head: its name, "you" for the viewer, "bot" for a bot,
/// then `extra` (a game's own badge).
pub fn seat_head<G: GameUi>(t: TableCtx<G>, seat: u8, extra: impl IntoView) -> impl IntoView {
    let presence = use_context::<Presence>();
    let remote = move || {
        let state = presence.and_then(|p| p.0.with(|v| v.get(seat as usize).copied()))?;
        let (class, word, title) = match state {
            SeatState::Here => ("badge remote", "own device", "Plays at their own device"),
            SeatState::Away => ("badge away", "away", "Their device is not connected"),
            SeatState::Invited => (
                "badge away",
                "not joined yet",
                "Their invitation has not been opened yet",
            ),
            _ => return None,
        };
        Some(
            view! { <span class=class title=title data-testid=format!("presence-{seat}")>{word}</span> },
        )
    };
    view! {
        <div class="seat-head">
            <span class="seat-name">{move || t.name(seat)}</span>
            {move || (t.viewer().get() == Some(seat)).then(|| view! { <span class="badge you">"you"</span> })}
            {move || {
                let k = t.kind(seat);
                k.is_bot().then(|| view! { <span class="badge bot" title=k.label()>"bot"</span> })
            }}
            {remote}
            {extra}
        </div>
    }
}

/// A hand seen from across the table: up to twelve card backs, and the
/// count in words by `label`. A move that leaves the count as it was
/// changes nothing here.
#[component]
pub fn HandBacks(
    /// Cards held.
    #[prop(into)]
    count: Signal<usize>,
    /// The count in words.
    label: fn(usize) -> String,
) -> impl IntoView {
    let count = Memo::new(move |_| count.get());
    view! {
        <div class="seat-cards">
            <span class="mini-backs" aria-hidden="true">
                // Keyed by place: a card more or less adds or removes one back.
                {keyed(
                    move || (0..count.get().min(12) as u64).collect(),
                    |_| view! { <span class="mini-back"></span> }.into_any(),
                )}
            </span>
            <span class="count">{move || label(count.get())}</span>
        </div>
    }
}

/// "N card(s)".
pub fn cards(n: usize) -> String {
    format!("{n} card{}", if n == 1 { "" } else { "s" })
}

/// The seats of the table `t` in seat order (`ol.seats`), each drawn by
/// `seat`; redrawn only when the number of seats changes.
pub fn seat_list<G: GameUi, V: IntoView + 'static>(
    t: TableCtx<G>,
    label: &'static str,
    class: &'static str,
    players: impl Fn(&TableCtx<G>) -> usize + Send + Sync + 'static,
    seat: fn(TableCtx<G>, u8) -> V,
) -> impl IntoView {
    let n = Memo::new(move |_| players(&t) as u8);
    view! {
        <ol class=class aria-label=label>
            {move || (0..n.get()).map(|s| seat(t, s)).collect_view()}
        </ol>
    }
}

/// The viewer's hand area (nothing behind the privacy screen): a section
/// named after them, its heading from `title`, and `body` for their seat.
pub fn hand_area<G: GameUi, V: IntoView + 'static>(
    t: TableCtx<G>,
    title: fn(&str) -> String,
    body: impl Fn(u8) -> V + Send + Sync + 'static,
) -> impl IntoView {
    move || {
        t.viewer().get().map(|seat| {
            let name = t.name(seat);
            view! {
                <section class="hand-area" aria-label=format!("{name}'s hand")>
                    <h2 class="hand-title">{title(&name)}</h2>
                    {body(seat)}
                </section>
            }
        })
    }
}

/// The classes of seat `seat`'s item: `base` (`seat` and a game's own),
/// then `seat--current` while `deciding()` and `seat--you` for the viewer
/// (tracked).
pub fn seat_class<G: GameUi>(
    t: TableCtx<G>,
    seat: u8,
    base: &'static str,
    deciding: impl Fn() -> bool + Send + Sync + 'static,
) -> impl Fn() -> String + Send + Sync + 'static {
    move || {
        let you = t.viewer().get() == Some(seat);
        format!(
            "{base}{}{}",
            if deciding() { " seat--current" } else { "" },
            if you { " seat--you" } else { "" }
        )
    }
}

/// Seat `seat`'s status line: "thinking…" while its bot thinks, else what
/// `words()` says (tracked).
pub fn seat_status<G: GameUi>(
    t: TableCtx<G>,
    seat: u8,
    words: impl Fn() -> &'static str + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class="seat-status">
            {move || if t.thinking() == Some(seat) { "thinking…" } else { words() }}
        </div>
    }
}
