//! End-of-game scoring, line by line: coins, every character's score
//! effects (face-down ones revealed), every item's value.

use crate::cards::{CardId, CardList, Effect};
use crate::position::{Placed, Position};
use crate::turn::items;
use serde::{Deserialize, Serialize};

/// One line of a player's score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    /// The card that scored (`None`: coins).
    pub card: Option<CardId>,
    /// What scored, in words.
    pub label: String,
    /// Points.
    pub points: i64,
}

/// A player's score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    /// Whose.
    pub seat: u8,
    /// Line by line.
    pub lines: Vec<ScoreLine>,
    /// The total.
    pub total: i64,
    /// Cards in the Cloister (the first tie-break).
    pub cloister_cards: usize,
}

/// The score of one Cloister. `all` holds every Cloister (for "the most items").
pub fn score_sheet(
    list: &CardList,
    all: &[Vec<Placed>],
    coins: u32,
    has_decree: bool,
    seat: u8,
) -> ScoreSheet {
    let cl = &all[seat as usize];
    let count_items = |c: &[Placed]| items(list, c).count();
    let mine = count_items(cl);
    let of_type = |t: u8| {
        items(list, cl)
            .filter(|&c| list.item(c).map(|i| i.0) == Some(t))
            .count()
    };
    let mut distinct: Vec<u8> = items(list, cl)
        .filter_map(|c| list.item(c).map(|i| i.0))
        .collect();
    distinct.sort_unstable();
    distinct.dedup();
    let characters = cl.iter().filter(|p| list.is_character(p.card)).count();
    let most = mine > 0 && all.iter().all(|o| count_items(o) <= mine);
    let mut lines = vec![ScoreLine {
        card: None,
        label: "Coins".into(),
        points: coins as i64,
    }];
    for p in cl {
        let name = list.name(p.card);
        if let Some((t, value)) = list.item(p.card) {
            lines.push(ScoreLine {
                card: Some(p.card),
                label: format!("{name} ({})", list.types[t as usize]),
                points: value as i64,
            });
            continue;
        }
        for e in list.score(p.card) {
            let n = |k: i32, times: usize| (k as i64) * times as i64;
            let points = match *e {
                Effect::PerItemType(t, k) => n(k, of_type(t)),
                Effect::PerCharacter(k) => n(k, characters),
                Effect::IfHasType(t, k) => n(k, usize::from(of_type(t) > 0)),
                Effect::IfDecree(k) => n(k, usize::from(has_decree)),
                Effect::PerDistinctType(k) => n(k, distinct.len()),
                Effect::IfMostItems(k) => n(k, usize::from(most)),
            };
            lines.push(ScoreLine {
                card: Some(p.card),
                label: format!("{name}: {}", e.text(&list.types)),
                points,
            });
        }
    }
    ScoreSheet {
        seat,
        total: lines.iter().map(|l| l.points).sum(),
        lines,
        cloister_cards: cl.len(),
    }
}

impl Position {
    /// A player's score as the Cloister stands now (at the end: the final
    /// score; before it, it counts face-down characters a view may not see).
    pub fn score_sheet(&self, seat: u8) -> ScoreSheet {
        score_sheet(
            &self.list,
            &self.cloisters,
            self.coins[seat as usize],
            self.decree == seat,
            seat,
        )
    }
}
