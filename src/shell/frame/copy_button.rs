//! A button that copies a link and says so ("Copied ✓" for a moment, and
//! to a screen reader), for invitations and campaign links.

use crate::shell::frame::browser;
use leptos::prelude::*;
use std::time::Duration;

/// How long "Copied" shows.
const SHOWN: Duration = Duration::from_millis(2500);

/// Copies `text` when tapped, then reads "Copied ✓" for a moment.
#[component]
pub fn CopyButton(
    /// What is copied.
    text: String,
    /// The button's words before a copy.
    #[prop(default = "Copy")]
    label: &'static str,
    /// Its `data-testid`, if any.
    #[prop(optional)]
    testid: Option<String>,
    /// Its class (`secondary` unless told).
    #[prop(default = "secondary")]
    class: &'static str,
) -> impl IntoView {
    let copied = RwSignal::new(false);
    let copy = move |_| {
        if browser::copy(&text) {
            copied.set(true);
            set_timeout(move || copied.set(false), SHOWN);
        }
    };
    view! {
        <button class=class data-testid=testid data-copied=move || copied.get().to_string() on:click=copy>
            {move || if copied.get() { "Copied ✓" } else { label }}
        </button>
        <span class="visually-hidden" role="status">{move || copied.get().then_some("Copied.")}</span>
    }
}
