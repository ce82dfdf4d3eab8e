//! Your turn, called, for any game: when a decision comes to the person at
//! this device, the dock comes back into view (from a log scrolled to, say),
//! the tab's title says so, and the phone vibrates once where the browser
//! allows. Two settings, remembered on the device (`turn-call-vibrate`,
//! `turn-call-hidden`): vibrating at all, and being called while the page
//! is hidden (never, unless chosen).

use crate::shell::frame::{browser, storage};
use leptos::html::Div;
use leptos::prelude::*;

/// Key of the turn call's settings in localStorage.
const KEY: &str = "keep-table.turn-call";

/// How long the phone vibrates at a call, in milliseconds.
const BUZZ_MS: u32 = 120;

/// How this device calls its player's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallSettings {
    /// Vibrate at the call.
    pub vibrate: bool,
    /// Call (vibrate) even while the page is hidden.
    pub hidden: bool,
}

impl Default for CallSettings {
    fn default() -> CallSettings {
        CallSettings {
            vibrate: true,
            hidden: false,
        }
    }
}

impl CallSettings {
    /// The settings written as `text` (the defaults for anything unknown).
    fn parse(text: &str) -> CallSettings {
        let mut s = CallSettings::default();
        for part in text.split(',') {
            match part {
                "vibrate" => s.vibrate = true,
                "quiet" => s.vibrate = false,
                "hidden" => s.hidden = true,
                "visible" => s.hidden = false,
                _ => {}
            }
        }
        s
    }

    /// The settings as text, as [`CallSettings::parse`] reads them.
    fn text(self) -> String {
        let v = if self.vibrate { "vibrate" } else { "quiet" };
        let h = if self.hidden { "hidden" } else { "visible" };
        format!("{v},{h}")
    }

    /// True when a call vibrates, the page being `hidden` or not.
    pub fn vibrates(self, hidden: bool) -> bool {
        self.vibrate && (!hidden || self.hidden)
    }

    /// Reads the device's settings and provides them for a table's dock and
    /// settings (its screen calls this once; saved on change).
    pub fn provide() {
        let s = RwSignal::new(
            storage::read(KEY).map_or_else(CallSettings::default, |t| CallSettings::parse(&t)),
        );
        Effect::new(move |first: Option<()>| {
            let text = s.with(|s| s.text());
            if first.is_some() {
                storage::write(KEY, &text);
            }
        });
        provide_context(Call(s));
    }

    /// The table's settings (provided by [`CallSettings::provide`]).
    pub fn get() -> RwSignal<CallSettings> {
        expect_context::<Call>().0
    }
}

/// The settings, as context.
#[derive(Clone, Copy)]
struct Call(RwSignal<CallSettings>);

/// The title a call gives the tab, from the page's own.
pub fn called_title(title: &str) -> String {
    format!("▶ Your turn · {title}")
}

/// Calls each new turn counted by `calls`: the dock into view, the phone
/// vibrated as the settings allow; and while `mine`, the tab's title says
/// it is your turn (the page's own title back after, and when the table
/// goes).
pub fn call_turns(mine: Signal<bool>, calls: Signal<u32>, dock: NodeRef<Div>) {
    let settings = CallSettings::get();
    let own = StoredValue::new(browser::title());
    Effect::new(move || {
        let own = own.get_value();
        browser::set_title(&if mine.get() { called_title(&own) } else { own });
    });
    on_cleanup(move || browser::set_title(&own.get_value()));
    Effect::new(move |seen: Option<u32>| {
        let n = calls.get();
        if seen.is_some_and(|s| s < n) {
            if let Some(d) = dock.get_untracked() {
                browser::bring_into_view(&d);
            }
            if settings.get_untracked().vibrates(browser::page_hidden()) {
                browser::vibrate(BUZZ_MS);
            }
        }
        n
    });
}

/// The turn call's settings, beside the bot speed.
#[component]
pub fn TurnCallSettings() -> impl IntoView {
    let s = CallSettings::get();
    view! {
        <fieldset class="turn-call-settings">
            <legend>"When it is your turn"</legend>
            <label class="check">
                <input type="checkbox" data-testid="turn-call-vibrate" prop:checked=move || s.with(|s| s.vibrate)
                    on:change=move |ev| { let on = event_target_checked(&ev); s.update(|s| s.vibrate = on); } />
                "Vibrate (on phones that can)"
            </label>
            <label class="check">
                <input type="checkbox" data-testid="turn-call-hidden" prop:checked=move || s.with(|s| s.hidden)
                    prop:disabled=move || !s.with(|s| s.vibrate)
                    on:change=move |ev| { let on = event_target_checked(&ev); s.update(|s| s.hidden = on); } />
                "Also while this page is in the background"
            </label>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_read_back_and_unknown_text_is_the_defaults() {
        for vibrate in [false, true] {
            for hidden in [false, true] {
                let s = CallSettings { vibrate, hidden };
                assert_eq!(CallSettings::parse(&s.text()), s);
            }
        }
        assert_eq!(CallSettings::parse("garbage"), CallSettings::default());
    }

    #[test]
    fn a_hidden_page_vibrates_only_when_chosen() {
        let d = CallSettings::default();
        assert!(d.vibrates(false));
        assert!(!d.vibrates(true));
        let chosen = CallSettings {
            vibrate: true,
            hidden: true,
        };
        assert!(chosen.vibrates(true));
        let quiet = CallSettings {
            vibrate: false,
            hidden: true,
        };
        assert!(!quiet.vibrates(false) && !quiet.vibrates(true));
    }
}
