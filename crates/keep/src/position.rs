//! Everything on the table: hands, Cloisters, the Commons with its coins,
//! deck and discard pile, coins, bonus markers, the Royal Decree and the
//! round's order. Built by a seeded deal ([`Position::new_game`]) or from a
//! checked description ([`Setup`] → [`Position::from_setup`]).

use crate::actions::Decision;
use crate::cards::{CardId, CardList};
use crate::events::Event;
use crate::variant::Variant;
use keep_core::{below, rng_from_seed, shuffle, GameRng};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// A card in a Cloister.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// The card ([`CardId::HIDDEN`] in another player's view of a face-down character).
    pub card: CardId,
    /// Face up (items always; characters after a bonus action).
    pub face_up: bool,
}

/// A Commons card and the coins on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// The card.
    pub card: CardId,
    /// Coins on it.
    pub coins: u32,
}

/// A character being resolved: its steps so far, and what follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolving {
    /// Whose ability.
    pub seat: u8,
    /// The character.
    pub card: CardId,
    /// The next step's index.
    pub step: u8,
    /// What happens after the last step.
    pub then: Then,
}

/// What follows an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Then {
    /// A bonus action: the character stays face up; the turn goes on.
    Turn,
    /// Played from the hand: discard it; the turn ends.
    Discard,
    /// Played from the Commons: discard it, then a replacement with 2 coins.
    DiscardReplace,
}

/// Why a game cannot start or a setup is impossible; each names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A new game for a player count Keep does not take.
    PlayerCount(usize),
    /// The card list has too few cards for this many players.
    ListTooSmall {
        /// The list's name.
        list: String,
        /// The most players it seats.
        most: usize,
    },
    /// A setup with a number of hands Keep does not take.
    HandCount(usize),
    /// A per-player list of another length than the hands.
    PerSeat {
        /// The field.
        field: &'static str,
        /// Its entries.
        len: usize,
        /// The players.
        players: usize,
    },
    /// A card name the list does not have.
    UnknownCard(String),
    /// More copies of a card than the list has.
    TooManyCopies {
        /// The card's name.
        name: String,
        /// Copies in the list.
        copies: u8,
    },
    /// An item placed face down.
    FaceDownItem(String),
    /// More bonus markers than a player starts with (the most).
    Markers(u8, u8),
    /// The variant cannot be played (a field out of range, a card list too
    /// small for it).
    Variant(keep_core::VariantError),
    /// The Decree held by a seat that does not exist.
    DecreeSeat {
        /// The seat.
        seat: u8,
        /// The players.
        players: usize,
    },
    /// A `turn` without the round's `order`.
    TurnWithoutOrder,
    /// A turn past the round's end.
    Turn {
        /// The turn.
        turn: usize,
        /// The players.
        players: usize,
    },
    /// An `order` other than `first` or `last`.
    Order(String),
    /// A count no game can reach (coins, the round).
    Count {
        /// The field.
        field: &'static str,
        /// The count given.
        value: u64,
        /// The most.
        most: u64,
    },
}

/// The most coins a seat or a Commons card may hold in a setup, and the
/// latest round: far beyond any game, and far from any wrap.
pub const MAX_COUNT: u64 = 1_000_000;

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "Keep takes 2 to 5 players, not {n}"),
            SetupError::ListTooSmall { list, most } => {
                write!(f, "the card list \"{list}\" seats at most {most} players")
            }
            SetupError::HandCount(n) => write!(f, "Keep takes 2 to 5 hands, not {n}"),
            SetupError::PerSeat {
                field,
                len,
                players,
            } => write!(f, "{field} lists {len} players, the hands {players}"),
            SetupError::UnknownCard(name) => write!(f, "no card named \"{name}\" in the list"),
            SetupError::TooManyCopies { name, copies } => {
                write!(f, "more than {copies} copies of \"{name}\"")
            }
            SetupError::FaceDownItem(name) => {
                write!(f, "the item \"{name}\" cannot be face down")
            }
            SetupError::Markers(m, most) => {
                write!(f, "a player has {m} bonus markers; the most is {most}")
            }
            SetupError::Variant(e) => write!(f, "{e}"),
            SetupError::DecreeSeat { seat, players } => write!(
                f,
                "seat {seat} holds the Decree, but there are {players} players"
            ),
            SetupError::TurnWithoutOrder => write!(f, "`turn` needs `order`"),
            SetupError::Turn { turn, players } => {
                write!(f, "turn {turn} of a {players}-player round")
            }
            SetupError::Order(o) => write!(f, "order must be \"first\" or \"last\", not \"{o}\""),
            SetupError::Count { field, value, most } => {
                write!(
                    f,
                    "{field}: {value} is more than a game can hold (at most {most})"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// The end: who won, by the totals and both tie-breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winners (more than one: a shared win).
    pub winners: Vec<u8>,
    /// Every player's total.
    pub totals: Vec<i64>,
}

/// Everything on the table.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) list: Arc<CardList>,
    pub(crate) variant: Variant,
    pub(crate) seed: u64,
    pub(crate) players: u8,
    pub(crate) hands: Vec<Vec<CardId>>,
    pub(crate) cloisters: Vec<Vec<Placed>>,
    pub(crate) coins: Vec<u32>,
    pub(crate) markers: Vec<u8>,
    pub(crate) commons: Vec<Slot>,
    /// Top card last.
    pub(crate) deck: Vec<CardId>,
    pub(crate) discard: Vec<CardId>,
    /// The three characters each player chooses from, until they keep one.
    pub(crate) dealt: Vec<Vec<CardId>>,
    pub(crate) decree: u8,
    /// This round's seats in turn order.
    pub(crate) order: Vec<u8>,
    pub(crate) turn: usize,
    pub(crate) round: u32,
    pub(crate) bonus_used: bool,
    pub(crate) resolving: Option<Resolving>,
    pub(crate) pending: Option<(u8, Decision)>,
    pub(crate) outcome: Option<Outcome>,
    /// Coins that came from the supply, and went back to it (P1).
    pub(crate) minted: u64,
    pub(crate) returned: u64,
    pub(crate) log: Vec<Event>,
    pub(crate) rng: GameRng,
}

/// A Cloister card in a [`Setup`]: a name (items face up, characters face
/// down), or `{ "card", "face_up" }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SetupPlaced {
    /// Items face up, characters face down.
    Name(String),
    /// Explicit.
    Card(PlacedByName),
}

/// A Cloister card by name and which way up (no other field).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacedByName {
    /// The card's name.
    pub card: String,
    /// Face up.
    pub face_up: bool,
}

/// A Commons card in a [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupSlot {
    /// The card's name.
    pub card: String,
    /// Coins on it.
    #[serde(default)]
    pub coins: u32,
}

/// A raw position between turns, cards by name (the scenario format's
/// `state`). Cards the list has but the setup does not place are out of the
/// game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Every hand (the player count is their number).
    pub hands: Vec<Vec<String>>,
    /// Every Cloister.
    #[serde(default)]
    pub cloisters: Vec<Vec<SetupPlaced>>,
    /// Every player's coins (default 0).
    #[serde(default)]
    pub coins: Vec<u32>,
    /// Bonus markers left (default 2 each).
    #[serde(default)]
    pub markers: Vec<u8>,
    /// The Commons.
    #[serde(default)]
    pub commons: Vec<SetupSlot>,
    /// The deck, top card first.
    #[serde(default)]
    pub deck: Vec<String>,
    /// The discard pile, bottom first.
    #[serde(default)]
    pub discard: Vec<String>,
    /// Who holds the Royal Decree.
    #[serde(default)]
    pub decree: u8,
    /// `"first"` or `"last"`: the round's order is already chosen (else the
    /// Decree holder is asked).
    #[serde(default)]
    pub order: Option<String>,
    /// Whose turn in that order (0: the first).
    #[serde(default)]
    pub turn: usize,
    /// The round number.
    #[serde(default)]
    pub round: Option<u32>,
}

/// The seats of a round in turn order.
pub(crate) fn round_order(players: u8, decree: u8, first: bool) -> Vec<u8> {
    let start = if first {
        decree
    } else {
        (decree + 1) % players
    };
    (0..players).map(|i| (start + i) % players).collect()
}

impl Position {
    fn empty(list: Arc<CardList>, variant: Variant, players: u8, seed: u64) -> Position {
        let n = players as usize;
        Position {
            list,
            variant,
            seed,
            players,
            hands: vec![Vec::new(); n],
            cloisters: vec![Vec::new(); n],
            coins: vec![0; n],
            markers: vec![variant.markers; n],
            commons: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            dealt: vec![Vec::new(); n],
            decree: 0,
            order: Vec::new(),
            turn: 0,
            round: 1,
            bonus_used: false,
            resolving: None,
            pending: None,
            outcome: None,
            minted: 0,
            returned: 0,
            log: Vec::new(),
            rng: rng_from_seed(seed),
        }
    }

    /// Deals a new game (KR1): the characters are shuffled and three dealt
    /// to each seat; each keeps one, seat 0 first. Then the rest is shuffled
    /// into the deck ([`Position::apply`] does it after the last choice).
    pub fn new_game(list: Arc<CardList>, players: u8, seed: u64) -> Result<Position, SetupError> {
        Position::deal(list, Variant::default(), players, seed)
    }

    /// Deals a new game with `list` under `variant` (KR1, KPV1–KPV3); a
    /// variant that cannot be played, or that the list is too small for,
    /// is refused naming the variant's field.
    pub fn deal(
        list: Arc<CardList>,
        variant: Variant,
        players: u8,
        seed: u64,
    ) -> Result<Position, SetupError> {
        if !(2..=5).contains(&players) {
            return Err(SetupError::PlayerCount(players.into()));
        }
        let n = players as usize;
        keep_core::Variant::check(&variant, n).map_err(SetupError::Variant)?;
        if !list.seats(n) {
            return Err(SetupError::ListTooSmall {
                list: list.name.clone(),
                most: list.max_players(),
            });
        }
        variant.check_list(&list, n).map_err(SetupError::Variant)?;
        let offered = usize::from(variant.offered);
        let mut pos = Position::empty(list.clone(), variant, players, seed);
        let mut chars: Vec<CardId> = Vec::new();
        for id in list.deck() {
            if list.is_character(id) {
                chars.push(id);
            } else {
                pos.deck.push(id);
            }
        }
        shuffle(&mut pos.rng, &mut chars);
        for s in 0..players as usize {
            pos.dealt[s] = chars[offered * s..offered * s + offered].to_vec();
        }
        pos.deck
            .extend_from_slice(&chars[offered * players as usize..]);
        pos.log.push(Event::Dealt { players });
        pos.pending = Some((0, Decision::KeepCharacter));
        Ok(pos)
    }

    /// After the last kept character: shuffle the deck, deal the hands and
    /// the Commons, choose the Decree holder.
    pub(crate) fn finish_setup(&mut self) {
        shuffle(&mut self.rng, &mut self.deck);
        for _ in 0..self.variant.hand {
            for s in 0..self.players as usize {
                if let Some(c) = self.deck.pop() {
                    self.hands[s].push(c);
                }
            }
        }
        self.refill_commons();
        self.decree = below(&mut self.rng, self.players as u32) as u8;
        self.log.push(Event::DecreeGiven { seat: self.decree });
        self.pending = Some((self.decree, Decision::DecreeOrder));
    }

    /// Fills the Commons from the deck to 2 + players cards (P5; KPV2).
    pub(crate) fn refill_commons(&mut self) {
        let mut added = Vec::new();
        let size = self.variant.commons_size(self.players as usize);
        while self.commons.len() < size {
            let Some(c) = self.deck.pop() else { break };
            self.commons.push(Slot { card: c, coins: 0 });
            added.push(c);
        }
        if !added.is_empty() {
            self.log.push(Event::CommonsRefilled { cards: added });
        }
    }

    /// A position from a checked description, at the start of a round or
    /// of a turn (`seed` for chance: none in Keep after the deal, kept for
    /// replays).
    pub fn from_setup(list: Arc<CardList>, s: &Setup, seed: u64) -> Result<Position, SetupError> {
        Position::from_setup_with(list, Variant::default(), s, seed)
    }

    /// [`Position::from_setup`] under a variant.
    pub fn from_setup_with(
        list: Arc<CardList>,
        variant: Variant,
        s: &Setup,
        seed: u64,
    ) -> Result<Position, SetupError> {
        let players = s.hands.len();
        if !(2..=5).contains(&players) {
            return Err(SetupError::HandCount(players));
        }
        let per_seat = |field: &'static str, len: usize| {
            if len != 0 && len != players {
                Err(SetupError::PerSeat {
                    field,
                    len,
                    players,
                })
            } else {
                Ok(())
            }
        };
        per_seat("cloisters", s.cloisters.len())?;
        per_seat("coins", s.coins.len())?;
        per_seat("markers", s.markers.len())?;
        let too_many = |field: &'static str, value: u64| {
            if value > MAX_COUNT {
                Err(SetupError::Count {
                    field,
                    value,
                    most: MAX_COUNT,
                })
            } else {
                Ok(())
            }
        };
        for &c in &s.coins {
            too_many("coins", c.into())?;
        }
        for sl in &s.commons {
            too_many("commons › coins", sl.coins.into())?;
        }
        too_many("round", s.round.unwrap_or(1).into())?;
        keep_core::Variant::check(&variant, players).map_err(SetupError::Variant)?;
        let mut pos = Position::empty(list.clone(), variant, players as u8, seed);
        let mut used: HashMap<CardId, usize> = HashMap::new();
        let mut id = |name: &str| -> Result<CardId, SetupError> {
            let c = list
                .id(name)
                .ok_or_else(|| SetupError::UnknownCard(name.to_string()))?;
            let n = used.entry(c).or_default();
            *n += 1;
            if *n > list.card(c).copies as usize {
                return Err(SetupError::TooManyCopies {
                    name: name.to_string(),
                    copies: list.card(c).copies,
                });
            }
            Ok(c)
        };
        for (seat, h) in s.hands.iter().enumerate() {
            for c in h {
                pos.hands[seat].push(id(c)?);
            }
        }
        for (seat, cl) in s.cloisters.iter().enumerate() {
            for p in cl {
                let (name, face_up) = match p {
                    SetupPlaced::Name(n) => (n, None),
                    SetupPlaced::Card(PlacedByName { card, face_up }) => (card, Some(*face_up)),
                };
                let c = id(name)?;
                let is_char = list.is_character(c);
                if !is_char && face_up == Some(false) {
                    return Err(SetupError::FaceDownItem(name.clone()));
                }
                pos.cloisters[seat].push(Placed {
                    card: c,
                    face_up: face_up.unwrap_or(!is_char),
                });
            }
        }
        for sl in &s.commons {
            pos.commons.push(Slot {
                card: id(&sl.card)?,
                coins: sl.coins,
            });
        }
        for c in s.deck.iter().rev() {
            pos.deck.push(id(c)?);
        }
        for c in &s.discard {
            pos.discard.push(id(c)?);
        }
        if !s.coins.is_empty() {
            pos.coins = s.coins.clone();
        }
        if !s.markers.is_empty() {
            if let Some(m) = s.markers.iter().find(|&&m| m > variant.markers) {
                return Err(SetupError::Markers(*m, variant.markers));
            }
            pos.markers = s.markers.clone();
        }
        if s.decree as usize >= players {
            return Err(SetupError::DecreeSeat {
                seat: s.decree,
                players,
            });
        }
        pos.decree = s.decree;
        pos.round = s.round.unwrap_or(1).max(1);
        pos.minted = pos.coins.iter().map(|&c| c as u64).sum::<u64>()
            + pos.commons.iter().map(|sl| sl.coins as u64).sum::<u64>();
        match s.order.as_deref() {
            None => {
                if s.turn != 0 {
                    return Err(SetupError::TurnWithoutOrder);
                }
                pos.pending = Some((pos.decree, Decision::DecreeOrder));
            }
            Some(o @ ("first" | "last")) => {
                if s.turn >= players {
                    return Err(SetupError::Turn {
                        turn: s.turn,
                        players,
                    });
                }
                pos.order = round_order(pos.players, pos.decree, o == "first");
                pos.turn = s.turn;
                pos.pending = Some((pos.order[s.turn], Decision::Turn));
            }
            Some(o) => return Err(SetupError::Order(o.to_string())),
        }
        Ok(pos)
    }

    /// The position as a description (cards by name), between decisions.
    pub fn to_setup(&self) -> Setup {
        let l = &self.list;
        let names = |v: &[CardId]| v.iter().map(|&c| l.name(c).to_string()).collect::<Vec<_>>();
        Setup {
            hands: self.hands.iter().map(|h| names(h)).collect(),
            cloisters: self
                .cloisters
                .iter()
                .map(|cl| {
                    cl.iter()
                        .map(|p| {
                            SetupPlaced::Card(PlacedByName {
                                card: l.name(p.card).to_string(),
                                face_up: p.face_up,
                            })
                        })
                        .collect()
                })
                .collect(),
            coins: self.coins.clone(),
            markers: self.markers.clone(),
            commons: self
                .commons
                .iter()
                .map(|s| SetupSlot {
                    card: l.name(s.card).to_string(),
                    coins: s.coins,
                })
                .collect(),
            deck: self
                .deck
                .iter()
                .rev()
                .map(|&c| l.name(c).to_string())
                .collect(),
            discard: names(&self.discard),
            decree: self.decree,
            order: (!self.order.is_empty()).then(|| {
                if self.order[0] == self.decree {
                    "first".to_string()
                } else {
                    "last".to_string()
                }
            }),
            turn: self.turn,
            round: Some(self.round),
        }
    }

    /// The card list played.
    pub fn list(&self) -> &Arc<CardList> {
        &self.list
    }
    /// A seat's hand.
    pub fn hand(&self, seat: u8) -> &[CardId] {
        self.hands.get(seat as usize).map_or(&[], |h| h.as_slice())
    }
    /// A seat's Cloister.
    pub fn cloister(&self, seat: u8) -> &[Placed] {
        self.cloisters
            .get(seat as usize)
            .map_or(&[], |c| c.as_slice())
    }
    /// A seat's coins.
    pub fn coins(&self, seat: u8) -> u32 {
        self.coins.get(seat as usize).copied().unwrap_or(0)
    }
    /// A seat's bonus markers left.
    pub fn markers(&self, seat: u8) -> u8 {
        self.markers.get(seat as usize).copied().unwrap_or(0)
    }
    /// The Commons.
    pub fn commons(&self) -> &[Slot] {
        &self.commons
    }
    /// The deck, top card last.
    pub fn deck(&self) -> &[CardId] {
        &self.deck
    }
    /// The discard pile, top last.
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }
    /// The characters a seat was dealt and has not chosen from yet.
    pub fn dealt(&self, seat: u8) -> &[CardId] {
        self.dealt.get(seat as usize).map_or(&[], |d| d.as_slice())
    }
    /// Who holds the Royal Decree.
    pub fn decree(&self) -> u8 {
        self.decree
    }
    /// This round's turn order (empty before the Decree holder chose).
    pub fn order(&self) -> &[u8] {
        &self.order
    }
    /// How many turns of this round are done.
    pub fn turn_index(&self) -> usize {
        self.turn
    }
    /// The round number, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Whether the current turn's bonus action is used.
    pub fn bonus_used(&self) -> bool {
        self.bonus_used
    }
    /// The character being resolved.
    pub fn resolving(&self) -> Option<Resolving> {
        self.resolving
    }
    /// The outcome, once over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Cards anywhere in the game (the list's total in a dealt game).
    pub fn card_total(&self) -> usize {
        self.hands.iter().map(Vec::len).sum::<usize>()
            + self.cloisters.iter().map(Vec::len).sum::<usize>()
            + self.dealt.iter().map(Vec::len).sum::<usize>()
            + self.commons.len()
            + self.deck.len()
            + self.discard.len()
            + usize::from(matches!(
                self.resolving,
                Some(Resolving {
                    then: Then::Discard | Then::DiscardReplace,
                    ..
                })
            ))
    }

    /// Coins held by players and on the Commons, and what the supply gave
    /// minus what went back to it (P1): the two are always equal.
    pub fn coin_balance(&self) -> (u64, u64) {
        let held = self.coins.iter().map(|&c| c as u64).sum::<u64>()
            + self.commons.iter().map(|s| s.coins as u64).sum::<u64>();
        (held, self.minted - self.returned)
    }
}
