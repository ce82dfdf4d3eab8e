//! A Keep seat's Cloister as the viewer sees it: items face up grouped by
//! type, face-up characters, and face-down characters as backs (the
//! viewer's own, and every one once the game is over, shown).

use super::card::CardFace;
use super::game::Keep;
use crate::shell::kit::keyed::{keyed, pack, unpack};
use crate::shell::kit::TableCtx;
use keep::CardId;
use leptos::prelude::*;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Seat `seat`'s Cloister.
#[component]
pub fn Cloister(t: TableCtx<Keep>, seat: u8) -> impl IntoView {
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
                match (p.card != CardId::HIDDEN)
                    .then(|| list.item(p.card))
                    .flatten()
                {
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
            let mut groups: Vec<(Group, Vec<CardId>)> = groups
                .into_iter()
                .map(|(ty, cards)| (Group::Items(ty), cards))
                .collect();
            if !up_chars.is_empty() {
                groups.push((Group::FaceUp, up_chars));
            }
            if !down.is_empty() {
                groups.push((Group::FaceDown, down));
            }
            Shown {
                list,
                groups,
                over,
                empty: cl.is_empty(),
            }
        })
    });
    // Each group drawn through the keyed list, keyed by its place and what
    // it holds: a card added to a Cloister redraws only its own group.
    let keys = move || {
        shown.with(|s| {
            s.groups()
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    let mut h = DefaultHasher::new();
                    (g, s.over).hash(&mut h);
                    pack(i as u32, h.finish() as u32)
                })
                .collect()
        })
    };
    let group = move |k: u64| {
        let Some((g, list, over)) = shown.with_untracked(|s| {
            s.groups()
                .get(unpack(k).0 as usize)
                .cloned()
                .map(|g| (g, s.list.clone(), s.over))
        }) else {
            return ().into_any();
        };
        let (name, cards, full) = match &g.0 {
            Group::Items(ty) => (format!("{ty}:"), g.1, false),
            Group::FaceUp => ("Face up:".to_string(), g.1, true),
            Group::FaceDown => {
                return view! {
                    <div class="kp-group"><span class="kp-group-name">"Face down:"</span>
                        {g.1.into_iter().map(|c| if c != CardId::HIDDEN {
                            view! { <span class="kp-own-down" data-testid="cloister-facedown" data-name=list.name(c).to_string() title="Face down: only you see it">
                                <CardFace list=list.clone() card=c full=true />
                                <span class="badge">{if over { "revealed" } else { "yours, face down" }}</span>
                            </span> }.into_any()
                        } else {
                            view! { <span class="kp-back" data-testid="cloister-facedown" title="A face-down character"><span aria-hidden="true">"♟"</span><span class="visually-hidden">"a face-down character"</span></span> }.into_any()
                        }).collect_view()}
                    </div>
                }
                .into_any()
            }
        };
        view! {
            <div class="kp-group"><span class="kp-group-name">{name}</span>
                {cards.into_iter().map(|c| view! { <span data-testid="cloister-card" data-name=list.name(c).to_string()><CardFace list=list.clone() card=c full=full /></span> }).collect_view()}
            </div>
        }
        .into_any()
    };
    view! {
        <div class="kp-cloister" data-testid=format!("cloister-{seat}") aria-label="Cloister">
            {move || shown.with(|s| s.empty).then(|| view! { <span class="hint">"Cloister: empty"</span> })}
            {keyed(keys, group)}
        </div>
    }
}

/// A group of a Cloister: its items of one type, its face-up characters,
/// or its face-down ones.
#[derive(Clone, PartialEq, Hash)]
enum Group {
    Items(String),
    FaceUp,
    FaceDown,
}

/// What a Cloister shows: its groups in order (items by type, then face-up
/// characters, then face-down ones, `CardId::HIDDEN` for those the viewer
/// cannot see).
#[derive(Clone)]
struct Shown {
    list: std::sync::Arc<keep::CardList>,
    groups: Vec<(Group, Vec<CardId>)>,
    over: bool,
    empty: bool,
}

impl Shown {
    fn groups(&self) -> &[(Group, Vec<CardId>)] {
        &self.groups
    }
}

impl PartialEq for Shown {
    fn eq(&self, o: &Self) -> bool {
        // The list is shared by every view of a game: the same pointer.
        (std::sync::Arc::ptr_eq(&self.list, &o.list) || self.list == o.list)
            && self.groups == o.groups
            && self.over == o.over
            && self.empty == o.empty
    }
}
