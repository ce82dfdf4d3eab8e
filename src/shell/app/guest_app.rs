//! A game's guest page (`guest-<game>.html`): only what a guest's device
//! needs to sit at a host's table of game `G`, the header, notices and the
//! guest's screen. No picker, setup, local table, hosting or other game is
//! in its wasm; the title and every way out go to the main page.

use crate::shell::app::chrome::{Failed, Header, NoticeBar};
use crate::shell::frame::browser;
use crate::shell::frame::routing::Ctx;
use crate::shell::plug::game::{EngineOf, GameUi};
use keep_core::link::Query;
use keep_core::Engine;
use keep_net::Invitation;
use leptos::prelude::*;

/// What this page makes of its address: the guest's screen for an
/// invitation of `G`, another game's guest page, or why not, in words.
#[derive(Debug, PartialEq)]
pub enum Opened {
    /// An invitation to a table of this page's game.
    Seat(Invitation),
    /// An invitation to another game: its own guest page opens it.
    Elsewhere(String),
    /// No usable invitation.
    Broken(String),
}

/// Reads the invitation in `query` (with its `?`) for a page of game `game`.
pub fn open(query: &str, game: &str) -> Opened {
    let broken = |why: String| {
        Opened::Broken(format!(
            "This invitation could not be used: {why}. Ask the host for a new one."
        ))
    };
    let q = match Query::parse(query) {
        Ok(q) if q.get("join").is_some() => q,
        _ => {
            return Opened::Broken(
                "This page joins a game on another device through an invitation link, and none was opened here. Ask the host for their invitation link."
                    .into(),
            )
        }
    };
    match Invitation::decode(&q) {
        Ok(i) if i.game == game => Opened::Seat(i),
        Ok(i) => Opened::Elsewhere(i.game),
        Err(why) => broken(why),
    }
}

/// The guest page of game `G`.
pub fn guest_app<G: GameUi>() -> impl IntoView {
    let ctx = Ctx::provide();
    let home = Callback::new(|_| browser::go_to_main_page());
    let screen = match open(&browser::invitation_query(), EngineOf::<G>::GAME) {
        Opened::Seat(inv) => crate::shell::net::guest::guest_screen::<G>(inv).into_any(),
        Opened::Elsewhere(game) => {
            browser::move_to_page(&browser::guest_page_file(&game));
            view! { <p class="table-missing" role="status">"Opening the invitation's game…"</p> }
                .into_any()
        }
        Opened::Broken(why) => {
            ctx.say(why);
            view! {
                <section class="table-missing">
                    <p>"Nothing to join here."</p>
                    <button class="primary" on:click=move |_| browser::go_to_main_page()>"Go to the games"</button>
                </section>
            }
            .into_any()
        }
    };
    view! {
        <div class="app" data-app-started="true">
            <Header home=home />
            <NoticeBar />
            <Failed>
                <main>{screen}</main>
            </Failed>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invitation_opens_on_its_own_games_page_only() {
        let q = "?join=keep&seat=2&key=abc&room=ws%3A%2F%2F127.0.0.1%3A3536%2Fr";
        assert!(matches!(open(q, "keep"), Opened::Seat(i) if i.seat == Some(1)));
        assert_eq!(open(q, "card-keeper"), Opened::Elsewhere("keep".into()));
        assert!(matches!(open("", "keep"), Opened::Broken(_)));
        assert!(
            matches!(open("?join=keep&seat=x", "keep"), Opened::Broken(w) if w.contains("could not be used"))
        );
    }
}
