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

/// What a Cloister's score effects look at.
struct Counts {
    characters: usize,
    distinct: usize,
    most: bool,
    decree: bool,
    by_type: [u16; 32],
}

fn counts(list: &CardList, all: &[Vec<Placed>], has_decree: bool, seat: u8) -> Counts {
    let cl = &all[seat as usize];
    let mut by_type = [0u16; 32];
    let mut items_n = 0;
    for c in items(list, cl) {
        if let Some((t, _)) = list.item(c) {
            by_type[t as usize % 32] += 1;
            items_n += 1;
        }
    }
    Counts {
        characters: cl.iter().filter(|p| list.is_character(p.card)).count(),
        distinct: by_type.iter().filter(|&&n| n > 0).count(),
        most: items_n > 0 && all.iter().all(|o| items(list, o).count() <= items_n),
        decree: has_decree,
        by_type,
    }
}

fn effect_points(e: &Effect, c: &Counts) -> i64 {
    let n = |k: i32, times: usize| (k as i64) * times as i64;
    let of_type = |t: u8| c.by_type[t as usize % 32] as usize;
    match *e {
        Effect::PerItemType(t, k) => n(k, of_type(t)),
        Effect::PerCharacter(k) => n(k, c.characters),
        Effect::IfHasType(t, k) => n(k, usize::from(of_type(t) > 0)),
        Effect::IfDecree(k) => n(k, usize::from(c.decree)),
        Effect::PerDistinctType(k) => n(k, c.distinct),
        Effect::IfMostItems(k) => n(k, usize::from(c.most)),
    }
}

/// A Cloister's total alone, without the lines' words (for bots).
pub fn total(list: &CardList, all: &[Vec<Placed>], coins: u32, has_decree: bool, seat: u8) -> i64 {
    let c = counts(list, all, has_decree, seat);
    let mut t = coins as i64;
    for p in &all[seat as usize] {
        match list.item(p.card) {
            Some((_, value)) => t += value as i64,
            None => {
                t += list
                    .score(p.card)
                    .iter()
                    .map(|e| effect_points(e, &c))
                    .sum::<i64>()
            }
        }
    }
    t
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
    let c = counts(list, all, has_decree, seat);
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
            lines.push(ScoreLine {
                card: Some(p.card),
                label: format!("{name}: {}", e.text(&list.types)),
                points: effect_points(e, &c),
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
