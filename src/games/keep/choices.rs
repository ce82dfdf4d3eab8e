//! Every legal action of a Keep decision in words, with the card it names:
//! the buttons of Keep's prompts. Pure functions over the viewer's view and
//! legal actions, covered by native tests.

use super::game::Keep;
use crate::shell::kit::TableCtx;
use keep::{Action, CardId, CardList, PlayerView, Step, Way};
use leptos::prelude::*;

/// One choice of a prompt: its words, the card it names (for `data-name`),
/// and the action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What the button says.
    pub label: String,
    /// The card named, if any.
    pub name: Option<String>,
    /// The action.
    pub action: Action,
}

/// The legal actions in words, in their order.
pub fn choices(legal: &[Action], view: &PlayerView, names: &[String]) -> Vec<Choice> {
    let l = &*view.list;
    let who = |s: u8| names.get(s as usize).cloned().unwrap_or_default();
    let commons = |slot: u8| view.commons.get(slot as usize).copied();
    legal
        .iter()
        .map(|&a| {
            let named = |c: CardId| Some(l.name(c).to_string());
            let (label, name) = match a {
                // (The prompt says "keep one".)
                Action::Keep { card, .. } => (
                    format!(
                        "{}: {}. At the end: {}",
                        l.name(card),
                        l.ability_text(card),
                        l.score_text(card)
                    ),
                    named(card),
                ),
                Action::Order { first: true, .. } => ("Act first".into(), None),
                Action::Order { first: false, .. } => ("Act last".into(), None),
                Action::Bonus { card, .. } => (
                    format!("Turn up {}: {}", l.name(card), l.ability_text(card)),
                    named(card),
                ),
                Action::Play { card, way, .. } => (way_label(l, card, way, None), named(card)),
                Action::Take { slot, way, .. } => match commons(slot) {
                    Some(s) => (way_label(l, s.card, way, Some(s.coins)), named(s.card)),
                    None => (String::new(), None),
                },
                Action::Pass { .. } => ("Pass: no card can be played".into(), None),
                // (The prompt says where it goes.)
                Action::Replace { card, .. } => (short(l, card), named(card)),
                Action::Sell { card, .. } => (
                    format!(
                        "Sell {} ({}) for 3 coins",
                        l.name(card),
                        item_worth(l, card)
                    ),
                    named(card),
                ),
                Action::StopSelling { .. } => ("Sell no more".into(), None),
                Action::Add { slot, .. } => match commons(slot) {
                    Some(s) => (
                        format!("Add {}{}", l.name(s.card), coins_on(s.coins)),
                        named(s.card),
                    ),
                    None => (String::new(), None),
                },
                Action::Discard { target, card, .. } => (
                    format!("Discard {} from {}'s Cloister", l.name(card), who(target)),
                    named(card),
                ),
                Action::Swap {
                    mine,
                    target,
                    theirs,
                    ..
                } => (
                    format!(
                        "Give your {}, take {}'s {}",
                        l.name(mine),
                        who(target),
                        l.name(theirs)
                    ),
                    named(theirs),
                ),
            };
            Choice {
                label,
                name,
                action: a,
            }
        })
        .collect()
}

/// What an action that cannot be undone will do, in a line or two, for
/// the button that confirms it (`confirm-choice`): keeping a character,
/// the bonus action, taking from the Commons, and a play for an ability
/// that would do nothing; `None` for an action taken at the first tap.
pub fn confirm_words(action: Action, view: &PlayerView) -> Option<String> {
    let l = &*view.list;
    let idle = idle_words(action, view);
    match action {
        Action::Keep { card, .. } => Some(format!("Keep {} face down", l.name(card))),
        Action::Bonus { card, .. } => Some(match idle {
            Some(why) => format!("Turn up {}: it does nothing now ({why})", l.name(card)),
            None => format!("Turn up {}: {}", l.name(card), l.ability_text(card)),
        }),
        Action::Play {
            card,
            way: Way::Ability,
            ..
        } => idle.map(|why| format!("Play {}: it does nothing now ({why})", l.name(card))),
        Action::Take { slot, way, .. } => {
            let s = view.commons.get(slot as usize)?;
            let coins = match s.coins {
                0 => String::new(),
                1 => " +1 coin".to_string(),
                n => format!(" +{n} coins"),
            };
            let how = match (way, idle) {
                (Way::Ability, Some(why)) => {
                    format!("for its ability, which does nothing now ({why})")
                }
                (Way::Ability, None) => "for its ability".to_string(),
                (Way::FaceDown, _) => "face down".to_string(),
                (Way::Item, _) => "into your Cloister".to_string(),
            };
            // P3: a card of another name from the hand takes its place.
            let name = l.name(s.card);
            let then = if view.hand.iter().any(|&c| l.name(c) != name) {
                "; a card from your hand takes its place"
            } else {
                "; nothing takes its place"
            };
            Some(format!("Take {name}{coins} {how}{then}"))
        }
        _ => None,
    }
}

/// Why a play for an ability would do nothing now, in a few words
/// (`None`: some step of it may do something).
pub fn idle_words(action: Action, view: &PlayerView) -> Option<String> {
    let card = match action {
        Action::Play { card, .. } | Action::Bonus { card, .. } => card,
        Action::Take { slot, .. } => view.commons.get(slot as usize)?.card,
        _ => return None,
    };
    let idle = view.idle_steps(action);
    if idle.is_empty() || idle.len() < view.list.ability(card).len() {
        return None;
    }
    let why: Vec<&str> = idle
        .iter()
        .map(|s| match s {
            Step::GainCoins(_) => "no coins",
            Step::Sell { .. } => "no item to sell",
            Step::AddFromCommons(_) => "the Commons is empty",
            Step::Draw(_) => "the deck is empty",
            Step::TakeDecree => "you hold the Decree",
            Step::Tax(_) => "nobody else has a coin",
            Step::DiscardOpponentItem => "nobody else has an item",
            Step::SwapItems => "no items to swap",
            Step::SkimCommons(_) => "no coins on the Commons",
        })
        .collect();
    Some(why.join(", "))
}

/// The viewer's choices now, in words (tracked).
pub fn current_choices(t: TableCtx<Keep>) -> Vec<Choice> {
    let names = t.names().get();
    t.legal().with(|l| t.view().with(|v| choices(l, v, &names)))
}

/// A card in a few words: "♟ Merchant", "◆ Chainmail (Arms 3)".
fn short(l: &CardList, card: CardId) -> String {
    match l.item(card) {
        Some((t, v)) => format!("◆ {} ({} {v})", l.name(card), l.types[t as usize]),
        None => format!("♟ {}", l.name(card)),
    }
}

fn item_worth(l: &CardList, card: CardId) -> String {
    l.item(card).map_or(String::new(), |(t, v)| {
        format!("{}, worth {v}", l.types[t as usize])
    })
}

fn coins_on(coins: u32) -> String {
    match coins {
        0 => String::new(),
        1 => " with its 1 coin".into(),
        n => format!(" with its {n} coins"),
    }
}

/// A play's button text.
pub fn way_label(l: &CardList, card: CardId, way: Way, commons: Option<u32>) -> String {
    let base = match way {
        Way::Ability => format!("Play for its ability: {}", l.ability_text(card)),
        Way::FaceDown => "Play face down into your Cloister".to_string(),
        Way::Item => format!("Play into your Cloister ({})", item_worth(l, card)),
    };
    match commons {
        None => base,
        Some(c) => format!("{base}{}", coins_on(c).replace(" with its", ", taking its")),
    }
}

/// A turn's way to play the selected card, in a few words (the prompt
/// says what the card does above them): "For its ability", "Face down",
/// "Into your Cloister", with the coins a Commons card brings, and an
/// ability that would do nothing now says so.
pub fn way_short(action: Action, view: &PlayerView) -> String {
    let (way, coins) = match action {
        Action::Play { way, .. } => (way, None),
        Action::Take { slot, way, .. } => (way, view.commons.get(slot as usize).map(|s| s.coins)),
        _ => return String::new(),
    };
    let base = match way {
        Way::Ability if idle_words(action, view).is_some() => "Play (does nothing now)",
        Way::Ability => "Play for its ability",
        Way::FaceDown => "Play face down",
        Way::Item => "Play into your Cloister",
    };
    match coins.filter(|&c| c > 0) {
        Some(1) => format!("{base}, taking its coin"),
        Some(c) => format!("{base}, taking its {c} coins"),
        None => base.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep::{CardList, Position};
    use keep_core::Engine;
    use std::sync::Arc;

    #[test]
    fn every_choice_of_a_whole_game_has_words() {
        let names: Vec<String> = ["Ana", "Bo", "Cy", "Dee"].map(String::from).to_vec();
        let mut confirmed = std::collections::HashSet::new();
        let mut idle_seen = false;
        for seed in 5..15 {
            let mut pos = Position::new_game(Arc::new(CardList::starter()), 4, seed).unwrap();
            let first = choices(&pos.legal_actions(), &pos.player_view(Some(0)), &names);
            assert!((1..=3).contains(&first.len()));
            assert!(first[0].label.contains(": "));
            while let Some((seat, _)) = pos.pending() {
                let view = pos.player_view(Some(seat));
                let c = choices(&pos.legal_actions(), &view, &names);
                assert!(c.iter().all(|c| !c.label.is_empty()), "{c:?}");
                // What cannot be undone says what it will do before it commits.
                for choice in &c {
                    let words = confirm_words(choice.action, &view);
                    match choice.action {
                        Action::Keep { .. } | Action::Bonus { .. } | Action::Take { .. } => {
                            let w = words.expect("a confirm's words");
                            assert!(w.contains(choice.name.as_deref().unwrap_or("?")), "{w}");
                            confirmed.insert(std::mem::discriminant(&choice.action));
                        }
                        // A play for an ability asks first only when it would
                        // do nothing, and says so.
                        Action::Play { .. } => match idle_words(choice.action, &view) {
                            Some(why) => {
                                assert!(words.expect("idle play's words").contains(&why));
                                idle_seen = true;
                            }
                            None => assert_eq!(words, None),
                        },
                        _ => assert_eq!(words, None),
                    }
                }
                pos.apply(c[(c.len() + seed as usize) / 2 % c.len()].action)
                    .unwrap();
            }
        }
        assert!(
            confirmed.len() >= 3,
            "keeping, the bonus and taking came up"
        );
        assert!(idle_seen, "a play that would do nothing came up");
    }
}
