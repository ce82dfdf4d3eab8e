//! What happened, in words a player understands, and as each seat may see
//! it: a kept or face-down character and drawn cards only to their owner.

use crate::actions::Way;
use crate::cards::{CardId, CardList, Step};
use serde::{Deserialize, Serialize};

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Three characters were dealt to each player.
    Dealt {
        /// Players.
        players: u8,
    },
    /// A player kept a character face down (`None`: hidden from this viewer).
    Kept {
        /// Who.
        seat: u8,
        /// Which.
        card: Option<CardId>,
    },
    /// The Royal Decree went to a random player at the start.
    DecreeGiven {
        /// Who.
        seat: u8,
    },
    /// The Decree holder chose to act first or last.
    OrderChosen {
        /// Who.
        seat: u8,
        /// First.
        first: bool,
    },
    /// A bonus action turned a character face up.
    Bonus {
        /// Who.
        seat: u8,
        /// The character.
        card: CardId,
    },
    /// A card was played (`from_commons`: with the coins on it).
    Played {
        /// Who.
        seat: u8,
        /// Which (`None`: a character from the hand face down, hidden).
        card: Option<CardId>,
        /// How.
        way: Way,
        /// From the Commons, with these coins.
        from_commons: Option<u32>,
    },
    /// No card could be played (P4).
    Passed {
        /// Who.
        seat: u8,
    },
    /// A card went from the hand onto the Commons.
    Replaced {
        /// Who.
        seat: u8,
        /// The card.
        card: CardId,
        /// Coins put on it.
        coins: u32,
    },
    /// No card in hand had another name (P3).
    NoReplacement {
        /// Who.
        seat: u8,
    },
    /// Coins from the supply.
    GainedCoins {
        /// Who.
        seat: u8,
        /// How many.
        coins: u32,
    },
    /// An item sold.
    Sold {
        /// Who.
        seat: u8,
        /// The item.
        card: CardId,
        /// Coins.
        coins: u32,
    },
    /// A Commons card added to a Cloister.
    Added {
        /// Who.
        seat: u8,
        /// The card.
        card: CardId,
        /// Coins on it.
        coins: u32,
    },
    /// Cards drawn (`cards` empty for other viewers).
    Drew {
        /// Who.
        seat: u8,
        /// How many.
        count: u8,
        /// Which.
        cards: Vec<CardId>,
    },
    /// The Royal Decree taken.
    TookDecree {
        /// Who.
        seat: u8,
    },
    /// A tax paid.
    Taxed {
        /// Who collects.
        seat: u8,
        /// Who pays.
        from: u8,
        /// Coins paid.
        coins: u32,
    },
    /// An item discarded from another Cloister.
    DiscardedItem {
        /// Who.
        seat: u8,
        /// Whose item.
        target: u8,
        /// The item.
        card: CardId,
    },
    /// Items swapped.
    Swapped {
        /// Who.
        seat: u8,
        /// Their item given.
        mine: CardId,
        /// The other player.
        target: u8,
        /// The item taken.
        theirs: CardId,
    },
    /// Coins taken from the Commons cards.
    Skimmed {
        /// Who.
        seat: u8,
        /// Coins.
        coins: u32,
    },
    /// A step that could not do anything (P6).
    NothingToDo {
        /// Who.
        seat: u8,
        /// The step.
        step: Step,
    },
    /// All players had their turn.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// Commons cards with coins discarded; the others got a coin each.
    CommonsChecked {
        /// Discarded.
        discarded: Vec<CardId>,
        /// Cards that got a coin.
        coined: u8,
    },
    /// The Commons refilled from the deck.
    CommonsRefilled {
        /// New cards.
        cards: Vec<CardId>,
    },
    /// The Decree passed left.
    DecreePassed {
        /// The new holder.
        seat: u8,
    },
    /// Every hand passed to the left.
    HandsPassed,
    /// Face-down characters revealed at the end.
    Revealed {
        /// Whose.
        seat: u8,
        /// The characters.
        cards: Vec<CardId>,
    },
    /// The game ended.
    GameEnded {
        /// Winners (several: a shared win).
        winners: Vec<u8>,
    },
}

impl Event {
    /// The event as `viewer` may see it (`None`: what every player sees).
    pub fn seen_by(&self, viewer: Option<u8>) -> Event {
        let mut e = self.clone();
        match &mut e {
            Event::Kept { seat, card } if viewer != Some(*seat) => *card = None,
            Event::Played {
                seat,
                card,
                way: Way::FaceDown,
                from_commons: None,
            } if viewer != Some(*seat) => *card = None,
            Event::Drew { seat, cards, .. } if viewer != Some(*seat) => cards.clear(),
            _ => {}
        }
        e
    }

    /// The event in words (`None`: bookkeeping a log need not show).
    pub fn describe(
        &self,
        list: &CardList,
        names: &[String],
        viewer: Option<u8>,
    ) -> Option<String> {
        let who = |s: u8| -> String {
            if viewer == Some(s) {
                "You".into()
            } else {
                names
                    .get(s as usize)
                    .cloned()
                    .unwrap_or(format!("Seat {s}"))
            }
        };
        let whom = |s: u8| -> String {
            if viewer == Some(s) {
                "you".into()
            } else {
                who(s)
            }
        };
        let name = |c: CardId| list.name(c).to_string();
        let coins = |n: u32| format!("{n} coin{}", if n == 1 { "" } else { "s" });
        let cards = |v: &[CardId]| v.iter().map(|&c| name(c)).collect::<Vec<_>>().join(", ");
        Some(match self {
            Event::Dealt { players } => {
                format!("Each of the {players} players was dealt three characters to choose from.")
            }
            Event::Kept {
                seat,
                card: Some(c),
            } => {
                format!(
                    "{} kept {} face down in the Cloister.",
                    who(*seat),
                    name(*c)
                )
            }
            Event::Kept { seat, card: None } => {
                format!("{} kept a character face down in the Cloister.", who(*seat))
            }
            Event::DecreeGiven { seat } => format!("{} received the Royal Decree.", who(*seat)),
            Event::OrderChosen { seat, first } => format!(
                "{} (Royal Decree) chose to act {} this round.",
                who(*seat),
                if *first { "first" } else { "last" }
            ),
            Event::Bonus { seat, card } => format!(
                "{} used a bonus action: turned {} face up to use its ability.",
                who(*seat),
                name(*card)
            ),
            Event::Played {
                seat,
                card,
                way,
                from_commons,
            } => {
                let what = card.map_or("a character".to_string(), name);
                let from = match from_commons {
                    None => "from the hand",
                    Some(_) => "from the Commons",
                };
                let how = match way {
                    Way::Ability => "for its ability",
                    Way::FaceDown => "face down into the Cloister",
                    Way::Item => "into the Cloister",
                };
                // The coins on a Commons card go with the player, not the card.
                let took = match from_commons {
                    Some(n) if *n > 0 => format!(", and took the {} on it", coins(*n)),
                    _ => String::new(),
                };
                format!("{} played {what} {from} {how}{took}.", who(*seat))
            }
            Event::Passed { seat } => format!("{} could not play a card and passed.", who(*seat)),
            Event::Replaced {
                seat,
                card,
                coins: n,
            } => format!(
                "{} put {} onto the Commons with {}.",
                who(*seat),
                name(*card),
                coins(*n)
            ),
            Event::NoReplacement { seat } => format!(
                "{} had no card of another name, so nothing went onto the Commons.",
                who(*seat)
            ),
            Event::GainedCoins { seat, coins: n } => {
                format!("{} took {} from the supply.", who(*seat), coins(*n))
            }
            Event::Sold {
                seat,
                card,
                coins: n,
            } => {
                format!("{} sold {} for {}.", who(*seat), name(*card), coins(*n))
            }
            Event::Added {
                seat,
                card,
                coins: n,
            } => format!(
                "{} added {} from the Commons to the Cloister{}.",
                who(*seat),
                if list.is_character(*card) {
                    format!("{} (face down)", name(*card))
                } else {
                    name(*card)
                },
                if *n > 0 {
                    format!(", with {}", coins(*n))
                } else {
                    String::new()
                }
            ),
            Event::Drew {
                seat,
                count,
                cards: c,
            } if !c.is_empty() => {
                format!("{} drew {count}: {}.", who(*seat), cards(c))
            }
            Event::Drew { seat, count, .. } => format!(
                "{} drew {count} card{}.",
                who(*seat),
                if *count == 1 { "" } else { "s" }
            ),
            Event::TookDecree { seat } => format!("{} took the Royal Decree.", who(*seat)),
            Event::Taxed {
                seat,
                from,
                coins: n,
            } => {
                format!("{} paid {} {} in tax.", who(*from), whom(*seat), coins(*n))
            }
            Event::DiscardedItem { seat, target, card } => format!(
                "{} discarded {} from {}'s Cloister.",
                who(*seat),
                name(*card),
                whom(*target)
            ),
            Event::Swapped {
                seat,
                mine,
                target,
                theirs,
            } => format!(
                "{} swapped {} for {}'s {}.",
                who(*seat),
                name(*mine),
                whom(*target),
                name(*theirs)
            ),
            Event::Skimmed { seat, coins: n } => {
                format!("{} took {} from the Commons cards.", who(*seat), coins(*n))
            }
            Event::NothingToDo { seat, step } => format!(
                "{}: \"{}\" had nothing to act on (P6).",
                who(*seat),
                step.text()
            ),
            Event::RoundEnded { round } => round_ended_line(*round),
            Event::CommonsChecked { discarded, coined } => {
                let mut s = String::from("Commons check: ");
                if discarded.is_empty() {
                    s.push_str("no card had coins");
                } else {
                    s.push_str(&format!("discarded {} (they had coins)", cards(discarded)));
                }
                if *coined > 0 {
                    s.push_str(&format!(
                        "; {coined} card{} got a coin",
                        if *coined == 1 { "" } else { "s" }
                    ));
                }
                s.push('.');
                s
            }
            Event::CommonsRefilled { cards: c } => {
                format!("The Commons was filled from the deck: {}.", cards(c))
            }
            Event::DecreePassed { seat } => {
                format!("The Royal Decree passed to {}.", whom(*seat))
            }
            Event::HandsPassed => HANDS_PASSED_LINE.into(),
            Event::Revealed { seat, cards: c } => {
                format!("{} revealed the face-down {}.", who(*seat), cards(c))
            }
            Event::GameEnded { winners } => {
                let w: Vec<String> = winners.iter().map(|&s| whom(s)).collect();
                if w.len() == 1 {
                    format!("A hand was empty: the game is over. {} won.", w[0])
                } else {
                    format!(
                        "A hand was empty: the game is over. {} share the win.",
                        w.join(" and ")
                    )
                }
            }
        })
    }
}

/// The log's line of a round's end, for every viewer (the table finds a
/// round's end by it).
pub fn round_ended_line(round: u32) -> String {
    format!("Round {round} ended.")
}

/// The log's line of every hand passed to the left, for every viewer.
pub const HANDS_PASSED_LINE: &str = "Every player passed their hand to the left.";

impl keep_core::log::GameEvent for Event {
    fn seen_by(&self, viewer: Option<u8>) -> Event {
        Event::seen_by(self, viewer)
    }
}
