//! The viewer's turn in progress at a Star Crew table (a selection of
//! neighbouring cards, Warp switched on, a card being taken and where it
//! goes) and the action each click makes. Every choice comes from the
//! legal actions: nothing here knows a rule. Pure functions, covered by
//! native tests.

use serde::{Deserialize, Serialize};
use star_crew::{groups, Action, Card, Decision, End};

/// The viewing player's turn in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnPick {
    /// The selected neighbouring cards, `(start, len)`.
    pub selection: Option<(u8, u8)>,
    /// Warp switched on for this turn.
    pub warp: bool,
    /// The end being taken from, while its card is placed.
    pub taking: Option<End>,
    /// Whether the card being taken is turned over.
    pub flip: bool,
}

/// The viewer's half-made choice at a Star Crew table: the turn in
/// progress, saved under `turn` (saves from before read from `ui`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    /// The turn in progress.
    #[serde(default, alias = "ui")]
    pub turn: TurnPick,
}

/// What the viewer is asked now, finer than the engine's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Keep or flip the hand.
    KeepOrFlip,
    /// Launch, take or Warp.
    Turn,
    /// Place the card being taken.
    Insert(End),
    /// Launch to finish a Warp.
    WarpLaunch,
}

/// What a decision of the viewer asks, given their turn in progress.
pub fn ask(decision: Decision, turn: &TurnPick) -> Ask {
    match (decision, turn.taking) {
        (Decision::KeepOrFlip, _) => Ask::KeepOrFlip,
        (Decision::WarpLaunch, _) => Ask::WarpLaunch,
        (Decision::Turn, Some(end)) => Ask::Insert(end),
        (Decision::Turn, None) => Ask::Turn,
    }
}

impl TurnPick {
    /// A click on hand card `i`: extends the selection when it is next to
    /// it, shrinks it when it is one of its two end cards (clears it when
    /// it is the only one), starts again from it when it is inside the
    /// selection or away from it.
    pub fn click_card(&mut self, i: u8) {
        self.selection = match self.selection {
            Some((start, 1)) if i == start => None,
            Some((start, len)) if i == start => Some((start + 1, len - 1)),
            Some((start, len)) if i + 1 == start + len => Some((start, len - 1)),
            Some((start, len)) if i + 1 == start => Some((i, len + 1)),
            Some((start, len)) if i == start + len => Some((start, len + 1)),
            _ => Some((i, 1)),
        };
    }
}

/// The launch of the selection, when it is a legal one.
pub fn launch(legal: &[Action], turn: &TurnPick) -> Option<Action> {
    let (s, l) = turn.selection?;
    legal
        .iter()
        .find(|a| matches!(a, Action::Launch { start, len, .. } if (*start, *len) == (s, l)))
        .copied()
}

/// Why the selection cannot be launched, in words, when it cannot (`None`
/// when it can, or when nothing is selected). The words come from the
/// rule crate's own comparison of groups (`star_crew::groups`).
pub fn why_not_launch(
    legal: &[Action],
    turn: &TurnPick,
    hand: &[Card],
    formation: &[Card],
) -> Option<String> {
    let (s, l) = turn.selection?;
    if launch(legal, turn).is_some() {
        return None;
    }
    let cards = hand.get(s as usize..(s + l) as usize)?;
    let numbers = |cs: &[Card]| {
        cs.iter()
            .map(|c| c.top.to_string())
            .collect::<Vec<_>>()
            .join("-")
    };
    let group = numbers(cards);
    Some(match groups::strength(cards) {
        None => format!(
            "{group} is neither a set (one number) nor a run (each next number one up, or each one down): tap an end card to shrink it."
        ),
        Some(mine) if !groups::beats(mine, groups::strength(formation)) => format!(
            "{group} does not beat the formation {}: more cards beat fewer; with as many, a set beats a run, then the higher number wins.",
            numbers(formation)
        ),
        Some(_) => format!("{group} cannot be launched now."),
    })
}

/// True when card `i` alone may be launched.
pub fn launchable(legal: &[Action], i: u8) -> bool {
    legal
        .iter()
        .any(|a| matches!(a, Action::Launch { start, len: 1, .. } if *start == i))
}

/// True when a take from the formation is legal now.
pub fn can_take(legal: &[Action]) -> bool {
    legal.iter().any(|a| matches!(a, Action::Take { .. }))
}

/// True when a Warp is legal now.
pub fn can_warp(legal: &[Action]) -> bool {
    legal.iter().any(|a| matches!(a, Action::Warp { .. }))
}

/// The take (or Warp) that places the card being taken before hand
/// position `at`, when it is a legal one. A formation of one card has one
/// card at both ends, listed once: `one_card` lets either end stand for it.
pub fn insert(legal: &[Action], turn: &TurnPick, at: u8, one_card: bool) -> Option<Action> {
    let end = turn.taking?;
    let same_end = |e: End| e == end || one_card;
    legal
        .iter()
        .find(|a| match **a {
            Action::Take {
                end: e,
                flip,
                at: p,
                ..
            } => !turn.warp && same_end(e) && (flip, p) == (turn.flip, at),
            Action::Warp {
                end: e,
                flip,
                at: p,
                ..
            } => turn.warp && same_end(e) && (flip, p) == (turn.flip, at),
            _ => false,
        })
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::Engine;
    use star_crew::Position;

    #[test]
    fn selection_grows_by_neighbours() {
        let mut turn = TurnPick::default();
        turn.click_card(3);
        turn.click_card(4);
        turn.click_card(2);
        assert_eq!(turn.selection, Some((2, 3)));
        turn.click_card(7);
        assert_eq!(turn.selection, Some((7, 1)));
        turn.click_card(7);
        assert_eq!(turn.selection, None);
    }

    #[test]
    fn a_selection_that_cannot_launch_says_why() {
        let card = |c: &str| Card::from_code(c).unwrap();
        let hand = [card("8|1"), card("8|2"), card("9|3"), card("2|4")];
        let formation = [card("9|5"), card("9|6")];
        let launch_of = |start, len| Action::Launch {
            seat: 0,
            start,
            len,
        };
        let legal = [launch_of(0, 3)];
        let turn = |start, len| TurnPick {
            selection: Some((start, len)),
            ..TurnPick::default()
        };
        let why = |start, len| why_not_launch(&legal, &turn(start, len), &hand, &formation);
        assert!(why(1, 3).unwrap().starts_with("8-9-2 is neither a set"));
        assert!(why(0, 2)
            .unwrap()
            .contains("does not beat the formation 9-9"));
        assert_eq!(why(0, 3), None, "a legal launch has no reason against it");
        assert_eq!(
            why_not_launch(&legal, &TurnPick::default(), &hand, &formation),
            None
        );
    }

    #[test]
    fn an_end_card_shrinks_the_selection_from_its_end() {
        let mut turn = TurnPick {
            selection: Some((2, 4)),
            ..TurnPick::default()
        };
        turn.click_card(2);
        assert_eq!(turn.selection, Some((3, 3)), "the left end goes");
        turn.click_card(5);
        assert_eq!(turn.selection, Some((3, 2)), "the right end goes");
        turn.click_card(5);
        assert_eq!(turn.selection, Some((3, 3)), "and grows back");
        turn.click_card(4);
        assert_eq!(
            turn.selection,
            Some((4, 1)),
            "a card inside starts again from it"
        );
    }

    #[test]
    fn launches_and_takes_come_from_the_legal_actions() {
        let setup: star_crew::Setup = serde_json::from_str(
            r#"{"hands": [["3|7", "4|1", "9|2"], ["8|5", "5|6"]], "formation": ["2|8"], "owner": 1, "current": 0}"#,
        ).unwrap();
        let pos = Position::from_setup(&setup, 1).unwrap();
        let legal = pos.legal_actions();
        let mut turn = TurnPick::default();
        assert!(launchable(&legal, 0) && launchable(&legal, 1) && launchable(&legal, 2));
        turn.click_card(0);
        assert!(launch(&legal, &turn).is_some());
        assert!(can_take(&legal));
        turn.taking = Some(End::Left);
        assert_eq!(ask(Decision::Turn, &turn), Ask::Insert(End::Left));
        assert!(matches!(
            insert(&legal, &turn, 3, true),
            Some(Action::Take { at: 3, .. })
        ));
        assert_eq!(insert(&legal, &turn, 4, true), None, "past the hand's end");
        turn.taking = Some(End::Right);
        assert_eq!(
            insert(&legal, &turn, 0, false),
            None,
            "one card is listed at its left end"
        );
        assert!(insert(&legal, &turn, 0, true).is_some());
    }
}
