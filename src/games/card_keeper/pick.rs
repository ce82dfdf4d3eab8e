//! The viewer's half-made play at a Card Keeper table (a selected card, a
//! Wild waiting for its colour, a Capture or Swap waiting for its targets)
//! and the action each click makes. Every choice offered comes from the
//! legal actions: nothing here knows a rule. Pure functions, covered by
//! native tests.

use card_keeper::{Action, Card, Choice, Colour, Decision, Kind};
use serde::{Deserialize, Serialize};

/// A play waiting for its colour or targets: the card and the targets
/// chosen so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The card being played.
    pub card: Card,
    /// Targets chosen so far, in the order chosen (the play is the listed pair, lower seat first: C3).
    pub targets: Vec<u8>,
}

/// What the viewer has selected or begun, saved with the session.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    /// The card selected in the hand.
    #[serde(default)]
    pub selected: Option<Card>,
    /// Which copy of the selected card (the hand may hold a card twice,
    /// and only the one tapped is shown selected).
    #[serde(default)]
    pub copy: u8,
    /// A play waiting for its colour or targets.
    #[serde(default)]
    pub draft: Option<Draft>,
}

/// What the viewer is asked now, finer than the engine's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Name the colour of the starting Wild.
    StartColour,
    /// Burn a card to a Chaos.
    ChaosBurn,
    /// Select a card, then play or burn it.
    PlayOrBurn,
    /// Name the colour of the Wild being played.
    WildColour,
    /// Choose the target of a Capture +1 or Swap.
    ChooseTarget(Card),
    /// Choose the two targets of a Capture +2 (those chosen so far).
    ChooseTargets(Vec<u8>),
}

/// What a decision of the viewer asks, given their half-made play.
pub fn ask(decision: Decision, pick: &Pick) -> Ask {
    match decision {
        Decision::NameColour => Ask::StartColour,
        Decision::ChaosBurn => Ask::ChaosBurn,
        Decision::PlayOrBurn => match &pick.draft {
            None => Ask::PlayOrBurn,
            Some(d) => match d.card.kind() {
                Kind::Wild => Ask::WildColour,
                Kind::Capture2 => Ask::ChooseTargets(d.targets.clone()),
                _ => Ask::ChooseTarget(d.card),
            },
        },
    }
}

/// The legal plays of `card`.
fn plays(legal: &[Action], card: Card) -> impl Iterator<Item = (u8, Choice)> + '_ {
    legal.iter().filter_map(move |a| match *a {
        Action::Play {
            seat,
            card: c,
            choice,
        } if c == card => Some((seat, choice)),
        _ => None,
    })
}

/// True when `card` may be played now.
pub fn playable(legal: &[Action], card: Card) -> bool {
    plays(legal, card).next().is_some()
}

/// "Play" on the selected card: the action when it needs no more choices;
/// otherwise the draft that asks for them begins (and `None`).
pub fn play_selected(legal: &[Action], pick: &mut Pick) -> Option<Action> {
    let card = pick.selected?;
    if pick.draft.is_some() {
        return None;
    }
    let mut all = plays(legal, card);
    let (seat, first) = all.next()?;
    if first == Choice::None {
        return Some(Action::Play {
            seat,
            card,
            choice: first,
        });
    }
    pick.draft = Some(Draft {
        card,
        targets: Vec::new(),
    });
    None
}

/// "Burn" on the selected card: a turn's burn, or a Chaos burn.
pub fn burn_selected(legal: &[Action], pick: &Pick) -> Option<Action> {
    let card = pick.selected?;
    if pick.draft.is_some() {
        return None;
    }
    legal
        .iter()
        .find(|a| match **a {
            Action::Burn { card: c, .. } | Action::ChaosBurn { card: c, .. } => c == card,
            _ => false,
        })
        .copied()
}

/// A colour chosen: for the starting Wild, or for the Wild being played.
pub fn colour_chosen(legal: &[Action], pick: &Pick, colour: Colour) -> Option<Action> {
    let wild = pick.draft.as_ref().map(|d| d.card);
    legal
        .iter()
        .find(|a| match **a {
            Action::NameColour { colour: c, .. } => c == colour && wild.is_none(),
            Action::Play {
                card,
                choice: Choice::Colour(c),
                ..
            } => c == colour && wild == Some(card),
            _ => false,
        })
        .copied()
}

/// The seats the draft's next target may be: from its card's legal plays
/// (a Capture +2's second take: any seat listed in a pair with the first).
pub fn targets(legal: &[Action], pick: &Pick) -> Vec<u8> {
    let Some(d) = &pick.draft else {
        return Vec::new();
    };
    let mut out: Vec<u8> = plays(legal, d.card)
        .flat_map(|(_, choice)| match (choice, d.targets.first()) {
            (Choice::Target(t), None) => vec![t],
            (Choice::Targets(a, b), None) => vec![a, b],
            (Choice::Targets(a, b), Some(&f)) if a == f => vec![b],
            (Choice::Targets(a, b), Some(&f)) if b == f => vec![a],
            _ => Vec::new(),
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// A target chosen: recorded; the action once every target is chosen.
pub fn target_chosen(legal: &[Action], pick: &mut Pick, target: u8) -> Option<Action> {
    if !targets(legal, pick).contains(&target) {
        return None;
    }
    let d = pick.draft.as_mut()?;
    d.targets.push(target);
    let (card, chosen) = (d.card, d.targets.clone());
    plays(legal, card).find_map(|(seat, choice)| {
        let choice = match (choice, &chosen[..]) {
            (Choice::Target(t), [c]) if t == *c => choice,
            // A pair is listed once; the takes go in the order chosen.
            (Choice::Targets(a, b), [x, y]) if (a, b) == (*x, *y) || (a, b) == (*y, *x) => {
                Choice::Targets(*x, *y)
            }
            _ => return None,
        };
        Some(Action::Play { seat, card, choice })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use card_keeper::{Position, Rulings, Setup};
    use keep_core::Engine;

    fn legal(hand: &[&str], shields: [u8; 3], active: Option<Colour>) -> Vec<Action> {
        let card = |c: &&str| Card::from_code(c).unwrap();
        let setup = Setup {
            hands: vec![
                hand.iter().map(card).collect(),
                vec![card(&"B1"), card(&"B2")],
                vec![card(&"G1")],
            ],
            shields: shields.to_vec(),
            discard: vec![card(&"R3")],
            active_colour: active,
            direction: 1,
            ..Default::default()
        };
        Position::from_setup(&setup, Rulings::default(), 1)
            .unwrap()
            .legal_actions()
    }

    fn selected(code: &str) -> Pick {
        Pick {
            selected: Card::from_code(code),
            copy: 0,
            draft: None,
        }
    }

    #[test]
    fn a_plain_card_plays_at_once_and_anything_burns() {
        let legal = legal(&["R5", "B7"], [0; 3], Some(Colour::Red));
        let mut p = selected("R5");
        assert!(matches!(
            play_selected(&legal, &mut p),
            Some(Action::Play {
                choice: Choice::None,
                ..
            })
        ));
        let mut p = selected("B7");
        assert!(!playable(&legal, Card::from_code("B7").unwrap()));
        assert_eq!(play_selected(&legal, &mut p), None);
        assert!(matches!(
            burn_selected(&legal, &p),
            Some(Action::Burn { .. })
        ));
    }

    #[test]
    fn a_wild_asks_for_its_colour() {
        let legal = legal(&["wild", "B7"], [0; 3], Some(Colour::Red));
        let mut p = selected("wild");
        assert_eq!(play_selected(&legal, &mut p), None);
        assert_eq!(ask(Decision::PlayOrBurn, &p), Ask::WildColour);
        assert_eq!(
            burn_selected(&legal, &p),
            None,
            "no burn while a play is begun"
        );
        let a = colour_chosen(&legal, &p, Colour::Green).unwrap();
        assert!(matches!(
            a,
            Action::Play {
                choice: Choice::Colour(Colour::Green),
                ..
            }
        ));
    }

    #[test]
    fn capture_two_takes_targets_in_the_order_chosen() {
        let legal = legal(&["cap2", "B7"], [0; 3], Some(Colour::Red));
        let mut p = selected("cap2");
        assert_eq!(play_selected(&legal, &mut p), None);
        assert_eq!(ask(Decision::PlayOrBurn, &p), Ask::ChooseTargets(vec![]));
        assert_eq!(targets(&legal, &p), vec![1, 2]);
        assert_eq!(target_chosen(&legal, &mut p, 0), None, "not oneself");
        assert_eq!(target_chosen(&legal, &mut p, 2), None);
        assert_eq!(targets(&legal, &p), vec![1, 2]);
        let a = target_chosen(&legal, &mut p, 1).unwrap();
        assert!(matches!(
            a,
            Action::Play {
                choice: Choice::Targets(2, 1),
                ..
            }
        ));
    }

    #[test]
    fn a_capture_targets_only_players_still_in() {
        let legal = legal(&["Rcap"], [0, 1, 0], Some(Colour::Red));
        let mut p = selected("Rcap");
        assert_eq!(play_selected(&legal, &mut p), None);
        assert_eq!(
            ask(Decision::PlayOrBurn, &p),
            Ask::ChooseTarget(Card::from_code("Rcap").unwrap())
        );
        assert_eq!(targets(&legal, &p), vec![1, 2]);
        assert!(matches!(
            target_chosen(&legal, &mut p, 1),
            Some(Action::Play {
                choice: Choice::Target(1),
                ..
            })
        ));
    }
}
