//! The viewing player's Star Crew hand, in its fixed order: select
//! neighbouring cards to launch, or place a taken card between two. What
//! may be launched or where a card may go comes from the legal actions.

use super::card::{card_key, key_card, CardFace};
use super::game::StarCrew;
use super::take::TakeControls;
use super::turn::{self, Ask};
use crate::shell::kit::keyed::{keyed, with_copies};
use crate::shell::kit::seat_parts::hand_area;
use crate::shell::kit::Stage;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand(t: TableCtx<StarCrew>) -> impl IntoView {
    let (v, legal, pick) = (t.view(), t.legal(), t.pick());
    let ask = Memo::new(move |_| match t.stage().get() {
        Stage::Decide(d) => Some(pick.with(|u| turn::ask(d, &u.turn))),
        _ => None,
    });
    let selected =
        move |i: u8| pick.with(|u| u.turn.selection.is_some_and(|(s, n)| i >= s && i < s + n));
    let can_launch = move || pick.with(|u| legal.with(|l| turn::launch(l, &u.turn).is_some()));
    let inserting = move || matches!(ask.get(), Some(Ask::Insert(_)));
    let one_card = move || v.with(|v| v.formation.len() == 1);
    let insert_action =
        move |at: u8| pick.with(|u| legal.with(|l| turn::insert(l, &u.turn, at, one_card())));
    let insert = move |at: u8| {
        if let Some(a) = insert_action(at) {
            t.act(a);
        }
    };
    let launch = move |_| {
        if let Some(a) = pick.with_untracked(|u| legal.with_untracked(|l| turn::launch(l, &u.turn)))
        {
            t.act(a);
        }
    };
    // The formation in words: on a phone the formation itself may be above
    // the screen's top while the hand is in view.
    let to_beat = move || {
        v.with(|v| match v.owner {
            Some(o) if !v.formation.is_empty() => Some(format!(
                "To beat: {} ({}).",
                v.formation
                    .iter()
                    .map(|c| c.top.to_string())
                    .collect::<Vec<_>>()
                    .join("-"),
                t.name(o)
            )),
            _ => None,
        })
    };
    let shape = Memo::new(move |_| (v.with(|v| v.hand.clone()), inserting()));
    // While a card is put in, each place is one button: the + of the gap
    // and the card after it ("put it before this card"), then the + at the
    // end. So every place is a whole card wide to tap, and a hand of twelve
    // fits two rows on a phone.
    let insert_button = move |at: u8| {
        let before = shape.with_untracked(|(hand, _)| hand.get(at as usize).copied());
        let label = match before {
            Some(c) => format!("Put the card before the {} (place {})", c.top, at + 1),
            None => "Put the card at the end".to_string(),
        };
        view! {
            <button class="insert-point" data-testid=format!("insert-{at}") disabled=move || insert_action(at).is_none() on:click=move |_| insert(at)
                aria-label=label>
                <span class="insert-plus" aria-hidden="true">"+"</span>
                // (Still the hand's `card`, for what reads the hand.)
                {before.map(|c| view! { <span data-testid="card" data-code=c.code()><CardFace card=c /></span> })}
            </button>
        }
    };
    // The hand and whether a card is being put in: others' moves change
    // neither, and a launch or a placed card keeps the buttons of the
    // cards still held (keyed by card and copy; a card's place is looked
    // up when clicked).
    let entries = move || {
        shape.with(|(hand, inserting)| {
            let mut out = Vec::with_capacity(hand.len() * 2 + 1);
            for (i, (card, copy)) in with_copies(hand.iter().copied()).into_iter().enumerate() {
                out.push(if *inserting {
                    Entry::Insert(i as u8)
                } else {
                    Entry::Card(card, copy as u8)
                });
            }
            if *inserting {
                out.push(Entry::Insert(hand.len() as u8));
            }
            out
        })
    };
    let place = move |card: star_crew::Card, copy: u8| {
        shape.with(|(hand, _)| {
            hand.iter()
                .enumerate()
                .filter(|(_, &c)| c == card)
                .nth(copy as usize)
                .map_or(0, |(i, _)| i as u8)
        })
    };
    let entry = move |k: u64| match Entry::unkey(k) {
        Entry::Insert(at) => insert_button(at).into_any(),
        Entry::Card(card, copy) => {
            let i = move || place(card, copy);
            view! {
                <button
                    class=move || format!("hand-card{}", if selected(i()) { " hand-card--selected" } else { "" })
                    data-testid="card"
                    data-code=card.code()
                    data-launchable=move || legal.with(|l| turn::launchable(l, i())).to_string()
                    aria-pressed=move || selected(i()).to_string()
                    // Not a choice while a card is put in or the hand is
                    // kept or flipped.
                    disabled=move || matches!(ask.get(), Some(Ask::Insert(_) | Ask::KeepOrFlip))
                    on:click=move |_| t.update_pick(|u| u.turn.click_card(i()))
                >
                    <CardFace card=card />
                </button>
            }
            .into_any()
        }
    };
    hand_area(
        t,
        |name| format!("{name}'s hand (its order cannot change)"),
        move |seat| {
            view! {
            // Above the cards, so that its changes never move them.
                        <p class="hint card-help" data-testid="launch-hint" aria-live="polite">
                                {move || {
                                    let why = pick.with(|u| legal.with(|l| v.with(|v| turn::why_not_launch(l, &u.turn, &v.hand, &v.formation))));
                                    match (ask.get(), why) {
                                        (Some(Ask::Turn | Ask::WarpLaunch), Some(why)) => why,
                                        (Some(Ask::Turn), None) => match to_beat() {
                                            Some(f) => format!("{f} Tap neighbouring cards that beat it, then Launch; or take an end."),
                                            None => "The table is empty: tap neighbouring cards (a set or a run), then Launch.".to_string(),
                                        },
                                        // (The prompt says what a Warp asks now.)
                                        (Some(Ask::WarpLaunch), None) => to_beat().unwrap_or_default(),
                                        // (The prompt says where the card goes.)
                                        (Some(Ask::Insert(_)), _) => String::new(),
                                        _ => String::new(),
                                    }
                                }}
                            </p>
                        <div class=move || if inserting() { "hand sc-hand sc-hand--inserting" } else { "hand sc-hand" } data-testid="hand" data-seat=seat.to_string() role="group" aria-label="Your cards in order">
                            {keyed(move || entries().into_iter().map(Entry::key).collect(), entry)}
                        </div>
                        // Launch and the takes are the turn's: hidden while a card is
                        // put in or the hand is kept or flipped.
                        <div class="hand-actions" hidden=move || matches!(ask.get(), Some(Ask::Insert(_) | Ask::KeepOrFlip))>
                            <button class="primary" data-testid="launch" disabled=move || !can_launch() on:click=launch>"Launch"<span class="wide-only">" the selected cards"</span></button>
                            <TakeControls t=t />
                        </div>
                    }
        },
    )
}

/// One place in the drawn hand: a card (which copy of it, in hand order),
/// or a point to put the taken card.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Entry {
    Card(star_crew::Card, u8),
    Insert(u8),
}

impl Entry {
    /// The entry's key in the drawn list.
    fn key(self) -> u64 {
        match self {
            Entry::Card(c, copy) => card_key(c, copy.into()),
            Entry::Insert(at) => 1 << 32 | u64::from(at),
        }
    }

    /// The entry of a key made by [`Entry::key`].
    fn unkey(key: u64) -> Entry {
        if key >> 32 == 1 {
            Entry::Insert(key as u8)
        } else {
            Entry::Card(key_card(key), key as u8)
        }
    }
}
