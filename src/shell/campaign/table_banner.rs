//! The campaign's line on a game's setup screen: which playtest this table
//! plays, what goes to its designer, in people's words, and the players'
//! switch to keep this table's games to themselves.

use crate::shell::campaign::table::{self, Changed, TableCampaign};
use crate::shell::store::outbox::OutboxCount;
use leptos::prelude::*;

/// What the players are told goes to the designer.
pub const WHAT_GOES: &str = "When a game at this table ends, or is left for a new one, its moves, marks, notes and answers go to the designer of this playtest, sealed so that only the designer can read them: the relays that carry them see nothing of it. The names typed for the seats go too; leave them blank to stay anonymous. Nothing else about you or this device is sent.";

/// The player counts a campaign offers, in words (`None`: every count).
fn counts(players: &[u8]) -> Option<String> {
    let words: Vec<String> = players.iter().map(u8::to_string).collect();
    match words.as_slice() {
        [] => None,
        [one] => Some(format!("This playtest is for {one} players.")),
        [rest @ .., last] => Some(format!(
            "This playtest is for {} or {last} players.",
            rest.join(", ")
        )),
    }
}

/// Game `game`'s campaign line (nothing without a campaign).
pub fn table_banner(game: &'static str) -> AnyView {
    let changed = Changed::get();
    let here = Memo::new(move |_| {
        if let Some(c) = changed {
            c.0.track();
        }
        table::read(game)
    });
    let set_on = move |on: bool| {
        if let Some(mut t) = here.get_untracked() {
            if on && !t.on {
                // Games started from now on go to the designer.
                t.since = js_sys::Date::now() as u64;
            }
            t.on = on;
            table::write(game, &t);
        }
    };
    (move || {
        here.get().map(|TableCampaign { name, players, on, .. }| {
            view! {
                <section class="campaign campaign-card" data-testid="campaign-table" aria-labelledby="campaign-table-title">
                    <h3 id="campaign-table-title">{format!("Playtest: {name}")}</h3>
                    <p>{WHAT_GOES}</p>
                    {counts(&players).map(|c| view! { <p class="hint">{c}</p> })}
                    <label class="check">
                        <input type="checkbox" data-testid="campaign-consent" prop:checked=on
                            on:change=move |ev| set_on(event_target_checked(&ev)) />
                        "Send this table's games to the designer"
                    </label>
                    {(!on).then(|| view! { <p class="hint">"This table's games stay on this device."</p> })}
                    <OutboxCount always=true />
                    <button class="link-button" data-testid="campaign-leave" on:click=move |_| table::forget(game)>
                        "Leave this playtest (play as usual)"
                    </button>
                </section>
            }
        })
    })
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counts_read_as_a_list() {
        assert_eq!(counts(&[]), None);
        assert_eq!(counts(&[3]).unwrap(), "This playtest is for 3 players.");
        assert_eq!(
            counts(&[2, 3, 4]).unwrap(),
            "This playtest is for 2, 3 or 4 players."
        );
    }
}
