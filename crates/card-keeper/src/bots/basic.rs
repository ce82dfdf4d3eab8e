//! The basic bot: a heuristic that plays like a sensible person.
//!
//! It scores every legal action from its own view and takes the best (ties
//! broken by its own seeded generator):
//!
//! - **Keep what protects you.** A card's *keep value* ranks Shields, Draw +3,
//!   Wilds and Capture +2 highest, then Chaos, Capture +1 and Swap, then
//!   characters and Reverses, which are worth more the more cards of their
//!   colour the bot holds (it can keep that colour active).
//! - **Ordinary plays** (characters, Reverse) are preferred to burning, and
//!   among them the card of the colour the bot holds most of, so the colour
//!   it sets stays playable for it.
//! - **Captures** go to the opponent still in with no Shield who holds the
//!   most cards; an opponent down to their last card unshielded is taken
//!   first, since that knocks them out. Capturing into a Shield is a last resort.
//! - **Capture +2** is valued take by take (a Shield eats a take; an emptied
//!   hand gives nothing), so the same player twice is chosen when it knocks
//!   them out.
//! - **Chaos** is played when it costs unshielded opponents cards, most of all
//!   when one holds a single card; never as the bot's own last card.
//! - **Draw +3** is kept until the hand is small (3 cards or fewer), and a
//!   **Shield** is placed when the bot has none and its hand is small or an
//!   opponent is down to few cards (and so hungry for captures).
//! - **Swap** is played only when the target holds more cards than the bot
//!   will, and always when the bot's own hand would be empty (the target goes out).
//! - **Wild** names the colour the bot holds most of, and is played only when
//!   nothing ordinary is playable.
//! - **Burning** picks the card with the lowest keep value (the one least
//!   likely to be playable), and a Chaos is answered with the same worst card.
//!
//! A search bot plays its own seat's future more sharply
//! ([`Bot::decide_own_playout`], the sharp style): it keeps its Captures
//! for the take, and its Chaos for the burn, that knocks a player out, and
//! with two players left it burns a character or Reverse rather than play
//! it (the top card and the colour stay as they were). As a player (before
//! the Chaos rule) that style beat `basic` 57.8% heads-up and 29.6% with
//! three `basic` opponents (parity 25%); as the search's own play-outs it
//! lifts the strong bot against `basic` from 62.9% to 68.8% heads-up and
//! from 36.0% to 42.3% with four players. `basic` itself stays as it was,
//! so that its figures and every simulation with it stay the same.

use crate::actions::{Action, Choice, Decision};
use crate::cards::{Card, Colour, Kind};
use crate::deck::{below, rng_from_seed, GameRng, Hand};
use crate::view::SeatView;
use keep_core::Bot;

/// The heuristic bot described in this module's documentation.
#[derive(Clone, Debug)]
pub struct BasicBot {
    rng: GameRng,
}

impl BasicBot {
    /// A basic bot whose tie-breaks come from `seed`.
    pub fn new(seed: u64) -> BasicBot {
        BasicBot {
            rng: rng_from_seed(seed),
        }
    }
}

/// Cards of each colour in a hand (suit cards only).
fn colour_counts(hand: &Hand) -> [u8; 4] {
    let mut counts = [0u8; 4];
    for c in hand.kinds() {
        if let Some(col) = c.colour() {
            counts[col.index()] += hand.count(c);
        }
    }
    counts
}

/// How much the bot wants to keep `card` (higher keeps it longer).
fn keep_value(card: Card, colours: &[u8; 4]) -> f32 {
    match card.kind() {
        Kind::Shield => 10.0,
        Kind::Draw3 | Kind::Wild | Kind::Capture2 => 9.0,
        Kind::Chaos => 8.0,
        Kind::Capture(c) => 6.0 + 0.2 * f32::from(colours[c.index()]),
        Kind::Swap(..) => 5.0,
        Kind::Reverse(c) | Kind::Character(c, _) => 1.0 + 0.5 * f32::from(colours[c.index()]),
    }
}

fn best_colour(colours: &[u8; 4]) -> Colour {
    let mut best = Colour::Red;
    for c in Colour::ALL {
        if colours[c.index()] > colours[best.index()] {
            best = c;
        }
    }
    best
}

/// How the heuristic plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// The `basic` bot.
    Basic,
    /// A search bot's own seat in its play-outs: Captures and Chaos kept
    /// for a knock-out, and heads-up a character burned rather than played.
    Sharp,
}

impl BasicBot {
    fn score(&self, view: &SeatView<'_>, action: &Action, colours: &[u8; 4], style: Style) -> f32 {
        let me = view.seat();
        let sharp = style == Style::Sharp;
        let hand = view.hand();
        let len = hand.len();
        let min_opponent = (0..view.players() as u8)
            .filter(|&s| s != me && !view.is_out(s))
            .map(|s| view.hand_count(s))
            .min()
            .unwrap_or(0);
        // Value of one take from `t` when it holds `count` cards and `shields` Shields.
        let take_value = |count: usize, shields: u8| -> f32 {
            if shields > 0 {
                1.0
            } else if count == 0 {
                0.0
            } else if count == 1 {
                40.0
            } else if sharp {
                // Kept for a take that knocks someone out.
                -30.0
            } else {
                12.0 + count as f32 * 0.5
            }
        };
        match *action {
            Action::NameColour { colour, .. } => f32::from(colours[colour.index()]),
            Action::ChaosBurn { card, .. } => -keep_value(card, colours),
            Action::Burn { card, .. } => {
                let ordinary = matches!(card.kind(), Kind::Character(..) | Kind::Reverse(_));
                if sharp && ordinary && view.players_in() == 2 {
                    // Above playing it: the top card and colour stay.
                    9.0 - keep_value(card, colours)
                } else {
                    -6.0 - keep_value(card, colours)
                }
            }
            Action::Play { card, choice, .. } => match (card.kind(), choice) {
                (Kind::Character(c, _) | Kind::Reverse(c), _) => {
                    8.0 - keep_value(card, colours) + f32::from(colours[c.index()])
                }
                (Kind::Capture(_), Choice::Target(t)) => {
                    take_value(view.hand_count(t), view.shields(t)) - 2.0
                }
                (Kind::Capture2, Choice::Targets(a, b)) => {
                    let first = take_value(view.hand_count(a), view.shields(a));
                    let (count_b, shields_b) = if a == b {
                        if view.shields(a) > 0 {
                            (view.hand_count(a), view.shields(a) - 1)
                        } else {
                            (view.hand_count(a).saturating_sub(1), 0)
                        }
                    } else {
                        (view.hand_count(b), view.shields(b))
                    };
                    first + take_value(count_b, shields_b) - 9.0
                }
                (Kind::Chaos, _) => {
                    if len <= 1 {
                        return -50.0;
                    }
                    let mut v = -6.0;
                    for s in (0..view.players() as u8).filter(|&s| s != me && !view.is_out(s)) {
                        if view.shields(s) == 0 {
                            v += match view.hand_count(s) {
                                1 => 40.0,
                                // Kept for a burn that knocks someone out.
                                _ if sharp => -5.0,
                                _ => 5.0,
                            };
                        }
                    }
                    v
                }
                (Kind::Draw3, _) => {
                    if len <= 3 {
                        25.0
                    } else {
                        -20.0
                    }
                }
                (Kind::Shield, _) => {
                    if view.shields(me) == 0 && (len <= 4 || min_opponent <= 2) {
                        18.0
                    } else {
                        -20.0
                    }
                }
                (Kind::Wild, Choice::Colour(c)) => -4.0 + f32::from(colours[c.index()]),
                (Kind::Swap(..), Choice::Target(t)) => {
                    let mine_after = len - 1;
                    if mine_after == 0 {
                        60.0
                    } else {
                        (view.hand_count(t) as f32 - mine_after as f32) * 4.0 - 4.0
                    }
                }
                _ => -100.0,
            },
        }
    }
}

impl<'a> Bot<SeatView<'a>, Action> for BasicBot {
    fn decide(&mut self, view: &SeatView<'a>, legal: &[Action]) -> Action {
        self.choose(view, legal, Style::Basic)
    }
    fn decide_own_playout(&mut self, view: &SeatView<'a>, legal: &[Action]) -> Action {
        self.choose(view, legal, Style::Sharp)
    }
}

impl BasicBot {
    /// The best-scored legal action in `style` (ties broken at random).
    fn choose(&mut self, view: &SeatView<'_>, legal: &[Action], style: Style) -> Action {
        let colours = colour_counts(view.hand());
        if matches!(view.pending(), Some((_, Decision::NameColour))) {
            let c = best_colour(&colours);
            return *legal
                .iter()
                .find(|a| matches!(a, Action::NameColour { colour, .. } if *colour == c))
                .unwrap_or(&legal[0]);
        }
        let mut best = f32::NEG_INFINITY;
        let mut ties = 0u32;
        let mut choice = legal[0];
        for a in legal {
            let s = self.score(view, a, &colours, style);
            if s > best {
                best = s;
                ties = 1;
                choice = *a;
            } else if s == best {
                ties += 1;
                if below(&mut self.rng, ties) == 0 {
                    choice = *a;
                }
            }
        }
        choice
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::ActionList;
    use crate::position::{Position, Setup};
    use crate::rulings::Rulings;
    use keep_core::Engine;

    fn cards(codes: &[&str]) -> Vec<Card> {
        codes
            .iter()
            .map(|c| Card::from_code(c).expect("a card code"))
            .collect()
    }

    /// Seat 0 to play heads-up, holding a red Capture +1 on a red top card,
    /// against a hand of `theirs` cards.
    fn capture_position(theirs: usize) -> Position {
        let setup = Setup {
            hands: vec![
                cards(&["R5", "Rcap", "B3"]),
                cards(&["G1", "G2", "G3", "G4"][..theirs]),
            ],
            shields: vec![0, 0],
            draw: cards(&["Y1", "Y2", "Y3", "Y4", "Y5"]),
            discard: cards(&["R2"]),
            active_colour: Some(Colour::Red),
            direction: 1,
            current: 0,
            ..Setup::default()
        };
        Position::from_setup(&setup, Rulings::default(), 1).expect("a legal setup")
    }

    fn choice(pos: &Position, style: Style) -> Action {
        let mut legal = ActionList::default();
        pos.fill_legal(&mut legal);
        BasicBot::new(3).choose(&pos.view(0), &legal, style)
    }

    #[test]
    fn the_sharp_style_keeps_a_capture_for_the_knock_out() {
        let capture = |a: Action| matches!(a, Action::Play { card, .. } if card == Card::from_code("Rcap").unwrap());
        // Three cards across the table: basic takes one, the sharp style waits.
        let pos = capture_position(3);
        assert!(capture(choice(&pos, Style::Basic)));
        assert!(!capture(choice(&pos, Style::Sharp)));
        // One card: both take it, and the opponent is out.
        let pos = capture_position(1);
        assert!(capture(choice(&pos, Style::Basic)));
        assert!(capture(choice(&pos, Style::Sharp)));
    }

    #[test]
    fn a_search_plays_its_own_seat_sharp_and_the_others_basic() {
        let pos = capture_position(3);
        let mut legal = ActionList::default();
        pos.fill_legal(&mut legal);
        let mut bot = BasicBot::new(3);
        assert_eq!(bot.decide(&pos.view(0), &legal), choice(&pos, Style::Basic));
        let mut bot = BasicBot::new(3);
        assert_eq!(
            bot.decide_own_playout(&pos.view(0), &legal),
            choice(&pos, Style::Sharp)
        );
    }
}
