//! The Star Crew position: hands, the formation, scores, rounds; dealt from a
//! seed or built from a checked [`Setup`].

use crate::actions::Decision;
use crate::cards::Card;
use crate::events::Event;
use crate::variant::Variant;
use keep_core::Engine;
use keep_core::{below, rng_from_seed, shuffle, GameRng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Fewest players.
pub const MIN_PLAYERS: usize = 2;
/// Most players.
pub const MAX_PLAYERS: usize = 5;

/// A raw position (the scenario format's `state`), unchecked until
/// [`Position::from_setup`] accepts it. It waits for `current`'s turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Each hand in order, top numbers first (`"3|7"`).
    pub hands: Vec<Vec<Card>>,
    /// The formation on the table, left to right.
    #[serde(default)]
    pub formation: Vec<Card>,
    /// Its owner (required when the formation is not empty).
    #[serde(default)]
    pub owner: Option<u8>,
    /// Whose turn it is.
    pub current: u8,
    /// Cards captured this round, per seat.
    #[serde(default)]
    pub captured: Vec<u32>,
    /// Patches earned this round, per seat.
    #[serde(default)]
    pub patches: Vec<u32>,
    /// Who has used Warp this round.
    #[serde(default)]
    pub warp_used: Vec<bool>,
    /// Total scores from earlier rounds.
    #[serde(default)]
    pub scores: Vec<i32>,
    /// The round, from 1.
    #[serde(default = "one")]
    pub round: u8,
    /// Who started this round.
    #[serde(default)]
    pub starter: u8,
}

fn one() -> u8 {
    1
}

/// Why a setup is refused; each names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2..=5 seats.
    PlayerCount(usize),
    /// The variant cannot be played (a field out of range, too many cards).
    Variant(keep_core::VariantError),
    /// A per-seat list has the wrong length.
    Length(&'static str),
    /// A card appears twice (either way up).
    Duplicate(Card),
    /// A card that this player count does not use.
    NotInDeck(Card),
    /// A seat number is out of range.
    Seat(&'static str),
    /// The formation has no owner, or an owner without cards on the table.
    Owner,
    /// The current player owns the formation (S3: play never rests there).
    CurrentOwnsFormation,
    /// The formation is not a set or a run.
    FormationNotAGroup,
    /// The round is past the last.
    Round(u8),
    /// Every hand is empty: no round waits on a turn then.
    EmptyHands,
    /// A count no game can reach (`captured`, `patches`, `scores`).
    Count {
        /// The field.
        field: &'static str,
        /// The seat.
        seat: usize,
        /// The count given.
        value: i64,
        /// The most (or, for scores, the most either way).
        most: i64,
    },
}

/// The most cards or patches a seat can hold in a setup, and the largest
/// score either way: far beyond any game, and far from any wrap.
pub const MAX_COUNT: i64 = 10_000;

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => {
                write!(f, "hands: {n} seats, Star Crew takes 2 to 5 players")
            }
            SetupError::Variant(e) => write!(f, "{e}"),
            SetupError::Length(field) => write!(f, "{field}: one entry per seat"),
            SetupError::Duplicate(c) => write!(f, "cards: {c} appears twice"),
            SetupError::NotInDeck(c) => write!(f, "cards: {c} is not used with this many players"),
            SetupError::Seat(field) => write!(f, "{field}: no such seat"),
            SetupError::Owner => write!(
                f,
                "owner: a formation needs its owner, and an owner needs a formation"
            ),
            SetupError::CurrentOwnsFormation => {
                write!(f, "current: the owner of the formation never plays on it")
            }
            SetupError::FormationNotAGroup => write!(f, "formation: not a set or a run"),
            SetupError::Round(r) => write!(f, "round: {r} is past the last round"),
            SetupError::EmptyHands => write!(
                f,
                "hands: every hand is empty, and a round ends when a hand is emptied"
            ),
            SetupError::Count {
                field,
                seat,
                value,
                most,
            } => write!(
                f,
                "{field}: {value} for seat {seat} is more than a game can hold (at most {most})"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Everything on the table at a moment when a decision is awaited (or the game is over).
#[derive(Clone, Debug, Serialize)]
pub struct Position {
    #[serde(skip_serializing_if = "keep_core::Variant::is_rules")]
    pub(crate) variant: Variant,
    pub(crate) seed: u64,
    pub(crate) hands: Vec<Vec<Card>>,
    pub(crate) set_aside: Vec<Card>,
    pub(crate) formation: Vec<Card>,
    pub(crate) owner: Option<u8>,
    pub(crate) captured: Vec<u32>,
    pub(crate) patches: Vec<u32>,
    pub(crate) warp_used: Vec<bool>,
    pub(crate) scores: Vec<i32>,
    /// Each finished round's score lines.
    pub(crate) history: Vec<Vec<crate::events::ScoreLine>>,
    pub(crate) round: u8,
    pub(crate) starter: u8,
    pub(crate) current: u8,
    pub(crate) pending: Option<(u8, Decision)>,
    /// Seats still to keep or flip this round, next first.
    pub(crate) keep_queue: Vec<u8>,
    pub(crate) winners: Vec<u8>,
    pub(crate) log: Vec<Event>,
    #[serde(skip)]
    pub(crate) rng: GameRng,
}

impl Position {
    /// Deals a new game for `players` seats from `seed`.
    pub fn new_game(players: usize, seed: u64) -> Result<Position, SetupError> {
        Position::deal(players, Variant::default(), seed)
    }

    /// Deals a new game for `players` seats under `variant` from `seed`; a
    /// variant that cannot be played is refused, naming its field.
    pub fn deal(players: usize, variant: Variant, seed: u64) -> Result<Position, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        keep_core::Variant::check(&variant, players).map_err(SetupError::Variant)?;
        let mut p = Position {
            variant,
            seed,
            hands: vec![Vec::new(); players],
            set_aside: Vec::new(),
            formation: Vec::new(),
            owner: None,
            captured: vec![0; players],
            patches: vec![0; players],
            warp_used: vec![false; players],
            scores: vec![0; players],
            history: Vec::new(),
            round: 1,
            starter: 0,
            current: 0,
            pending: None,
            keep_queue: Vec::new(),
            winners: Vec::new(),
            log: Vec::new(),
            rng: rng_from_seed(seed),
        };
        p.deal_round();
        Ok(p)
    }

    /// Shuffles the cards for this player count, each with a random end up,
    /// deals them one at a time from the round's starter, and asks every
    /// player in turn to keep or flip.
    pub(crate) fn deal_round(&mut self) {
        let n = self.players();
        let mut deck = self.variant.deck(n);
        shuffle(&mut self.rng, &mut deck);
        for c in deck.iter_mut() {
            if below(&mut self.rng, 2) == 1 {
                *c = c.flipped();
            }
        }
        for h in self.hands.iter_mut() {
            h.clear();
        }
        let per = self.variant.hand(n);
        for (i, &card) in deck[..per * n].iter().enumerate() {
            let seat = (self.starter as usize + i) % n;
            self.hands[seat].push(card);
        }
        self.set_aside = deck[per * n..].to_vec();
        self.formation.clear();
        self.owner = None;
        self.captured = vec![0; n];
        self.patches = vec![0; n];
        self.warp_used = vec![false; n];
        self.current = self.starter;
        self.keep_queue = (0..n as u8).map(|i| (self.starter + i) % n as u8).collect();
        self.log.push(Event::RoundStarted {
            round: self.round,
            starter: self.starter,
        });
        self.pending = Some((self.keep_queue[0], Decision::KeepOrFlip));
    }

    /// Checks a raw setup and builds the position, waiting for `current`'s turn.
    pub fn from_setup(setup: &Setup, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup_with(setup, Variant::default(), seed)
    }

    /// [`Position::from_setup`] under a variant: its cards for the player
    /// count, and its rounds.
    pub fn from_setup_with(
        setup: &Setup,
        variant: Variant,
        seed: u64,
    ) -> Result<Position, SetupError> {
        let n = setup.hands.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        keep_core::Variant::check(&variant, n).map_err(SetupError::Variant)?;
        let per_seat = |v: usize, field: &'static str| {
            if v == 0 || v == n {
                Ok(())
            } else {
                Err(SetupError::Length(field))
            }
        };
        if setup.hands.iter().all(Vec::is_empty) {
            return Err(SetupError::EmptyHands);
        }
        per_seat(setup.captured.len(), "captured")?;
        per_seat(setup.patches.len(), "patches")?;
        per_seat(setup.warp_used.len(), "warp_used")?;
        per_seat(setup.scores.len(), "scores")?;
        let counts = [
            (
                "captured",
                setup
                    .captured
                    .iter()
                    .map(|&v| i64::from(v))
                    .collect::<Vec<_>>(),
            ),
            (
                "patches",
                setup.patches.iter().map(|&v| i64::from(v)).collect(),
            ),
            (
                "scores",
                setup.scores.iter().map(|&v| i64::from(v).abs()).collect(),
            ),
        ];
        for (field, values) in counts {
            if let Some((seat, &value)) = values.iter().enumerate().find(|(_, &v)| v > MAX_COUNT) {
                return Err(SetupError::Count {
                    field,
                    seat,
                    value,
                    most: MAX_COUNT,
                });
            }
        }
        let deck = variant.deck(n);
        let mut seen = std::collections::HashSet::new();
        for c in setup.hands.iter().flatten().chain(&setup.formation) {
            if !deck.contains(&Card::new(c.identity().0, c.identity().1)) {
                return Err(SetupError::NotInDeck(*c));
            }
            if !seen.insert(c.identity()) {
                return Err(SetupError::Duplicate(*c));
            }
        }
        if setup.current as usize >= n {
            return Err(SetupError::Seat("current"));
        }
        if setup.starter as usize >= n {
            return Err(SetupError::Seat("starter"));
        }
        match setup.owner {
            Some(o) if o as usize >= n => return Err(SetupError::Seat("owner")),
            Some(_) if setup.formation.is_empty() => return Err(SetupError::Owner),
            None if !setup.formation.is_empty() => return Err(SetupError::Owner),
            Some(o) if o == setup.current => return Err(SetupError::CurrentOwnsFormation),
            _ => {}
        }
        if !setup.formation.is_empty() && crate::groups::strength(&setup.formation).is_none() {
            return Err(SetupError::FormationNotAGroup);
        }
        if setup.round == 0 || setup.round > variant.rounds(n) {
            return Err(SetupError::Round(setup.round));
        }
        let or = |v: &Vec<u32>| if v.is_empty() { vec![0; n] } else { v.clone() };
        Ok(Position {
            variant,
            seed,
            hands: setup.hands.clone(),
            set_aside: deck
                .into_iter()
                .filter(|c| !seen.contains(&c.identity()))
                .collect(),
            formation: setup.formation.clone(),
            owner: setup.owner,
            captured: or(&setup.captured),
            patches: or(&setup.patches),
            warp_used: if setup.warp_used.is_empty() {
                vec![false; n]
            } else {
                setup.warp_used.clone()
            },
            scores: if setup.scores.is_empty() {
                vec![0; n]
            } else {
                setup.scores.clone()
            },
            history: Vec::new(),
            round: setup.round,
            starter: setup.starter,
            current: setup.current,
            pending: Some((setup.current, Decision::Turn)),
            keep_queue: Vec::new(),
            winners: Vec::new(),
            log: Vec::new(),
            rng: rng_from_seed(seed),
        })
    }

    /// The position as a raw [`Setup`].
    pub fn to_setup(&self) -> Setup {
        Setup {
            hands: self.hands.clone(),
            formation: self.formation.clone(),
            owner: self.owner,
            current: self.current,
            captured: self.captured.clone(),
            patches: self.patches.clone(),
            warp_used: self.warp_used.clone(),
            scores: self.scores.clone(),
            round: self.round,
            starter: self.starter,
        }
    }

    /// A seat's hand in order (the full truth: a player sees it through a view).
    pub fn hand(&self, seat: u8) -> &[Card] {
        &self.hands[seat as usize]
    }
    /// Cards set aside unseen this round (two players).
    pub fn set_aside(&self) -> &[Card] {
        &self.set_aside
    }
    /// The formation on the table, left to right.
    pub fn formation(&self) -> &[Card] {
        &self.formation
    }
    /// The formation's owner.
    pub fn owner(&self) -> Option<u8> {
        self.owner
    }
    /// Cards captured this round by a seat.
    pub fn captured(&self, seat: u8) -> u32 {
        self.captured[seat as usize]
    }
    /// Patches earned this round by a seat.
    pub fn patches(&self, seat: u8) -> u32 {
        self.patches[seat as usize]
    }
    /// True when the seat used Warp this round.
    pub fn warp_used(&self, seat: u8) -> bool {
        self.warp_used[seat as usize]
    }
    /// Total score from finished rounds.
    pub fn score(&self, seat: u8) -> i32 {
        self.scores[seat as usize]
    }
    /// The score lines of every finished round.
    pub fn history(&self) -> &[Vec<crate::events::ScoreLine>] {
        &self.history
    }
    /// The round, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }
    /// Rounds in the game (one per player, unless the variant says).
    pub fn rounds(&self) -> u8 {
        self.variant.rounds(self.players())
    }
    /// The variant played (the game's numbers).
    pub fn variant(&self) -> &Variant {
        &self.variant
    }
    /// Whose turn it is.
    pub fn current(&self) -> u8 {
        self.current
    }
    /// The winners (tied leaders share), once over.
    pub fn winners(&self) -> &[u8] {
        &self.winners
    }
}
