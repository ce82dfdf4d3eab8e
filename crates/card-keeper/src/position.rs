//! The position: everything on the table, built from a seed or from a checked
//! [`Setup`] (like shakmaty's `Setup` → `Position`).

use crate::actions::Decision;
use crate::cards::{Card, Colour, NUM_KINDS};
use crate::deck::{rng_from_seed, shuffle, GameRng, Hand};
use crate::events::{Event, OutCause};
use crate::rulings::{Options, Rulings, StartWildColour};
use crate::variant::Variant;
use keep_core::Engine;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Fewest players.
pub const MIN_PLAYERS: usize = 2;
/// Most players.
pub const MAX_PLAYERS: usize = 6;
/// Cards dealt to each player under the rules as written.
pub const HAND_SIZE: usize = 10;

/// A raw description of a position, as in the scenario format's `state`:
/// unchecked until [`Position::from_setup`] accepts it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// One hand per seat (the number of seats); an empty hand is a player who is out.
    pub hands: Vec<Vec<Card>>,
    /// Shields in front of each seat.
    pub shields: Vec<u8>,
    /// The draw pile, top card first.
    pub draw: Vec<Card>,
    /// The discard pile, bottom first, top card last.
    pub discard: Vec<Card>,
    /// The burn pile.
    #[serde(default)]
    pub burn: Vec<Card>,
    /// Cards that have left the game (used Shields).
    #[serde(default)]
    pub removed: Vec<Card>,
    /// The active colour, `None` while a starting Wild waits for its colour.
    pub active_colour: Option<Colour>,
    /// `1` clockwise or `-1`.
    pub direction: i8,
    /// The seat whose turn it is.
    pub current: u8,
}

/// Why a setup (or a new game's settings) is refused; each names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2..=6 seats.
    PlayerCount(usize),
    /// `shields` has a different length from `hands`.
    ShieldsLength {
        /// Seats in `hands`.
        hands: usize,
        /// Entries in `shields`.
        shields: usize,
    },
    /// More copies of a card than the deck holds (Shields in front of players count).
    TooManyCopies {
        /// The card.
        card: Card,
        /// Copies found.
        found: usize,
        /// Copies in the deck.
        deck: u8,
    },
    /// `direction` is not 1 or -1.
    Direction(i8),
    /// `current` is not a seat.
    CurrentOutOfRange(u8),
    /// `current` is out (holds no card).
    CurrentIsOut(u8),
    /// Fewer than two players hold cards: there is no decision to wait for.
    GameAlreadyOver,
    /// The discard pile is empty: there is no top card.
    EmptyDiscard,
    /// Only used Shields can have left the game.
    RemovedNotShield(Card),
    /// The variant cannot be played (a field out of range, a deck too small).
    Variant(keep_core::VariantError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "hands: {n} seats, but Card Keeper takes 2 to 6 players")
            }
            SetupError::ShieldsLength { hands, shields } => {
                write!(f, "shields: {shields} entries for {hands} seats")
            }
            SetupError::TooManyCopies { card, found, deck } => {
                write!(
                    f,
                    "cards: {found} copies of {card} ({}), the deck has {deck}",
                    card.name()
                )
            }
            SetupError::Direction(d) => write!(f, "direction: {d}, must be 1 or -1"),
            SetupError::CurrentOutOfRange(c) => write!(f, "current: seat {c} does not exist"),
            SetupError::CurrentIsOut(c) => write!(f, "current: seat {c} holds no cards, so is out"),
            SetupError::GameAlreadyOver => write!(f, "hands: fewer than two players hold cards"),
            SetupError::EmptyDiscard => write!(f, "discard: the discard pile needs its top card"),
            SetupError::Variant(e) => write!(f, "{e}"),
            SetupError::RemovedNotShield(c) => write!(
                f,
                "removed: {c} cannot leave the game, only used Shields do"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Everything on the table at a moment when the engine waits for a decision
/// (or the game is over). Changed only by [`Position::apply`].
#[derive(Clone, Debug, Serialize)]
pub struct Position {
    pub(crate) rulings: Rulings,
    #[serde(skip_serializing_if = "crate::variant::is_rules")]
    pub(crate) variant: Variant,
    pub(crate) seed: u64,
    pub(crate) dealer: Option<u8>,
    pub(crate) hands: Vec<Hand>,
    pub(crate) shields: Vec<u8>,
    /// Top card last.
    pub(crate) draw: Vec<Card>,
    /// Top card last.
    pub(crate) discard: Vec<Card>,
    pub(crate) burn: Vec<Card>,
    pub(crate) removed: Vec<Card>,
    pub(crate) active: Option<Colour>,
    pub(crate) direction: i8,
    pub(crate) current: u8,
    /// Who must decide what; `None` once the game is over.
    pub(crate) pending: Option<(u8, Decision)>,
    /// Seats out, in the order they went out.
    pub(crate) out: Vec<u8>,
    /// The same seats as bits, for quick checks.
    #[serde(skip)]
    pub(crate) out_mask: u8,
    pub(crate) winner: Option<u8>,
    pub(crate) over: bool,
    pub(crate) turn: u32,
    pub(crate) chaos_by: u8,
    /// Seats still to be asked for a Chaos burn, next first.
    pub(crate) chaos_queue: Vec<u8>,
    /// Chaos burns chosen but not yet made (they happen together).
    pub(crate) chaos_chosen: Vec<(u8, Card)>,
    pub(crate) log: Vec<Event>,
    /// What emptied each hand last, read by the knock-out check.
    #[serde(skip)]
    pub(crate) emptied_by: [OutCause; MAX_PLAYERS],
    #[serde(skip)]
    pub(crate) rng: GameRng,
    /// Counts a simulation reports, kept as the game goes (no log scan).
    #[serde(skip)]
    pub(crate) tally: Tally,
    /// The kinds playable on the current top card and colour (K3), kept up
    /// to date whenever either changes.
    #[serde(skip)]
    pub(crate) playable: u64,
    /// Seats whose hand was emptied during the action being applied, for
    /// the knock-out check.
    #[serde(skip)]
    pub(crate) emptied: u8,
    /// False once [`Position::without_log`] stopped the event log.
    #[serde(skip)]
    pub(crate) logging: bool,
}

/// What a simulation counts in a game, kept up to date by the engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Shields used up by takes and Chaos burns.
    pub shields_used: u32,
    /// Shields played (placed in front of a player).
    pub shields_played: u32,
    /// Cards that moved by a take (captures that a Shield did not block).
    pub captures: u32,
    /// Cards burned by Chaos.
    pub chaos_burns: u32,
    /// Cards a player chose to burn on their turn.
    pub burns: u32,
    /// Hands traded by a Swap.
    pub swaps: u32,
    /// Reshuffles of the discard and burn piles.
    pub reshuffles: u32,
    /// The cause of the latest knock-out.
    pub last_out: Option<crate::events::OutCause>,
    /// The game ended with players going out together.
    pub simultaneous: bool,
}

impl Position {
    /// Deals a new game for `players` seats under `rulings` from `seed`:
    /// the dealer, the shuffle, the deal and the starting card all come from
    /// the seed, so the same arguments always give the same game.
    pub fn new_game(players: usize, rulings: Rulings, seed: u64) -> Result<Position, SetupError> {
        Position::deal(
            players,
            &Options {
                rulings,
                variant: Variant::default(),
            },
            seed,
        )
    }

    /// Deals a new game for `players` seats under `options` (rulings and
    /// variant) from `seed`; a variant that cannot be played is refused,
    /// naming its field.
    pub fn deal(players: usize, options: &Options, seed: u64) -> Result<Position, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        let variant = options.variant;
        keep_core::Variant::check(&variant, players).map_err(SetupError::Variant)?;
        let rulings = options.rulings;
        let mut rng = rng_from_seed(seed);
        let dealer = crate::deck::below(&mut rng, players as u32) as u8;
        let mut deck = variant.deck();
        shuffle(&mut rng, &mut deck);
        // `deck` is the draw pile with its top card last.
        let mut hands = vec![Hand::new(); players];
        for _ in 0..variant.hand {
            for i in 1..=players {
                let seat = (dealer as usize + i) % players;
                if let Some(card) = deck.pop() {
                    hands[seat].add(card);
                }
            }
        }
        let size = variant.deck_size();
        let mut p = Position {
            rulings,
            variant,
            seed,
            dealer: Some(dealer),
            hands,
            shields: vec![0; players],
            draw: deck,
            discard: Vec::with_capacity(size),
            burn: Vec::with_capacity(size),
            removed: Vec::new(),
            active: None,
            direction: 1,
            current: 0,
            pending: None,
            out: Vec::new(),
            out_mask: 0,
            winner: None,
            over: false,
            turn: 0,
            chaos_by: 0,
            chaos_queue: Vec::with_capacity(MAX_PLAYERS),
            chaos_chosen: Vec::with_capacity(MAX_PLAYERS),
            log: Vec::new(),
            emptied_by: [OutCause::OwnCard; MAX_PLAYERS],
            rng,
            tally: Tally::default(),
            playable: 0,
            emptied: 0,
            logging: true,
        };
        // The variant's check leaves a card to start on in the draw pile.
        let start = loop {
            let Some(card) = p.draw.pop() else {
                return Err(SetupError::Variant(keep_core::VariantError {
                    field: "hand",
                    message: "no card left to start on".into(),
                }));
            };
            if p.variant.refuses_start(card) {
                p.log.push(Event::StartRefused { card });
                p.draw.push(card);
                shuffle(&mut p.rng, &mut p.draw);
            } else {
                break card;
            }
        };
        p.discard.push(start);
        let n = players as u8;
        let first = match start.kind() {
            crate::cards::Kind::Reverse(_) => {
                p.direction = -1;
                (dealer + n - 1) % n
            }
            _ => (dealer + 1) % n,
        };
        p.active = start.colour();
        p.log.push(Event::Dealt {
            dealer,
            start,
            first,
        });
        p.current = first;
        if start == Card::WILD && rulings.start_wild_colour == StartWildColour::Random {
            let colour = Colour::ALL[crate::deck::below(&mut p.rng, 4) as usize];
            p.active = Some(colour);
            p.log.push(Event::RandomColour { colour });
        }
        p.refresh_playable();
        p.begin_turn(first);
        Ok(p)
    }

    /// Checks a raw setup and builds the position it describes, waiting for
    /// `current` to decide. Chance (takes, reshuffles) then comes from `seed`.
    pub fn from_setup(setup: &Setup, rulings: Rulings, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup_with(
            setup,
            &Options {
                rulings,
                variant: Variant::default(),
            },
            seed,
        )
    }

    /// [`Position::from_setup`] under a variant too: the copies of each card
    /// are the variant's.
    pub fn from_setup_with(
        setup: &Setup,
        options: &Options,
        seed: u64,
    ) -> Result<Position, SetupError> {
        let (rulings, variant) = (options.rulings, options.variant);
        let n = setup.hands.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        keep_core::Variant::check(&variant, n).map_err(SetupError::Variant)?;
        if setup.shields.len() != n {
            return Err(SetupError::ShieldsLength {
                hands: n,
                shields: setup.shields.len(),
            });
        }
        let mut counts = [0usize; NUM_KINDS];
        let all = setup
            .hands
            .iter()
            .flatten()
            .chain(&setup.draw)
            .chain(&setup.discard)
            .chain(&setup.burn);
        for c in all.chain(&setup.removed) {
            counts[c.index()] += 1;
        }
        counts[Card::SHIELD.index()] += setup.shields.iter().map(|&s| s as usize).sum::<usize>();
        for card in Card::all() {
            let found = counts[card.index()];
            if found > variant.copies(card) as usize {
                return Err(SetupError::TooManyCopies {
                    card,
                    found,
                    deck: variant.copies(card),
                });
            }
        }
        if let Some(&c) = setup.removed.iter().find(|c| **c != Card::SHIELD) {
            return Err(SetupError::RemovedNotShield(c));
        }
        if setup.direction != 1 && setup.direction != -1 {
            return Err(SetupError::Direction(setup.direction));
        }
        if setup.current as usize >= n {
            return Err(SetupError::CurrentOutOfRange(setup.current));
        }
        if setup.hands[setup.current as usize].is_empty() {
            return Err(SetupError::CurrentIsOut(setup.current));
        }
        if setup.hands.iter().filter(|h| !h.is_empty()).count() < 2 {
            return Err(SetupError::GameAlreadyOver);
        }
        if setup.discard.is_empty() {
            return Err(SetupError::EmptyDiscard);
        }
        let decision = if setup.active_colour.is_none() {
            Decision::NameColour
        } else {
            Decision::PlayOrBurn
        };
        let mut p = Position {
            rulings,
            variant,
            seed,
            dealer: None,
            hands: setup
                .hands
                .iter()
                .map(|h| h.iter().copied().collect())
                .collect(),
            shields: setup.shields.clone(),
            draw: setup.draw.iter().rev().copied().collect(),
            discard: setup.discard.clone(),
            burn: setup.burn.clone(),
            removed: setup.removed.clone(),
            active: setup.active_colour,
            direction: setup.direction,
            current: setup.current,
            pending: Some((setup.current, decision)),
            out: (0..n as u8)
                .filter(|&s| setup.hands[s as usize].is_empty())
                .collect(),
            out_mask: (0..n as u8)
                .filter(|&s| setup.hands[s as usize].is_empty())
                .fold(0, |m, s| m | 1 << s),
            winner: None,
            over: false,
            turn: 1,
            chaos_by: 0,
            chaos_queue: Vec::with_capacity(MAX_PLAYERS),
            chaos_chosen: Vec::with_capacity(MAX_PLAYERS),
            log: Vec::with_capacity(64),
            emptied_by: [OutCause::OwnCard; MAX_PLAYERS],
            rng: rng_from_seed(seed),
            tally: Tally::default(),
            playable: 0,
            emptied: 0,
            logging: true,
        };
        p.refresh_playable();
        Ok(p)
    }

    /// The position as a raw [`Setup`] (the scenario format's `state`).
    pub fn to_setup(&self) -> Setup {
        Setup {
            hands: self.hands.iter().map(|h| h.cards().collect()).collect(),
            shields: self.shields.clone(),
            draw: self.draw.iter().rev().copied().collect(),
            discard: self.discard.clone(),
            burn: self.burn.clone(),
            removed: self.removed.clone(),
            active_colour: self.active,
            direction: self.direction,
            current: self.current,
        }
    }

    /// The rulings in force.
    pub fn rulings(&self) -> Rulings {
        self.rulings
    }
    /// The variant played (the game's numbers).
    pub fn variant(&self) -> &Variant {
        &self.variant
    }
    /// The dealer, for a dealt game.
    pub fn dealer(&self) -> Option<u8> {
        self.dealer
    }
    /// A seat's hand (the full truth: use [`Position::view`] for a player).
    pub fn hand(&self, seat: u8) -> &Hand {
        &self.hands[seat as usize]
    }
    /// Shields in front of a seat.
    pub fn shields(&self, seat: u8) -> u8 {
        self.shields[seat as usize]
    }
    /// The draw pile, top card last.
    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }
    /// The discard pile, top card last.
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    /// The top card of the discard pile.
    pub fn top(&self) -> Option<Card> {
        self.discard.last().copied()
    }
    /// The burn pile.
    pub fn burn_pile(&self) -> &[Card] {
        &self.burn
    }
    /// Cards that have left the game.
    pub fn removed(&self) -> &[Card] {
        &self.removed
    }
    /// The active colour.
    pub fn active_colour(&self) -> Option<Colour> {
        self.active
    }
    /// The direction of play, `1` or `-1`.
    pub fn direction(&self) -> i8 {
        self.direction
    }
    /// The seat whose turn it is.
    pub fn current(&self) -> u8 {
        self.current
    }
    /// Seats that are out, in the order they went out.
    pub fn out(&self) -> &[u8] {
        &self.out
    }
    /// True when `seat` is out.
    pub fn is_out(&self, seat: u8) -> bool {
        seat < 8 && self.out_mask & (1 << seat) != 0
    }
    /// Seats still in.
    pub fn players_in(&self) -> usize {
        self.players() - self.out.len()
    }
    /// The winner, once the game is over (`None` for a draw).
    pub fn winner(&self) -> Option<u8> {
        self.winner
    }
    /// Turns begun so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// The counts a simulation reports (shields used, reshuffles, the last
    /// knock-out's cause), kept as the game goes.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// Total cards in the game: hands, piles, Shields in front and removed cards.
    pub fn card_total(&self) -> usize {
        self.hands.iter().map(Hand::len).sum::<usize>()
            + self.draw.len()
            + self.discard.len()
            + self.burn.len()
            + self.removed.len()
            + self.shields.iter().map(|&s| s as usize).sum::<usize>()
    }
}
