//! Launchable groups (sets and runs of neighbouring cards) and how they
//! compare with a formation.

use crate::cards::Card;

/// What a group of cards is, for comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// Number of cards.
    pub len: usize,
    /// True for a set (all the same number; a single card is a set).
    pub set: bool,
    /// The set's number, or the run's highest number (S2).
    pub high: u8,
}

/// The strength of `cards` as a launch, or `None` when they are neither a set
/// nor a run (each next card one higher, or each one lower).
pub fn strength(cards: &[Card]) -> Option<Strength> {
    let first = cards.first()?.top;
    if cards.iter().all(|c| c.top == first) {
        return Some(Strength {
            len: cards.len(),
            set: true,
            high: first,
        });
    }
    let up = cards.windows(2).all(|w| w[1].top == w[0].top + 1);
    let down = cards.windows(2).all(|w| w[0].top == w[1].top + 1);
    if up || down {
        let high = cards.iter().map(|c| c.top).max().unwrap_or(first);
        return Some(Strength {
            len: cards.len(),
            set: false,
            high,
        });
    }
    None
}

/// True when a group of strength `a` beats a formation of strength `b`:
/// more cards win; with as many, a set beats a run; otherwise the higher
/// number wins; an equal group does not beat.
pub fn beats(a: Strength, b: Option<Strength>) -> bool {
    let Some(b) = b else { return true };
    if a.len != b.len {
        return a.len > b.len;
    }
    if a.set != b.set {
        return a.set;
    }
    a.high > b.high
}

/// Every launchable group in `hand` that beats `formation`, as `(start, len)`.
pub fn beating_groups(hand: &[Card], formation: &[Card], out: &mut Vec<(u8, u8)>) {
    out.clear();
    let target = strength(formation);
    for start in 0..hand.len() {
        for end in start + 1..=hand.len() {
            match strength(&hand[start..end]) {
                Some(s) if beats(s, target) => out.push((start as u8, (end - start) as u8)),
                Some(_) => {}
                None => break,
            }
        }
    }
}

/// True when some group in `hand` beats `formation`.
pub fn can_beat(hand: &[Card], formation: &[Card]) -> bool {
    let target = strength(formation);
    (0..hand.len()).any(|start| {
        (start + 1..=hand.len())
            .map_while(|end| strength(&hand[start..end]))
            .any(|s| beats(s, target))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(tops: &[u8]) -> Vec<Card> {
        tops.iter()
            .map(|&t| Card::new(t, if t == 1 { 2 } else { 1 }))
            .collect()
    }

    #[test]
    fn sets_and_runs() {
        assert_eq!(
            strength(&cards(&[4])),
            Some(Strength {
                len: 1,
                set: true,
                high: 4
            })
        );
        assert_eq!(
            strength(&cards(&[4, 4])),
            Some(Strength {
                len: 2,
                set: true,
                high: 4
            })
        );
        assert_eq!(
            strength(&cards(&[4, 5, 6])),
            Some(Strength {
                len: 3,
                set: false,
                high: 6
            })
        );
        assert_eq!(
            strength(&cards(&[6, 5, 4])),
            Some(Strength {
                len: 3,
                set: false,
                high: 6
            })
        );
        assert_eq!(strength(&cards(&[4, 6])), None);
        assert_eq!(strength(&cards(&[4, 5, 4])), None);
        assert_eq!(strength(&[]), None);
    }

    #[test]
    fn comparisons() {
        let s = |t: &[u8]| strength(&cards(t)).unwrap();
        assert!(beats(s(&[2, 3]), Some(s(&[9]))), "more cards win");
        assert!(
            beats(s(&[3, 3]), Some(s(&[8, 9]))),
            "a set beats a run of as many"
        );
        assert!(!beats(s(&[8, 9]), Some(s(&[3, 3]))));
        assert!(beats(s(&[5, 6]), Some(s(&[4, 5]))), "higher run wins");
        assert!(
            !beats(s(&[4, 5]), Some(s(&[5, 4]))),
            "an equal group does not beat"
        );
        assert!(beats(s(&[1]), None), "anything beats an empty table");
    }

    #[test]
    fn groups_in_a_hand() {
        let hand = cards(&[3, 4, 5, 5, 9]);
        let mut out = Vec::new();
        beating_groups(&hand, &cards(&[7, 8]), &mut out);
        // 3-4-5 (run of 3) and 5-5 (set of 2 beats a run of 2).
        assert_eq!(out, vec![(0, 3), (2, 2)]);
        assert!(can_beat(&hand, &cards(&[7, 8])));
        assert!(!can_beat(&hand, &cards(&[1, 2, 3, 4])));
    }
}
