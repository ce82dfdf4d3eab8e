//! The replay viewer's controls: first, back, forward, last, a slider, the
//! ← and → keys, whose view is shown, and a link to the moment shown.

use crate::shell::frame::browser;
use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::store::marks::Mark;
use leptos::ev;
use leptos::prelude::*;

/// What the controls move and show, for any game.
#[derive(Clone, Copy)]
pub struct Nav {
    /// The game's id (Close goes back to its setup).
    pub game: &'static str,
    /// Moves shown (0: the deal).
    pub step: RwSignal<usize>,
    /// Whose view is shown (`None`: what every player sees).
    pub seat: RwSignal<Option<u8>>,
    /// Moves in all.
    pub total: Signal<usize>,
    /// True when the last move ended the game.
    pub over: Signal<bool>,
    /// The players' names.
    pub names: Signal<Vec<String>>,
    /// The replay link of a step.
    pub link: Callback<usize, String>,
    /// The moments the table marked.
    pub marks: Signal<Vec<Mark>>,
}

/// The controls of a replay.
pub fn controls(nav: Nav) -> impl IntoView {
    let ctx = Ctx::get();
    let Nav {
        game,
        total,
        over,
        names,
        ..
    } = nav;
    let r = nav;
    let go = move |to: usize| r.step.set(to.min(total.get_untracked()));
    let back = move || go(r.step.get_untracked().saturating_sub(1));
    let forward = move || go(r.step.get_untracked() + 1);
    // ← and → step wherever the focus is, but not while typing.
    let keys = window_event_listener(ev::keydown, move |e| {
        let typing = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return;
        }
        match e.key().as_str() {
            "ArrowLeft" => back(),
            "ArrowRight" => forward(),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    // The open view is offered once the last move has ended the game, and
    // shown only at that step.
    let at_end = move || over.get() && r.step.get() == total.get();
    Effect::new(move || {
        if r.seat.get().is_none() && !at_end() {
            r.seat.set(Some(0));
        }
    });
    let link = move || nav.link.run(r.step.get_untracked());
    let copied = RwSignal::new(false);
    // The mark at the move shown, if any: its note and who made it.
    let mark_here = move || {
        let step = r.step.get();
        nav.marks.with(|m| {
            m.iter()
                .filter(|m| m.step == step)
                .map(|m| m.words())
                .collect::<Vec<_>>()
        })
    };
    view! {
        // The stepping controls: on a phone held at the bottom of the
        // screen (style/main.css), so every step is a tap with the table in
        // view, never a scroll back to the top.
        <div class="replay-steps" role="group" aria-label="Step through the game">
            <button class="secondary" data-testid="replay-first" aria-label="First: the deal" on:click=move |_| go(0)>"◀◀"</button>
            <button class="secondary" data-testid="replay-back" aria-label="Back one move" on:click=move |_| back()>"◀"</button>
            <span class="replay-step" data-testid="replay-step" data-step=move || r.step.get().to_string() data-total=move || total.get().to_string() aria-live="polite">
                {move || if r.step.get() == 0 { format!("The deal (of {} moves)", total.get()) } else { format!("Move {} of {}", r.step.get(), total.get()) }}
            </span>
            <button class="secondary" data-testid="replay-forward" aria-label="Forward one move" on:click=move |_| forward()>"▶"</button>
            <button class="secondary" data-testid="replay-last" aria-label="Last move" on:click=move |_| go(total.get_untracked())>"▶▶"</button>
            <input
                class="replay-slider"
                type="range"
                min="0"
                max=move || total.get().to_string()
                prop:value=move || r.step.get().to_string()
                aria-label="Move"
                on:input=move |e| {
                    if let Ok(s) = event_target_value(&e).parse::<usize>() {
                        go(s);
                    }
                }
            />
            {move || {
                let here = mark_here();
                (!here.is_empty()).then(|| view! {
                    <p class="replay-mark-note" data-testid="replay-mark-note">{format!("Marked: {}", here.join(" · "))}</p>
                })
            }}
        </div>
        <div class="replay-bar" role="group" aria-label="The replay">
            <button class="secondary" data-testid="replay-close" on:click=move |_| {
                // A shared replay's notice goes with it.
                ctx.notice.set(None);
                ctx.screen.set(Screen::Setup(game))
            }>"Close"</button>
            <label class="inline">
                "Seen by "
                <select data-testid="replay-seat" on:change=move |e| {
                    let v = event_target_value(&e);
                    r.seat.set(if v == "open" { None } else { v.parse::<u8>().ok() });
                }>
                    {move || {
                        let seat = r.seat.get();
                        let mut options: Vec<_> = names
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(i, n)| view! { <option value=i.to_string() selected=seat == Some(i as u8)>{n}</option> })
                            .collect();
                        if at_end() {
                            options.push(view! { <option value="open".to_string() selected=seat.is_none()>{"Everyone (all hands)".to_string()}</option> });
                        }
                        options.collect_view()
                    }}
                </select>
            </label>
            <button class="secondary" data-testid="replay-link" on:click=move |_| copied.set(browser::copy(&link()))>
                {move || if copied.get() { "Link copied" } else { "Copy a link to this move" }}
            </button>
            {move || {
                let marks = nav.marks.get();
                (!marks.is_empty()).then(|| view! {
                    <div class="replay-marks" role="group" aria-label="Marked moments">
                        {marks.into_iter().enumerate().map(|(i, m)| {
                            let step = m.step;
                            view! {
                                <button class="secondary mark-chip" data-testid=format!("replay-mark-{i}") data-step=step.to_string()
                                    aria-pressed=move || (r.step.get() == step).to_string() title=m.words() on:click=move |_| go(step)>
                                    {if step == 0 { "Mark: the deal".to_string() } else { format!("Mark: move {step}") }}
                                </button>
                            }
                        }).collect_view()}
                    </div>
                })
            }}
        </div>
    }
}
