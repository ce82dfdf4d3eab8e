//! The lab's "Playtest campaign" section of one game: a form that makes a
//! campaign (its name, the player counts offered, the questions at the end
//! of a game, the relays; the variant is the lab's settings above), and
//! each campaign of the game kept here with its link, QR code and key
//! backup; a key backup opens a campaign made on another device.

use crate::shell::campaign::designs;
use crate::shell::frame::browser;
use crate::shell::frame::copy_button::CopyButton;
use crate::shell::frame::qr::qr_svg;
use keep_core::record::Tag;
use keep_net::campaign::{Designer, QUESTION};
use keep_net::nostr::{relay_list, DEFAULT_RELAYS};
use leptos::prelude::*;
use std::ops::RangeInclusive;

/// The section of game `game` (`title`) taking `players`: `options` is the
/// lab's variant as the game's options (`None`: the rules), `words` says
/// it in words.
pub fn campaign_section(
    game: &'static str,
    title: &'static str,
    players: RangeInclusive<usize>,
    options: Signal<Option<serde_json::Value>>,
    words: Signal<Vec<String>>,
) -> impl IntoView {
    let kept = RwSignal::new(designs::load());
    let name = RwSignal::new(String::new());
    let counts = RwSignal::new(players.clone().collect::<Vec<usize>>());
    let tags = RwSignal::new(Tag::ALL.to_vec());
    let question = RwSignal::new(QUESTION.to_string());
    let relays = RwSignal::new(DEFAULT_RELAYS.replace(", ", "\n"));
    let message = RwSignal::new(None::<String>);
    let make = move |_| {
        let made = (|| -> Result<Designer, String> {
            let secret = designs::secret_bytes()?;
            let relays = relay_list(&relays.get_untracked());
            let mut d = Designer::new(
                &name.get_untracked(),
                game,
                &relays,
                &secret,
                js_sys::Date::now() as u64,
            )
            .ok_or("the random bytes made no key; try again")?;
            let c = &mut d.campaign;
            c.players = counts.get_untracked().iter().map(|&n| n as u8).collect();
            if c.players.is_empty() {
                return Err("offer at least one player count".into());
            }
            c.options = options.get_untracked();
            c.tags = tags
                .get_untracked()
                .iter()
                .map(|t| t.as_str().to_string())
                .collect();
            c.question = question.get_untracked().trim().to_string();
            c.check()?;
            designs::keep(&d)?;
            Ok(d)
        })();
        match made {
            Ok(d) => {
                message.set(Some(format!(
                    "Campaign “{}” made. Back up its key: it is kept only in this browser.",
                    d.campaign.name
                )));
                name.set(String::new());
                kept.set(designs::load());
            }
            Err(why) => message.set(Some(format!("The campaign was not made: {why}."))),
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some((file, read)) = browser::read_chosen_file(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let opened = read
                .await
                .map_err(|()| "the file could not be read".to_string())
                .and_then(|text| Designer::from_file(&text))
                .and_then(|d| designs::keep(&d).map(|()| d));
            message.set(Some(match opened {
                Ok(d) if d.campaign.game == game => {
                    kept.set(designs::load());
                    format!("Campaign “{}” opened on this device.", d.campaign.name)
                }
                Ok(d) => format!(
                    "Campaign “{}” opened on this device; it is a campaign of another game (`{}`): find it in that game's lab.",
                    d.campaign.name, d.campaign.game
                ),
                Err(why) => format!("{file} was not opened: {why}."),
            }));
        });
    };
    let mine = move || {
        let mut list: Vec<Designer> = kept
            .get()
            .into_iter()
            .filter(|d| d.campaign.game == game)
            .collect();
        list.reverse();
        list
    };
    view! {
        <details class="campaign" data-testid="campaign" open=move || !mine().is_empty()>
            <summary>"Playtest campaign: a link for your playtesters"</summary>
            <p class="hint">{format!(
                "A link for playtesters of {title}, with the campaign's key made and kept in this browser. Each game played from it (its moves, marks and answers) is to be sealed so that only this key can read it, and sent through public relays: no server, no account."
            )}</p>
            <div class="lab-form">
                <div class="field">
                    <label for="campaign-name">"Campaign name"</label>
                    <input id="campaign-name" data-testid="campaign-name" type="text" maxlength="80" autocomplete="off" placeholder="Spring playtest" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </div>
                {(players.start() < players.end()).then(|| view! {
                    <fieldset class="campaign-choices">
                        <legend>"Player counts offered"</legend>
                        {players.clone().map(|n| view! {
                            <label class="check">
                                <input type="checkbox" data-testid=format!("campaign-players-{n}") prop:checked=move || counts.with(|c| c.contains(&n))
                                    on:change=move |ev| {
                                        let on = event_target_checked(&ev);
                                        counts.update(|c| { c.retain(|&x| x != n); if on { c.push(n); c.sort_unstable(); } });
                                    } />
                                {n.to_string()}
                            </label>
                        }).collect_view()}
                    </fieldset>
                })}
                <fieldset class="campaign-choices">
                    <legend>"Asked at the end of a game"</legend>
                    {Tag::ALL.into_iter().map(|t| view! {
                        <label class="check">
                            <input type="checkbox" data-testid=format!("campaign-tag-{}", t.as_str()) prop:checked=move || tags.with(|s| s.contains(&t))
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    tags.update(|s| { s.retain(|&x| x != t); if on { s.push(t); s.sort_by_key(|x| Tag::ALL.iter().position(|y| y == x)); } });
                                } />
                            {t.words()}
                        </label>
                    }).collect_view()}
                </fieldset>
                <div class="field">
                    <label for="campaign-question">"The question above the note"</label>
                    <input id="campaign-question" data-testid="campaign-question" type="text" maxlength="200" prop:value=move || question.get() on:input=move |ev| question.set(event_target_value(&ev)) />
                </div>
                <div class="field">
                    <label for="campaign-relays">"Relays (one a line)"</label>
                    <textarea id="campaign-relays" data-testid="campaign-relays" rows="4" spellcheck="false" prop:value=move || relays.get() on:input=move |ev| relays.set(event_target_value(&ev))></textarea>
                </div>
                <p class="hint" data-testid="campaign-variant">{move || {
                    let w = words.get();
                    if options.with(Option::is_none) || w.is_empty() {
                        "Tables play the rules as written (set a variant above to test one).".to_string()
                    } else {
                        format!("Tables play the variant set above: {}.", w.join("; "))
                    }
                }}</p>
                <div class="actions">
                    <button class="primary" data-testid="campaign-new" on:click=make>"Make the campaign"</button>
                </div>
            </div>
            {move || message.get().map(|m| view! { <p class="notice-inline" role="status" data-testid="campaign-message">{m}</p> })}
            {move || mine().into_iter().map(campaign_card).collect_view()}
            <div class="field campaign-import">
                <label for="campaign-key-import">"Open a campaign made on another device (its key backup)"</label>
                <input id="campaign-key-import" data-testid="campaign-key-import" type="file" accept=".json,application/json" on:change=import />
            </div>
        </details>
    }
}

/// One campaign kept here: its link, QR code and key backup.
fn campaign_card(d: Designer) -> impl IntoView {
    let c = d.campaign.clone();
    let link = designs::link(&c);
    let qr = qr_svg(&link, "campaign-qr-svg");
    let players = c
        .players
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let facts = format!(
        "{players} players · {} · {} relay{}",
        if c.options.is_some() {
            "a variant"
        } else {
            "the rules as written"
        },
        c.relays.len(),
        if c.relays.len() == 1 { "" } else { "s" }
    );
    let file = designs::backup_name(&c);
    let backup = d.to_file();
    view! {
        <article class="campaign-card" data-testid="campaign-card" data-key=c.key.clone()>
            <h3>{c.name.clone()}</h3>
            <p class="hint">{facts}</p>
            <p class="campaign-link"><a data-testid="campaign-link" data-link=link.clone() href=link.clone()>{link.clone()}</a></p>
            <div class="actions">
                <CopyButton text=link label="Copy the link" testid="campaign-copy".to_string() />
                <button class="secondary" data-testid="campaign-key-backup" on:click=move |_| {
                    browser::download(&file, &backup, "application/json");
                }>"Back up the key"</button>
            </div>
            <p class="hint">"The key is kept only in this browser: without it nobody can read this campaign's games. Keep its backup somewhere safe, and open it on another device to read the games there."</p>
            <p class="hint" data-testid="campaign-sending">"Tables that open the link send each game, sealed, to the campaign's relays. Not yet in this version: an inbox here that fetches them; until then they wait on the relays (for some weeks, as each relay keeps them)."</p>
            <div class="campaign-qr" data-testid="campaign-qr" role="img" aria-label="QR code of the campaign's link" inner_html=qr></div>
        </article>
    }
}
