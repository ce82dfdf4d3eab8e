//! Bots decide from a player's view, never from the full position: any of
//! a game's bots ([`AnyBot`]), built by kind and seed, and the seeded
//! decisions the app and the worker ask for. The seam itself is in
//! [`crate::decide`].

pub use crate::decide::{bot_seed, Bot, BotKind, SeededBot, UniformBot};
use crate::engine::Engine;
use crate::saved::SavedGame;
use crate::search::{Level, SearchBot};

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
        AnyBot::searching(kind, seed, None)
    }
    /// The same, with the `strong` bot thinking `search` iterations per
    /// decision instead of [`Engine::SEARCH_ITERATIONS`] (`expert`: four
    /// times as many): the lab's cheaper search.
    pub fn searching(kind: BotKind, seed: u64, search: Option<u32>) -> AnyBot<E> {
        let strong = search.unwrap_or(Level::Strong.iterations::<E>());
        match kind {
            BotKind::Random => AnyBot::Random(UniformBot::new(seed)),
            BotKind::Basic => AnyBot::Basic(E::Basic::from_seed(seed)),
            BotKind::Strong => AnyBot::Search(Box::new(SearchBot::new(seed, strong))),
            BotKind::Expert => {
                AnyBot::Search(Box::new(SearchBot::new(seed, strong.saturating_mul(4))))
            }
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
    make_bots_searching(kinds, players, seed, None)
}

/// [`make_bots`] with the search bots' budget of [`AnyBot::searching`].
pub fn make_bots_searching<E: Engine>(
    kinds: &[BotKind],
    players: usize,
    seed: u64,
    search: Option<u32>,
) -> Vec<AnyBot<E>> {
    (0..players)
        .map(|s| AnyBot::searching(kinds[s % kinds.len()], bot_seed(seed, s), search))
        .collect()
}

/// The move of a bot of `kind` in `seat` of the game with `seed`, after
/// `moves` moves: its tie-breaks are seeded from these, so a reload, another
/// tab, the worker or a replay make the same move. With `QUICK`, a search
/// bot gives `None` (it takes too long for the page's own thread, and, the
/// choice being made when compiling, its code stays out of the page's
/// download). `None` too when nothing is legal.
pub fn seeded_decide<E: Engine, const QUICK: bool>(
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
        BotKind::Strong | BotKind::Expert if QUICK => None,
        BotKind::Strong | BotKind::Expert => {
            Some(AnyBot::<E>::build(kind, seed).decide(view, legal))
        }
    }
}

/// The move of a bot of `kind` in `seat` of `game`, standing at `pos`, from
/// that seat's view and legal actions alone ([`seeded_decide`]; `None` too
/// when `seat` does not decide).
pub fn move_in<E: Engine, const QUICK: bool>(
    game: &SavedGame<E>,
    pos: &E,
    seat: u8,
    kind: BotKind,
) -> Option<E::Action> {
    if pos.pending().map(|p| p.0) != Some(seat) {
        return None;
    }
    let legal = pos.legal_actions();
    let (seed, moves, view) = (game.seed, game.actions.len(), pos.view(seat));
    seeded_decide::<E, QUICK>(kind, seed, moves, seat, &view, &legal)
}
