//! Bots decide from a player's view, never from the full position.

use crate::engine::Engine;
use crate::rng::{below, rng_from_seed, GameRng};
use crate::search::{Level, SearchBot};

/// A player that picks one of the legal actions `A`, seeing only a view `V`.
pub trait Bot<V: ?Sized, A> {
    /// Chooses one action from `legal` (never empty).
    fn decide(&mut self, view: &V, legal: &[A]) -> A;
    /// Chooses for the seat a search bot is deciding for, when the search
    /// plays the game out ([`crate::search`]): its own future moves, which
    /// a game's heuristic may play more sharply than it plays as `basic`
    /// (the others' moves are [`Bot::decide`]: what the search expects of
    /// its opponents). By default, the same as [`Bot::decide`].
    fn decide_own_playout(&mut self, view: &V, legal: &[A]) -> A {
        self.decide(view, legal)
    }
}

/// Uniform over the legal actions, with its own seeded generator.
#[derive(Clone, Debug)]
pub struct UniformBot {
    rng: GameRng,
}

impl UniformBot {
    /// A random bot seeded with `seed`.
    pub fn new(seed: u64) -> UniformBot {
        UniformBot {
            rng: rng_from_seed(seed),
        }
    }

    /// A uniform index below `n`, for bots built on this one.
    pub fn below(&mut self, n: usize) -> usize {
        below(&mut self.rng, n as u32) as usize
    }
}

impl<V: ?Sized, A: Copy> Bot<V, A> for UniformBot {
    fn decide(&mut self, _view: &V, legal: &[A]) -> A {
        legal[self.below(legal.len())]
    }
}

/// A seed for the bot in `seat` of the game with `seed`.
pub fn bot_seed(seed: u64, seat: usize) -> u64 {
    seed ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The bots every game offers, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Uniform over the legal actions.
    Random,
    /// The game's documented heuristic.
    Basic,
    /// Information-set search ([`crate::search`]), the game's budget.
    Strong,
    /// The same search with four times the budget.
    Expert,
}

impl BotKind {
    /// Every bot.
    pub const ALL: [BotKind; 4] = [
        BotKind::Random,
        BotKind::Basic,
        BotKind::Strong,
        BotKind::Expert,
    ];

    /// The short name (`random`, `basic`).
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Basic => "basic",
            BotKind::Strong => "strong",
            BotKind::Expert => "expert",
        }
    }

    /// A one-line description for menus.
    pub fn describe(self) -> &'static str {
        match self {
            BotKind::Random => "Random bot: any legal move",
            BotKind::Basic => "Basic bot: plays like a sensible person",
            BotKind::Strong => "Strong bot: searches the game, without peeking",
            BotKind::Expert => "Expert bot: searches four times as long",
        }
    }

    /// Parses [`BotKind::name`].
    pub fn parse(s: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|b| b.name() == s)
    }
}

/// A game's heuristic bot, built from a seed for its tie-breaks.
pub trait SeededBot {
    /// A new bot.
    fn from_seed(seed: u64) -> Self;
}

/// Any of a game's bots (the uniform one, the game's heuristic, or the
/// search), without boxing.
// Every game's heuristic holds a generator of the same size as the uniform
// bot's, so the variants are alike in practice; boxing would cost an
// allocation per bot per simulated game.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum AnyBot<E: Engine> {
    /// Uniform random.
    Random(UniformBot),
    /// The game's heuristic.
    Basic(E::Basic),
    /// Information-set search (boxed: its bots are few and slow, and the
    /// enum stays the size of the others for simulations).
    Search(Box<SearchBot<E>>),
}

impl<E: Engine> AnyBot<E> {
    /// A new bot of `kind` seeded with `seed`.
    pub fn build(kind: BotKind, seed: u64) -> AnyBot<E> {
        match kind {
            BotKind::Random => AnyBot::Random(UniformBot::new(seed)),
            BotKind::Basic => AnyBot::Basic(E::Basic::from_seed(seed)),
            BotKind::Strong => AnyBot::Search(Box::new(SearchBot::at(Level::Strong, seed))),
            BotKind::Expert => AnyBot::Search(Box::new(SearchBot::at(Level::Expert, seed))),
        }
    }
}

impl<'a, E: Engine> Bot<E::View<'a>, E::Action> for AnyBot<E> {
    fn decide(&mut self, view: &E::View<'a>, legal: &[E::Action]) -> E::Action {
        match self {
            AnyBot::Random(b) => Bot::<E::View<'a>, E::Action>::decide(b, view, legal),
            AnyBot::Basic(b) => b.decide(view, legal),
            AnyBot::Search(b) => search_decide(b, view, legal),
        }
    }
}

/// A search bot's decision, kept out of line so that simulations of the
/// quick bots inline theirs as before.
#[cold]
#[inline(never)]
fn search_decide<E: Engine>(
    bot: &mut SearchBot<E>,
    view: &E::View<'_>,
    legal: &[E::Action],
) -> E::Action {
    bot.decide(view, legal)
}

/// Bots for `players` seats, cycling through `kinds`, each seeded from the game's seed.
pub fn make_bots<E: Engine>(kinds: &[BotKind], players: usize, seed: u64) -> Vec<AnyBot<E>> {
    (0..players)
        .map(|s| AnyBot::build(kinds[s % kinds.len()], bot_seed(seed, s)))
        .collect()
}

/// The move of a bot of `kind` in `seat` of the game with `seed`, after
/// `moves` moves: its tie-breaks are seeded from these, so a reload or a
/// replay makes the same move. `None` when nothing is legal.
pub fn seeded_decide<E: Engine>(
    kind: BotKind,
    seed: u64,
    moves: usize,
    seat: u8,
    view: &E::View<'_>,
    legal: &[E::Action],
) -> Option<E::Action> {
    if legal.is_empty() {
        return None;
    }
    let mut bot = AnyBot::<E>::build(kind, bot_seed(seed ^ moves as u64, seat as usize));
    Some(bot.decide(view, legal))
}

/// [`seeded_decide`] for the quick bots only (`None` for a search bot, which
/// takes too long for the page's own thread): what the app calls, so that
/// the search's code is not part of its download.
pub fn quick_decide<E: Engine>(
    kind: BotKind,
    seed: u64,
    moves: usize,
    seat: u8,
    view: &E::View<'_>,
    legal: &[E::Action],
) -> Option<E::Action> {
    if legal.is_empty() {
        return None;
    }
    let seed = bot_seed(seed ^ moves as u64, seat as usize);
    match kind {
        BotKind::Random => Some(Bot::<E::View<'_>, E::Action>::decide(
            &mut UniformBot::new(seed),
            view,
            legal,
        )),
        BotKind::Basic => Some(E::Basic::from_seed(seed).decide(view, legal)),
        BotKind::Strong | BotKind::Expert => None,
    }
}
