//! The viewing player's Star Crew hand, in its fixed order: select
//! neighbouring cards to launch, or place a taken card between two.

use super::session::Stage;
use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use leptos::prelude::*;
use star_crew::groups::{beats, strength};

/// The hand (nothing behind the privacy screen).
#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let viewer = move || {
        ctx.sc_read(|l| {
            if l.session.seating.pass_to.is_none() {
                l.session.seating.viewer
            } else {
                None
            }
        })
        .flatten()
    };
    let stage = move || ctx.sc_read(|l| l.session.stage(&l.pos));
    let cards = move || {
        ctx.sc_read(|l| match viewer() {
            Some(v) => {
                let formation = strength(l.pos.formation());
                l.pos
                    .hand(v)
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| {
                        (
                            i as u8,
                            c,
                            beats(strength(&[c]).expect("a single card is a set"), formation),
                        )
                    })
                    .collect()
            }
            None => Vec::new(),
        })
        .unwrap_or_default()
    };
    let selected = move |i: u8| {
        ctx.sc_read(|l| {
            l.session
                .ui
                .selection
                .is_some_and(|(s, n)| i >= s && i < s + n)
        })
        .unwrap_or(false)
    };
    let can_launch = move || {
        ctx.sc_read(|l| l.session.launch(&l.pos).is_some())
            .unwrap_or(false)
    };
    let inserting = move || matches!(stage(), Some(Stage::Insert(_)));
    let insert_ok = move |at: u8| {
        ctx.sc_read(|l| l.session.insert(&l.pos, at).is_some())
            .unwrap_or(false)
    };
    let insert = move |at: u8| {
        if let Some(a) = ctx.sc_read(|l| l.session.insert(&l.pos, at)).flatten() {
            ctx.sc_act(a);
        }
    };
    let launch = move |_| {
        if let Some(a) = ctx.sc_read(|l| l.session.launch(&l.pos)).flatten() {
            ctx.sc_act(a);
        }
    };
    let insert_button = move |at: u8| {
        view! {
            <button class="insert-point" data-testid=format!("insert-{at}") disabled=move || !insert_ok(at) on:click=move |_| insert(at)
                aria-label=format!("Put the card at position {}", at + 1)>"＋"</button>
        }
    };
    view! {
        {move || viewer().map(|v| {
            let name = ctx.sc_read(|l| l.session.name(v).to_string()).unwrap_or_default();
            view! {
                <section class="hand-area" aria-label=format!("{name}'s hand")>
                    <h2 class="hand-title">{format!("{name}'s hand (its order cannot change)")}</h2>
                    <div class="hand sc-hand" data-testid="hand" data-seat=v.to_string() role="group" aria-label="Your cards in order">
                        {move || {
                            let list = cards();
                            let n = list.len() as u8;
                            let mut out = Vec::new();
                            for (i, card, launchable) in list {
                                if inserting() {
                                    out.push(insert_button(i).into_any());
                                }
                                out.push(view! {
                                    <button
                                        class=move || format!("hand-card{}", if selected(i) { " hand-card--selected" } else { "" })
                                        data-testid="card"
                                        data-code=card.code()
                                        data-launchable=launchable.to_string()
                                        aria-pressed=move || selected(i).to_string()
                                        disabled=inserting
                                        on:click=move |_| ctx.sc_with(|l| l.session.click_card(i))
                                    >
                                        <CardFace card=card />
                                    </button>
                                }.into_any());
                            }
                            if inserting() {
                                out.push(insert_button(n).into_any());
                            }
                            out
                        }}
                    </div>
                    <div class="hand-actions">
                        <button class="primary" data-testid="launch" disabled=move || !can_launch() on:click=launch>"Launch the selected cards"</button>
                        <span class="hint">
                            {move || match stage() {
                                Some(Stage::Turn) => "Select neighbouring cards (a set or a run) that beat the formation, or take a card from an end.",
                                Some(Stage::WarpLaunch) => "Warp: now launch a group that beats what is left.",
                                Some(Stage::Insert(_)) => "Choose where the card goes: press ＋ between two cards.",
                                _ => "",
                            }}
                        </span>
                    </div>
                </section>
            }
        })}
    }
}
