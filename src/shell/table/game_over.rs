//! The end of a game, for any game: who won (`data-winner`: a seat, seats
//! joined by commas for a shared win, or `draw`), the game's own summary,
//! and what next.

use crate::shell::frame::routing::{Ctx, Screen};
use crate::shell::plug::game::GameUi;
use crate::shell::plug::game::{FeedbackSink, TableCtx};
use crate::shell::store::report;
use crate::shell::table::feedback_form::FeedbackForm;
use keep_core::Engine;
use leptos::prelude::*;

/// The game-over panel of game `G`: who won and the headline, for the
/// panel drawn the same for every game ([`panel`]).
pub fn game_over<G: GameUi>(t: TableCtx<G>) -> impl IntoView {
    let winners = Signal::derive(move || {
        t.winners()
            .map(|w| {
                if w.is_empty() {
                    "draw".to_string()
                } else {
                    w.iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                }
            })
            .unwrap_or_default()
    });
    let headline =
        Signal::derive(move || t.view().with(|v| t.names().with(|n| G::result_text(v, n))));
    panel(Panel {
        game: G::Engine::GAME,
        winners,
        headline,
        summary: G::game_over(t),
        feedback: t.feedback(),
        names: t.names().into(),
        actions: t.local().map(|l| Actions {
            again: l.again,
            replay: l.replay,
            report: l.report,
        }),
    })
}

/// What the game-over panel shows, for any game.
struct Panel {
    game: &'static str,
    winners: Signal<String>,
    headline: Signal<String>,
    summary: AnyView,
    /// Where the end-of-game answers of this device's players go.
    feedback: Option<FeedbackSink>,
    /// The players' names.
    names: Signal<Vec<String>>,
    /// What next (none in the replay viewer).
    actions: Option<Actions>,
}

/// What the game-over panel offers next.
struct Actions {
    /// Deals again: the same deal (`true`) or a new one.
    again: Callback<bool>,
    /// Opens the game in the replay viewer.
    replay: Callback<()>,
    /// The game's report: its file name and Markdown.
    report: Callback<(), (String, String)>,
}

/// The game-over panel, the same for every game.
fn panel(p: Panel) -> AnyView {
    let ctx = Ctx::get();
    let Panel {
        game,
        winners,
        headline,
        summary,
        feedback,
        names,
        actions,
    } = p;
    let reported = RwSignal::new(String::new());
    view! {
        <section class="game-over" data-testid="game-over" data-winner=move || winners.get() aria-labelledby="game-over-title">
            <h2 id="game-over-title">"Game over"</h2>
            <p class="headline">{move || headline.get()}</p>
            {summary}
            {actions.map(|a| view! {
                <div class="actions">
                    <button class="primary" data-testid="play-again" on:click=move |_| a.again.run(false)>"Play again (new deal)"</button>
                    <button class="primary" data-testid="gameover-report" on:click=move |_| {
                        let (name, md) = a.report.run(());
                        reported.set(report::deliver(&name, &md));
                    }>"Report"</button>
                    <button class="secondary" data-testid="replay-deal" on:click=move |_| a.again.run(true)>"Play this deal again"</button>
                    <button class="secondary" data-testid="replay-open" on:click=move |_| a.replay.run(())>"Watch the replay"</button>
                    <button class="secondary" on:click=move |_| ctx.screen.set(Screen::Setup(game))>"Change the settings"</button>
                </div>
                <p class="hint" role="status" data-testid="gameover-report-status">{move || reported.get()}</p>
                <p class="hint">"This game, its marks and everyone's answers are kept on this device under Games played here (on the game's setup screen and the picker), also after Play again."</p>
            })}
            {feedback.map(|sink| view! { <FeedbackForm sink names /> })}
        </section>
    }
    .into_any()
}
