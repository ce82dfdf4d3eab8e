//! Keep's confirm before a choice that cannot be undone commits: the
//! choice tapped stays pressed, the hand folds away, and this button says
//! what it will do (`confirm-choice`); a second tap on the choice, or Back
//! (`confirm-back`), drops it. What waits is the table's pick (`armed`),
//! so another card selected drops it too.

use super::choices::confirm_words;
use super::game::Keep;
use crate::shell::kit::TableCtx;
use keep::Action;
use leptos::prelude::*;

/// A tap on the choice of `action`: it waits for its confirm when it
/// needs one (a second tap drops it), else it is taken at once.
pub fn tap(t: TableCtx<Keep>, action: Action) {
    if t.view()
        .with_untracked(|v| confirm_words(action, v))
        .is_none()
    {
        t.update_pick(|u| u.armed = None);
        t.act(action);
    } else {
        t.update_pick(|u| {
            u.armed = if u.armed == Some(action) {
                None
            } else {
                Some(action)
            }
        });
    }
}

/// True while `action` waits for its confirm (tracked).
pub fn is_armed(t: TableCtx<Keep>, action: Action) -> bool {
    t.pick().with(|u| u.armed == Some(action))
}

/// True while any choice waits for its confirm (tracked).
pub fn waiting(t: TableCtx<Keep>) -> bool {
    t.pick().with(|u| u.armed.is_some())
}

/// Drops the choice waiting for its confirm.
pub fn drop_armed(t: TableCtx<Keep>) {
    t.update_pick(|u| u.armed = None);
}

/// The confirm button of the choice waiting, and Back, which drops it
/// (nothing while none waits). The confirm takes the focus when it comes,
/// so a keyboard's Enter commits.
#[component]
pub fn ConfirmChoice(t: TableCtx<Keep>) -> impl IntoView {
    let armed = move || t.pick().with(|u| u.armed);
    let words = move || armed().and_then(|a| t.view().with(|v| confirm_words(a, v)));
    let node = NodeRef::<leptos::html::Button>::new();
    Effect::new(move || {
        if let Some(b) = node.get() {
            let _ = b.focus();
        }
    });
    view! {
        {move || words().map(|w| view! {
            <div class="kp-confirm-row">
                <button class="primary kp-confirm" data-testid="confirm-choice" node_ref=node
                    on:click=move |_| {
                        if let Some(a) = armed() {
                            drop_armed(t);
                            t.act(a);
                        }
                    }>{format!("✓ {w}")}</button>
                <button class="secondary" data-testid="confirm-back" on:click=move |_| drop_armed(t)>"Back"</button>
            </div>
        })}
    }
}
