//! What the rules ask of the viewing player now: the privacy screen, colours,
//! targets, the face-down fan of a take, a Chaos burn.

use crate::app::Ctx;
use crate::card::CardBack;
use crate::game_session::GameSession;
use crate::session::Stage;
use card_keeper::{Colour, Kind};
use leptos::prelude::*;

/// The prompt (or, when nothing is asked of the viewer, a status line).
#[component]
pub fn Prompt() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let stage = move || ctx.read(|l| l.session.stage(&l.pos));
    let name = move |s: u8| {
        ctx.read(|l| l.session.name(s).to_string())
            .unwrap_or_default()
    };
    let colour = move |c: Colour| {
        if let Some(a) = ctx.read(|l| l.session.colour_chosen(&l.pos, c)).flatten() {
            ctx.act(a);
        }
    };
    let cancel = move |_| ctx.with_game(|l| l.session.draft = None);
    let colour_buttons = move || {
        Colour::ALL
            .into_iter()
            .map(|c| {
                view! {
                    <button class=format!("colour-button colour-chip--{}", c.code()) data-testid=format!("colour-{}", c.code()) on:click=move |_| colour(c)>
                        <span class="chip" aria-hidden="true">{c.code().to_string()}</span>
                        {c.name()}
                    </button>
                }
            })
            .collect_view()
    };
    // Each target: a button with the player's name, and for a take the
    // face-down fan of their hand (any card of it picks them: the engine
    // decides which card moves, at random, as a real fan would).
    let target_buttons = move |with_fan: bool| {
        let targets = ctx
            .read(|l| {
                (0..l.pos.players() as u8)
                    .filter(|&s| Some(s) != l.session.seating.viewer && !l.pos.is_out(s))
                    .map(|s| {
                        (
                            s,
                            l.session.name(s).to_string(),
                            l.pos.hand(s).len(),
                            l.pos.shields(s),
                        )
                    })
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        targets
            .into_iter()
            .map(|(s, n, count, shields)| {
                let pick = move || {
                    let mut action = None;
                    ctx.with_game(|l| action = l.session.target_chosen(&l.pos, s));
                    if let Some(a) = action {
                        ctx.act(a);
                    }
                };
                let shield_note = match shields {
                    0 => String::new(),
                    1 => ", 1 Shield: it blocks a take".to_string(),
                    k => format!(", {k} Shields: each blocks a take"),
                };
                view! {
                    <div class="target">
                        <button class="target-button" data-testid=format!("target-{s}") on:click=move |_| pick()>
                            {format!("{n} ({count} card{}{shield_note})", if count == 1 { "" } else { "s" })}
                        </button>
                        {(with_fan && shields == 0).then(|| view! {
                            <div class="fan" role="group" aria-label=format!("{n}'s cards, face down: pick one")>
                                {(0..count)
                                    .map(|k| view! {
                                        <button class="fan-card" data-testid=format!("fan-{s}-{k}") aria-label=format!("{n}'s face-down card {}", k + 1) on:click=move |_| pick()>
                                            <CardBack />
                                        </button>
                                    })
                                    .collect_view()}
                            </div>
                        })}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        {move || {
            let Some(stage) = stage() else { return ().into_any() };
            let (decision, body) = match stage {
                Stage::Over | Stage::PlayOrBurn => return ().into_any(),
                Stage::Waiting(s) => {
                    let thinking = ctx.thinking.get() == Some(s);
                    return view! {
                        <div class="status" data-testid="status" role="status" aria-live="polite">
                            {format!("{} {}", name(s), if thinking { "is thinking…" } else { "to play." })}
                        </div>
                    }
                    .into_any();
                }
                Stage::PassDevice(s) => (
                    "pass_device",
                    view! {
                        <p class="prompt-text">{format!("Pass the device to {}. Everyone else, look away!", name(s))}</p>
                        <button class="primary" data-testid="ready" on:click=move |_| ctx.with_game(|l| l.session.ready())>
                            {format!("I am {}: show my hand", name(s))}
                        </button>
                    }
                    .into_any(),
                ),
                Stage::StartColour => (
                    "name_colour",
                    view! {
                        <p class="prompt-text">"The first card is a Wild: you start, so name the colour."</p>
                        <div class="choices">{colour_buttons()}</div>
                    }
                    .into_any(),
                ),
                Stage::WildColour => (
                    "name_colour",
                    view! {
                        <p class="prompt-text">"Wild: name the new colour."</p>
                        <div class="choices">{colour_buttons()}</div>
                        <button class="secondary" data-testid="cancel" on:click=cancel>"Cancel"</button>
                    }
                    .into_any(),
                ),
                Stage::ChaosBurn => (
                    "chaos_burn",
                    view! {
                        <p class="prompt-text">"Chaos! Choose one card from your hand to burn face down, then press “Burn to the Chaos”. Nobody sees your choice."</p>
                    }
                    .into_any(),
                ),
                Stage::ChooseTarget(card) => (
                    "choose_target",
                    view! {
                        <p class="prompt-text">
                            {match card.kind() {
                                Kind::Swap(..) => "Swap: trade your whole hand with…".to_string(),
                                _ => format!("{}: take a card from…", card.name()),
                            }}
                        </p>
                        <div class="choices targets">{target_buttons(!matches!(card.kind(), Kind::Swap(..)))}</div>
                        <button class="secondary" data-testid="cancel" on:click=cancel>"Cancel"</button>
                    }
                    .into_any(),
                ),
                Stage::ChooseTargets(chosen) => (
                    "choose_targets",
                    view! {
                        <p class="prompt-text">
                            {match chosen.first() {
                                None => "Capture +2: choose the first take's target.".to_string(),
                                Some(&t) => format!("First take from {}. Choose the second: the same player again or another.", name(t)),
                            }}
                        </p>
                        <div class="choices targets">{target_buttons(true)}</div>
                        <button class="secondary" data-testid="cancel" on:click=cancel>"Cancel"</button>
                    }
                    .into_any(),
                ),
            };
            view! {
                <div class="prompt" data-testid="prompt" data-decision=decision role="region" aria-label="Your decision">
                    {body}
                </div>
            }
            .into_any()
        }}
    }
}
