//! The end of a Keep game: the winners and every player's score line by
//! line (coins, each character's effects, each item's value).

use crate::app::Ctx;
use crate::game_session::GameSession;
use leptos::prelude::*;

/// The game over panel (`game-over`, `data-winner`: a seat or a
/// comma-separated list for a shared win).
#[component]
pub fn GameOver() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let again = move |same: bool| {
        let Some(mut s) = ctx.kp_read(|l| l.session.settings.clone()) else {
            return;
        };
        if !same {
            s.deal.seed = crate::browser::random_seed();
        }
        ctx.kp_setup.set(s.clone());
        ctx.kp_start(s);
    };
    move || {
        ctx.kp_read(|l| {
            let o = l.pos.outcome()?;
            let winners: Vec<String> = o.winners.iter().map(|w| w.to_string()).collect();
            let names: Vec<String> = o
                .winners
                .iter()
                .map(|&w| l.session.name(w).to_string())
                .collect();
            let headline = if names.len() == 1 {
                format!("{} wins with {} coins.", names[0], o.totals[o.winners[0] as usize])
            } else {
                format!(
                    "{} share the win with {} coins each.",
                    names.join(" and "),
                    o.totals[o.winners[0] as usize]
                )
            };
            let sheets: Vec<_> = (0..l.pos.players()).map(|s| l.pos.score_sheet(s)).collect();
            Some(view! {
                <section class="game-over" data-testid="game-over" data-winner=winners.join(",") aria-labelledby="kp-over-title">
                    <h2 id="kp-over-title">"Game over"</h2>
                    <p class="headline">{headline}</p>
                    <p class="hint">"A hand was empty at the round's hand check. Most coins wins; ties go to the most cards in the Cloister; then the win is shared."</p>
                    <div class="kp-sheets">
                        {sheets.into_iter().map(|sh| view! {
                            <table class="kp-sheet" data-testid=format!("score-sheet-{}", sh.seat) data-total=sh.total.to_string()>
                                <caption>{format!("{}: {} ({} Cloister cards)", l.session.name(sh.seat), sh.total, sh.cloister_cards)}</caption>
                                <tbody>
                                    {sh.lines.into_iter().map(|ln| view! {
                                        <tr><td>{ln.label}</td><td class="num">{ln.points.to_string()}</td></tr>
                                    }).collect_view()}
                                    <tr class="total"><th scope="row">"Total"</th><td class="num">{sh.total.to_string()}</td></tr>
                                </tbody>
                            </table>
                        }).collect_view()}
                    </div>
                    <div class="actions">
                        <button class="primary" data-testid="play-again" on:click=move |_| again(false)>"Play again (new deal)"</button>
                        <button class="secondary" data-testid="replay-deal" on:click=move |_| again(true)>"Replay this deal"</button>
                    </div>
                </section>
            })
        })
        .flatten()
    }
}
