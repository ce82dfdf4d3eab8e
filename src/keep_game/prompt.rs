//! What Keep asks of the viewing player: the privacy screen, the character
//! to keep, the Decree's first-or-last, the turn (bonus action, then how to
//! play the selected card), the Commons replacement and every ability's
//! choices.

use super::game_over::GameOver;
use super::session::{Choice, Stage};
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep::{Action, Decision};
use leptos::prelude::*;

/// A list of choice buttons (`choice-K`, with `data-name` for a card).
fn choice_buttons(ctx: Ctx, choices: Vec<Choice>) -> impl IntoView {
    view! {
        <div class="choices kp-choices">
            {choices.into_iter().enumerate().map(|(i, c)| {
                let a = c.action;
                view! {
                    <button class="secondary" data-testid=format!("choice-{i}") data-name=c.name.unwrap_or_default()
                        on:click=move |_| ctx.kp_act(a)>{c.label}</button>
                }
            }).collect_view()}
        </div>
    }
}

/// The prompt, the status line, or the game over panel.
#[component]
pub fn Prompt() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let stage = move || ctx.kp_read(|l| l.session.stage(&l.pos));
    let name = move |s: u8| {
        ctx.kp_read(|l| l.session.name(s).to_string())
            .unwrap_or_default()
    };
    let choices = move || {
        ctx.kp_read(|l| l.session.choices(&l.pos))
            .unwrap_or_default()
    };
    let show_bonus = RwSignal::new(false);
    view! {
        {move || {
            let Some(stage) = stage() else { return ().into_any() };
            let (decision, body) = match stage {
                Stage::Over => return view! { <GameOver /> }.into_any(),
                Stage::Waiting(s) => {
                    let thinking = ctx.thinking.get() == Some(s);
                    return view! { <div class="status" data-testid="status" role="status">{format!("{} {}", name(s), if thinking { "is thinking…" } else { "to decide." })}</div> }.into_any();
                }
                Stage::PassDevice(s) => ("pass_device", view! {
                    <p class="prompt-text">{format!("Pass the device to {}. Everyone else, look away!", name(s))}</p>
                    <button class="primary" data-testid="ready" on:click=move |_| ctx.kp_with(|l| l.session.ready())>{format!("I am {}: show my hand", name(s))}</button>
                }.into_any()),
                Stage::Decide(d @ Decision::KeepCharacter) => (d.as_str(), view! {
                    <p class="prompt-text">"You were dealt three characters. Keep one face down in your Cloister; the other two are shuffled into the deck."</p>
                    {choice_buttons(ctx, choices())}
                }.into_any()),
                Stage::Decide(d @ Decision::DecreeOrder) => (d.as_str(), view! {
                    <p class="prompt-text">"You hold the Royal Decree: act first this round, or last (the player to your left starts)?"</p>
                    <div class="choices">
                        <button class="primary" data-testid="decree-first" on:click=move |_| {
                            if let Some(seat) = ctx.kp_read(|l| l.session.seating.viewer).flatten() { ctx.kp_act(Action::Order { seat, first: true }) }
                        }>"Act first"</button>
                        <button class="secondary" data-testid="decree-last" on:click=move |_| {
                            if let Some(seat) = ctx.kp_read(|l| l.session.seating.viewer).flatten() { ctx.kp_act(Action::Order { seat, first: false }) }
                        }>"Act last"</button>
                    </div>
                }.into_any()),
                Stage::Decide(d @ Decision::Turn) => (d.as_str(), view! { <TurnPrompt show_bonus=show_bonus /> }.into_any()),
                Stage::Decide(d @ Decision::Replace { taken, coins }) => {
                    let taken = ctx.kp_read(|l| l.pos.list().name(taken).to_string()).unwrap_or_default();
                    (d.as_str(), view! {
                        <p class="prompt-text">{format!("Put a card from your hand onto the Commons (not a {taken}); it gets {coins} coin{} from the supply.", if coins == 1 { "" } else { "s" })}</p>
                        {choice_buttons(ctx, choices())}
                    }.into_any())
                }
                Stage::Decide(d @ Decision::Sell { left, must }) => (d.as_str(), view! {
                    <p class="prompt-text">{if must {
                        format!("Sell {left} item{} from your Cloister: 3 coins each.", if left == 1 { "" } else { "s" })
                    } else {
                        format!("Sell up to {left} more item{} from your Cloister: 3 coins each.", if left == 1 { "" } else { "s" })
                    }}</p>
                    {choice_buttons(ctx, choices())}
                }.into_any()),
                Stage::Decide(d @ Decision::Add { left }) => (d.as_str(), view! {
                    <p class="prompt-text">{format!("Add {left} card{} from the Commons to your Cloister, with its coins (nothing replaces it).", if left == 1 { "" } else { "s" })}</p>
                    {choice_buttons(ctx, choices())}
                }.into_any()),
                Stage::Decide(d @ Decision::DiscardItem) => (d.as_str(), view! {
                    <p class="prompt-text">"Discard one item from another player's Cloister."</p>
                    {choice_buttons(ctx, choices())}
                }.into_any()),
                Stage::Decide(d @ Decision::SwapItems) => (d.as_str(), view! {
                    <p class="prompt-text">"Swap one item in your Cloister with one item in another player's Cloister."</p>
                    {choice_buttons(ctx, choices())}
                }.into_any()),
            };
            view! { <div class="prompt" data-testid="prompt" data-decision=decision role="region" aria-label="Your decision">{body}</div> }.into_any()
        }}
    }
}

/// The turn: the optional bonus action, then the selected card's ways.
#[component]
fn TurnPrompt(show_bonus: RwSignal<bool>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let legal = move || {
        ctx.kp_read(|l| l.session.choices(&l.pos))
            .unwrap_or_default()
    };
    let bonuses = move || {
        legal()
            .into_iter()
            .filter(|c| matches!(c.action, Action::Bonus { .. }))
            .collect::<Vec<_>>()
    };
    let pass = move || {
        legal()
            .into_iter()
            .find(|c| matches!(c.action, Action::Pass { .. }))
    };
    let markers = move || {
        ctx.kp_read(|l| l.session.seating.viewer.map_or(0, |v| l.pos.markers(v)))
            .unwrap_or(0)
    };
    let ways = move || {
        ctx.kp_read(|l| {
            let chosen: Vec<Action> = l.session.ways(&l.pos);
            l.session
                .choices(&l.pos)
                .into_iter()
                .filter(|c| chosen.contains(&c.action))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let selected_text = move || {
        ctx.kp_read(|l| {
            let list = l.pos.list();
            l.session.selected.map(|p| match p {
                super::session::Pick::Hand(c) => {
                    format!("Selected from your hand: {}", list.describe(c))
                }
                super::session::Pick::Commons(s) => {
                    l.pos.commons().get(s as usize).map_or(String::new(), |sl| {
                        format!(
                            "Selected from the Commons: {} (with {} coins on it)",
                            list.describe(sl.card),
                            sl.coins
                        )
                    })
                }
            })
        })
        .flatten()
    };
    let bonus_click = move |_| {
        let b = bonuses();
        if b.len() == 1 {
            show_bonus.set(false);
            ctx.kp_act(b[0].action);
        } else {
            show_bonus.update(|v| *v = !*v);
        }
    };
    view! {
        <p class="prompt-text">{move || if pass().is_some() {
            "You have no card to play and the Commons is empty.".to_string()
        } else {
            "Your turn: select a card in your hand or in the Commons, then choose how to play it.".to_string()
        }}</p>
        {move || (!bonuses().is_empty()).then(|| view! {
            <div class="kp-bonus">
                <button class="secondary" data-testid="bonus-action" aria-expanded=move || show_bonus.get().to_string() on:click=bonus_click>
                    {move || format!("Bonus action first ({} marker{} left): turn up a face-down character and use its ability", markers(), if markers() == 1 { "" } else { "s" })}
                </button>
                {move || show_bonus.get().then(|| view! {
                    <div class="choices">
                        {bonuses().into_iter().enumerate().map(|(i, c)| {
                            let a = c.action;
                            view! { <button class="secondary" data-testid=format!("bonus-card-{i}") data-name=c.name.unwrap_or_default() on:click=move |_| { show_bonus.set(false); ctx.kp_act(a) }>{c.label}</button> }
                        }).collect_view()}
                    </div>
                })}
            </div>
        })}
        {move || selected_text().map(|t| view! { <p class="kp-selected" data-testid="selected-card">{t}</p> })}
        <div class="choices">
            {move || ways().into_iter().map(|c| {
                let a = c.action;
                let id = match a {
                    Action::Play { way, .. } | Action::Take { way, .. } => format!("way-{}", serde_json::to_value(way).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()),
                    _ => "way".to_string(),
                };
                view! { <button class="primary" data-testid=id data-name=c.name.unwrap_or_default() on:click=move |_| ctx.kp_act(a)>{c.label}</button> }
            }).collect_view()}
            {move || pass().map(|c| {
                let a = c.action;
                view! { <button class="primary" data-testid="pass-turn" on:click=move |_| ctx.kp_act(a)>{c.label}</button> }
            })}
        </div>
    }
}
