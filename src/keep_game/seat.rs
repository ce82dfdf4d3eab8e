//! One Keep seat: name, coins, bonus markers, hand size, the Royal Decree,
//! and the Cloister (items face up grouped by type, face-down characters as
//! backs, one's own marked).

use super::CardFace;
use crate::app::Ctx;
use crate::game_session::GameSession;
use keep::CardId;
use leptos::prelude::*;

/// Seat `seat` and its Cloister.
#[component]
pub fn Seat(seat: u8) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let read =
        move |f: fn(&super::Live, u8) -> String| ctx.kp_read(|l| f(l, seat)).unwrap_or_default();
    let viewer = move || {
        ctx.kp_read(|l| {
            if l.session.seating.pass_to.is_none() {
                l.session.seating.viewer
            } else {
                None
            }
        })
        .flatten()
    };
    let deciding = move || {
        ctx.kp_read(|l| l.pos.pending().map(|p| p.0) == Some(seat))
            .unwrap_or(false)
    };
    let decree = move || ctx.kp_read(|l| l.pos.decree() == seat).unwrap_or(false);
    let kind = move || ctx.kp_read(|l| l.session.settings.deal.seats[seat as usize]);
    let facedown = move || {
        ctx.kp_read(|l| l.pos.cloister(seat).iter().filter(|p| !p.face_up).count())
            .unwrap_or(0)
    };
    view! {
        <li
            class=move || format!("seat kp-seat{}{}", if deciding() { " seat--current" } else { "" }, if viewer() == Some(seat) { " seat--you" } else { "" })
            data-testid=format!("seat-{seat}")
            data-hand-count=move || read(|l, s| l.pos.hand(s).len().to_string())
            data-coins=move || read(|l, s| l.pos.coins(s).to_string())
            data-facedown=move || facedown().to_string()
            data-bonus-left=move || read(|l, s| l.pos.markers(s).to_string())
            data-decree=move || decree().to_string()
            data-current=move || deciding().to_string()
            data-kind=move || kind().map(|k| k.as_str()).unwrap_or_default()
        >
            <div class="seat-head">
                <span class="seat-name">{move || read(|l, s| l.session.name(s).to_string())}</span>
                {move || (viewer() == Some(seat)).then(|| view! { <span class="badge you">"you"</span> })}
                {move || kind().filter(|k| k.is_bot()).map(|k| view! { <span class="badge bot" title=k.label()>"bot"</span> })}
                {move || decree().then(|| view! { <span class="badge decree" title="Holds the Royal Decree">"♛ Royal Decree"</span> })}
            </div>
            <div class="seat-status">
                {move || if ctx.thinking.get() == Some(seat) { "thinking…" } else if deciding() { "▶ to decide" } else { "" }}
            </div>
            <div class="sc-stats">
                <span>{move || format!("● {} coins", read(|l, s| l.pos.coins(s).to_string()))}</span>
                <span>{move || format!("{} in hand", read(|l, s| l.pos.hand(s).len().to_string()))}</span>
                <span>{move || format!("Bonus markers: {}", read(|l, s| l.pos.markers(s).to_string()))}</span>
            </div>
            <Cloister seat=seat viewer=Signal::derive(viewer) />
        </li>
    }
}

/// A seat's Cloister as the viewer may see it.
#[component]
fn Cloister(seat: u8, viewer: Signal<Option<u8>>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.kp_read(|l| {
            let list = l.pos.list().clone();
            let cl = l.pos.cloister(seat);
            let over = l.pos.is_over();
            let own = viewer.get() == Some(seat);
            let mut groups: Vec<(String, Vec<CardId>)> = Vec::new();
            let mut up_chars = Vec::new();
            let mut down = Vec::new();
            for p in cl {
                match list.item(p.card) {
                    Some((t, _)) => {
                        let ty = list.types[t as usize].clone();
                        match groups.iter_mut().find(|g| g.0 == ty) {
                            Some(g) => g.1.push(p.card),
                            None => groups.push((ty, vec![p.card])),
                        }
                    }
                    None if p.face_up => up_chars.push(p.card),
                    None => down.push(p.card),
                }
            }
            let empty = cl.is_empty();
            view! {
                <div class="kp-cloister" data-testid=format!("cloister-{seat}") aria-label="Cloister">
                    {empty.then(|| view! { <span class="hint">"Cloister: empty"</span> })}
                    {groups.into_iter().map(|(ty, cards)| {
                        let list = list.clone();
                        view! {
                            <div class="kp-group"><span class="kp-group-name">{format!("{ty}:")}</span>
                                {cards.into_iter().map(|c| view! { <span data-testid="cloister-card" data-name=list.name(c).to_string()><CardFace list=list.clone() card=c /></span> }).collect_view()}
                            </div>
                        }
                    }).collect_view()}
                    {(!up_chars.is_empty()).then(|| {
                        let list = list.clone();
                        view! {
                            <div class="kp-group"><span class="kp-group-name">"Face up:"</span>
                                {up_chars.into_iter().map(|c| view! { <span data-testid="cloister-card" data-name=list.name(c).to_string()><CardFace list=list.clone() card=c full=true /></span> }).collect_view()}
                            </div>
                        }
                    })}
                    {(!down.is_empty()).then(|| {
                        let list = list.clone();
                        view! {
                            <div class="kp-group"><span class="kp-group-name">"Face down:"</span>
                                {down.into_iter().map(|c| if own || over {
                                    view! { <span class="kp-own-down" data-testid="cloister-facedown" data-name=list.name(c).to_string() title="Face down: only you see it">
                                        <CardFace list=list.clone() card=c full=true />
                                        <span class="badge">{if over { "revealed" } else { "yours, face down" }}</span>
                                    </span> }.into_any()
                                } else {
                                    view! { <span class="kp-back" data-testid="cloister-facedown" title="A face-down character"><span aria-hidden="true">"♟"</span><span class="visually-hidden">"a face-down character"</span></span> }.into_any()
                                }).collect_view()}
                            </div>
                        }
                    })}
                </div>
            }
        })
    }
}
