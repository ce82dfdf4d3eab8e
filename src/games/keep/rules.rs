//! The rules as Keep Table plays them: `docs/rules/keep.md`, shown in
//! the shell's rules panel.

use crate::shell::Markdown;
use leptos::prelude::*;

/// The rules text.
#[component]
pub fn Rules() -> impl IntoView {
    view! { <Markdown text=include_str!("../../../docs/rules/keep.md") /> }
}
