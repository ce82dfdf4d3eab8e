//! The viewing player's hand, face up: select a card, then play or burn it.

use crate::app::Ctx;
use crate::card::CardFace;
use crate::game_session::GameSession;
use crate::session::Stage;
use leptos::prelude::*;

/// The hand of the player whose view is shown (nothing behind the privacy screen).
#[component]
pub fn Hand() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let viewer = move || {
        ctx.read(|l| {
            if l.session.seating.pass_to.is_none() {
                l.session.seating.viewer
            } else {
                None
            }
        })
        .flatten()
    };
    let stage = move || ctx.read(|l| l.session.stage(&l.pos));
    let selected = move || ctx.read(|l| l.session.selected).flatten();
    // The card with keyboard focus or under the pointer: its reason is shown in words.
    let focused = RwSignal::new(None::<card_keeper::Card>);
    let cards = move || {
        ctx.read(|l| match viewer() {
            Some(v) => {
                let my_turn = l.session.stage(&l.pos) == Stage::PlayOrBurn;
                l.pos
                    .hand(v)
                    .cards()
                    .enumerate()
                    .map(|(i, c)| {
                        (
                            i,
                            c,
                            my_turn && l.pos.is_playable(c),
                            l.pos.why_not_playable(c),
                        )
                    })
                    .collect::<Vec<_>>()
            }
            None => Vec::new(),
        })
        .unwrap_or_default()
    };
    let can_play = move || {
        stage() == Some(Stage::PlayOrBurn)
            && ctx
                .read(|l| l.session.selected.is_some_and(|c| l.pos.is_playable(c)))
                .unwrap_or(false)
    };
    let can_burn = move || {
        matches!(stage(), Some(Stage::PlayOrBurn | Stage::ChaosBurn)) && selected().is_some()
    };
    let play = move |_| {
        let mut action = None;
        ctx.with_game(|l| action = l.session.play_selected(&l.pos));
        if let Some(a) = action {
            ctx.act(a);
        }
    };
    let burn = move |_| {
        if let Some(a) = ctx.read(|l| l.session.burn_selected(&l.pos)).flatten() {
            ctx.act(a);
        }
    };
    view! {
        {move || viewer().map(|v| {
            let name = ctx.read(|l| l.session.name(v).to_string()).unwrap_or_default();
            view! {
                <section class="hand-area" aria-label=format!("{name}'s hand")>
                    <h2 class="hand-title">{format!("{name}'s hand")}</h2>
                    <div class="hand" data-testid="hand" data-seat=v.to_string() role="group" aria-label="Your cards: select one">
                        <For each=cards key=|(i, c, p, _)| (*i, *c, *p) let:item>
                            {
                                let (_, card, playable, why) = item;
                                let pressed = move || selected() == Some(card);
                                let label = match &why {
                                    None => format!("{} (playable)", card.name()),
                                    Some(w) => format!("{} (not playable: {w})", card.name()),
                                };
                                view! {
                                    <button
                                        class=move || format!("hand-card{}{}", if playable { " hand-card--playable" } else { "" }, if pressed() { " hand-card--selected" } else { "" })
                                        data-testid="card"
                                        data-code=card.code()
                                        data-playable=playable.to_string()
                                        aria-pressed=move || pressed().to_string()
                                        title=label.clone()
                                        on:focus=move |_| focused.set(Some(card))
                                        on:blur=move |_| focused.set(None)
                                        on:mouseenter=move |_| focused.set(Some(card))
                                        on:mouseleave=move |_| focused.set(None)
                                        on:click=move |_| ctx.with_game(|l| {
                                            l.session.selected = if l.session.selected == Some(card) && l.session.draft.is_none() { None } else { Some(card) };
                                        })
                                    >
                                        <CardFace card=card />
                                        <span class="visually-hidden">{match &why {
                                            None => " (playable)".to_string(),
                                            Some(w) => format!(" (not playable: {w})"),
                                        }}</span>
                                        {(!playable).then(|| view! { <span class="unplayable-mark" aria-hidden="true">"✕"</span> })}
                                    </button>
                                }
                            }
                        </For>
                    </div>
                    <div class="hand-actions">
                        <button class="primary" data-testid="play-selected" disabled=move || !can_play() on:click=play>
                            "Play"
                        </button>
                        <button class="secondary" data-testid="burn-selected" disabled=move || !can_burn() on:click=burn>
                            {move || if stage() == Some(Stage::ChaosBurn) { "Burn to the Chaos" } else { "Burn face down" }}
                        </button>
                        <span class="hint">
                            {move || match (stage(), focused.get().or(selected())) {
                                (Some(Stage::PlayOrBurn), None) => "Select a card: playable cards are raised; any card can be burned.".to_string(),
                                (Some(Stage::PlayOrBurn), Some(c)) => ctx
                                    .read(|l| l.pos.why_not_playable(c))
                                    .flatten()
                                    .map(|w| format!("{} cannot be played: {w}. You may burn it.", c.name()))
                                    .unwrap_or_else(|| format!("{} can be played.", c.name())),
                                (Some(Stage::ChaosBurn), _) => "Chaos: select the card you burn.".to_string(),
                                _ => String::new(),
                            }}
                        </span>
                    </div>
                </section>
            }
        })}
    }
}
