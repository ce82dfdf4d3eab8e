//! What every page draws around its screen: the header, the notice bar and
//! the panel that replaces a screen that failed.

use crate::shell::frame::routing::Ctx;
use leptos::prelude::*;

/// The page's header; the title goes `home` (the picker, or the main page
/// from a page that has none).
#[component]
pub fn Header(home: Callback<()>) -> impl IntoView {
    view! {
        <header class="app-header">
            <h1 class="app-title">
                <button class="link-button" data-testid="home" on:click=move |_| home.run(())>"Keep Table"</button>
            </h1>
            <p class="tagline">"Playtest Card Keeper and its sibling games, against bots or pass-and-play."</p>
        </header>
    }
}

/// The notice of the moment ([`Ctx::say`]), with its close button.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let ctx = Ctx::get();
    move || {
        ctx.notice.get().map(|n| {
            view! {
                <div class="notice" data-testid="notice" role="status">
                    <span>{n}</span>
                    <button class="notice-close" aria-label="Dismiss" on:click=move |_| ctx.notice.set(None)>"×"</button>
                </div>
            }
        })
    }
}

/// Its children, or what went wrong in them, in words: the page never goes
/// blank.
#[component]
pub fn Failed(children: Children) -> impl IntoView {
    view! {
        <ErrorBoundary fallback=|errors| {
            view! {
                <div class="app-error" data-testid="app-error" role="alert">
                    "Something went wrong: "
                    {move || errors.get().into_iter().map(|(_, e)| e.to_string()).collect::<Vec<_>>().join("; ")}
                </div>
            }
        }>
            {children()}
        </ErrorBoundary>
    }
}
