//! A Keep seat's Cloister as the viewer sees it: items face up grouped by
//! type, face-up characters, and face-down characters as backs (the
//! viewer's own, and every one once the game is over, shown).

use super::card::CardFace;
use super::game::table_ctx;
use keep::CardId;
use leptos::prelude::*;

/// Seat `seat`'s Cloister.
#[component]
pub fn Cloister(seat: u8) -> impl IntoView {
    let t = table_ctx();
    let v = t.view();
    // What this Cloister shows, recomputed on every move but drawn again
    // only when it changed (most moves leave most Cloisters alone).
    let shown = Memo::new(move |_| {
        v.with(|v| {
            let list = v.list.clone();
            let cl = &v.cloisters[seat as usize];
            let over = v.outcome.is_some();
            let mut groups: Vec<(String, Vec<CardId>)> = Vec::new();
            let mut up_chars = Vec::new();
            let mut down = Vec::new();
            for p in cl {
                match (p.card != CardId::HIDDEN).then(|| list.item(p.card)).flatten() {
                    Some((ty, _)) => {
                        let ty = list.types[ty as usize].clone();
                        match groups.iter_mut().find(|g| g.0 == ty) {
                            Some(g) => g.1.push(p.card),
                            None => groups.push((ty, vec![p.card])),
                        }
                    }
                    None if p.face_up => up_chars.push(p.card),
                    None => down.push(p.card),
                }
            }
            Shown { list, groups, up_chars, down, over, empty: cl.is_empty() }
        })
    });
    move || {
        shown.with(|s| {
            let Shown { list, groups, up_chars, down, over, empty } = s.clone();
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
                                {down.into_iter().map(|c| if c != CardId::HIDDEN {
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

/// What a Cloister shows: its items grouped by type, face-up characters,
/// face-down characters (`CardId::HIDDEN` for ones the viewer cannot see).
#[derive(Clone)]
struct Shown {
    list: std::sync::Arc<keep::CardList>,
    groups: Vec<(String, Vec<CardId>)>,
    up_chars: Vec<CardId>,
    down: Vec<CardId>,
    over: bool,
    empty: bool,
}

impl PartialEq for Shown {
    fn eq(&self, o: &Self) -> bool {
        // The list is shared by every view of a game: the same pointer.
        (std::sync::Arc::ptr_eq(&self.list, &o.list) || self.list == o.list)
            && self.groups == o.groups
            && self.up_chars == o.up_chars
            && self.down == o.down
            && self.over == o.over
            && self.empty == o.empty
    }
}
