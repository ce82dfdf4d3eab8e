//! What the Keep game-over panel adds: every player's score line by line
//! (coins, each character's effects, each item's value).

use super::game::Keep;
use crate::shell::kit::TableCtx;
use leptos::prelude::*;

/// Every player's score sheet (`score-sheet-N`, `data-total`).
#[component]
pub fn ScoreSheets(t: TableCtx<Keep>) -> impl IntoView {
    let v = t.view();
    move || {
        let names = t.names().get();
        let sheets: Vec<_> = v.with(|v| (0..v.players()).map(|s| v.score_sheet(s)).collect());
        view! {
            <p class="hint">"A hand was empty at the round's hand check. Each total is the coins plus every character's score and every item's value; the highest total wins; ties go to the most cards in the Cloister; then the win is shared."</p>
            <div class="kp-sheets">
                {sheets.into_iter().map(|sh| view! {
                    <table class="kp-sheet" data-testid=format!("score-sheet-{}", sh.seat) data-total=sh.total.to_string()>
                        <caption>{format!("{}: total {} ({} Cloister cards)", names.get(sh.seat as usize).cloned().unwrap_or_default(), sh.total, sh.cloister_cards)}</caption>
                        <tbody>
                            {sh.lines.into_iter().map(|ln| view! {
                                <tr><td>{ln.label}</td><td class="num">{ln.points.to_string()}</td></tr>
                            }).collect_view()}
                            <tr class="total"><th scope="row">"Total"</th><td class="num">{sh.total.to_string()}</td></tr>
                        </tbody>
                    </table>
                }).collect_view()}
            </div>
        }
    }
}
