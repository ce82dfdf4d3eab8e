//! A guest's playtest notes: each note reaches the host as it is typed (a
//! short pause is enough), is kept on this device until the host says it
//! keeps it, and sits in the list beside the earlier ones; "Add another
//! note" starts the next. The same for every game (compiled once).

use super::wire::send;
use super::words::Words;
use crate::shell::net::APP_VERSION;
use keep_core::record::Note;
use keep_net::ToHost;
use leptos::prelude::*;

/// How long typing pauses before the note goes to the host.
const PAUSE_MS: u64 = 600;

/// Sends `note` to the host, for the seat whose secret is `secret`: false
/// when not connected (it is sent again once connected).
pub(super) fn send_note(secret: &str, note: &Note) -> bool {
    let msg = ToHost::<()>::Notes {
        v: APP_VERSION.into(),
        seat: note.seat,
        secret: secret.to_string(),
        n: note.n,
        text: note.text.clone(),
    };
    serde_json::to_string(&msg).is_ok_and(|t| send(&t))
}

/// The notes panel of the guest in `seat`: the notes so far, each saying
/// whether the host keeps it, and the box of the note being typed.
#[component]
pub(super) fn GuestNotes(
    /// What the guest said, kept on the device.
    words: RwSignal<Words>,
    /// The guest's seat.
    seat: u8,
    /// The seat's invitation secret (every message carries it).
    secret: String,
) -> impl IntoView {
    // Each keystroke counts; the note goes out once typing pauses.
    let typed = StoredValue::new(0u64);
    let send_open = Callback::new(move |()| {
        let note = words.with_untracked(|w| {
            let n = w.open;
            w.unsent(seat).into_iter().find(|x| x.n == n)
        });
        if let Some(note) = note {
            send_note(&secret, &note);
        }
    });
    let on_input = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        words.update(|w| {
            w.type_note(&text);
        });
        typed.update_value(|t| *t += 1);
        let at = typed.get_value();
        set_timeout(
            move || {
                if typed.try_get_value() == Some(at) {
                    send_open.run(());
                }
            },
            std::time::Duration::from_millis(PAUSE_MS),
        );
    };
    let add = move |_| {
        send_open.run(());
        words.update(Words::close_note);
        crate::shell::frame::browser::focus_soon("notes");
    };
    let open_text = Signal::derive(move || words.with(Words::open_text));
    let listed = Signal::derive(move || {
        words.with(|w| {
            w.notes
                .iter()
                .filter(|x| x.n != w.open)
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    let open_state = Signal::derive(move || {
        words.with(|w| {
            w.notes
                .iter()
                .find(|x| x.n == w.open && !x.text.trim().is_empty())
                .map(|x| {
                    if x.kept {
                        "The host has this note."
                    } else {
                        "Sending to the host…"
                    }
                })
                .unwrap_or("")
        })
    });
    view! {
        <section class="notes-panel" id="notes-panel" aria-labelledby="notes-title">
            <h2 id="notes-title">"Playtest notes"</h2>
            <Show when=move || listed.with(|l| !l.is_empty())>
                <ol class="guest-notes" data-testid="guest-notes">
                    {move || listed.get().into_iter().map(|x| {
                        let state = if x.kept { "kept" } else { "waiting" };
                        let words = if x.kept { "The host has it." } else { "Not with the host yet: sent again once connected." };
                        view! {
                            <li data-testid=format!("guest-note-{}", x.n) data-state=state>
                                <span class="note-text">{x.text}</span>
                                " "<span class="hint">{words}</span>
                            </li>
                        }
                    }).collect_view()}
                </ol>
            </Show>
            <label for="notes">"What did you argue about? Each note goes to the host's report as you type."</label>
            <textarea id="notes" data-testid="notes" rows="4"
                placeholder="A ruling you disagreed on, a card that felt too strong…"
                prop:value=move || open_text.get()
                on:input=on_input
                on:change=move |_| send_open.run(())
            ></textarea>
            <div class="actions">
                <button class="secondary" data-testid="notes-add" on:click=add
                    disabled=move || open_text.with(|t| t.trim().is_empty())>"Add another note"</button>
                <span class="hint" role="status" data-testid="notes-status">{move || open_state.get()}</span>
            </div>
        </section>
    }
}
