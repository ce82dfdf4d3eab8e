//! The `strong` and `expert` bots: information-set Monte Carlo tree search
//! (single-observer ISMCTS, after Cowling, Powley and Whitehouse, 2012).
//!
//! The bot sees one seat's view and the legal actions, nothing else. Each
//! iteration deals the cards that seat has not seen again at random
//! ([`SeatWindow::sample`]: consistent with the counts and with everything the
//! view shows, and the same whatever the hidden cards really are), walks
//! the one tree of decisions it keeps across those deals (UCB1 with
//! availability counts: a move counts as a choice only in the deals where
//! it was legal), adds one new decision, plays the game out with the
//! game's `basic` bot in every seat (the deciding seat's own moves by its
//! [`Bot::decide_own_playout`], which a game may make sharper than `basic`),
//! and credits each decision on the way with the result for the seat that
//! took it. The move visited most wins.
//!
//! A fixed number of iterations (not a clock) keeps a decision the same
//! for the same seed on every machine: reloads and replays make it again.
//!
//! Limits, for now: a deal spreads the hidden cards uniformly over the
//! places they may be, so it forgets what the seat saw move into another
//! hand (a card it gave in a take or a Swap) and what the others' play
//! suggests they hold; and in a play-out every other seat is the `basic` bot.

use crate::decide::{Bot, SeededBot};
use crate::engine::{Engine, SeatWindow};
use crate::rng::{below, rng_from_seed, GameRng};
use rand_core::RngCore;
use std::marker::PhantomData;

/// The exploration constant of UCB1 (results run from 0 to 1).
const EXPLORATION: f32 = 0.7;
/// A play-out that has not ended after this many decisions counts as a
/// loss for every seat (no game of the family comes near it).
const MAX_PLAYOUT: u32 = 5_000;

/// How hard a search bot thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// [`Engine::SEARCH_ITERATIONS`] per decision.
    Strong,
    /// Four times as many.
    Expert,
}

impl Level {
    /// Iterations per decision for a game `E`.
    pub fn iterations<E: Engine>(self) -> u32 {
        match self {
            Level::Strong => E::SEARCH_ITERATIONS,
            Level::Expert => E::SEARCH_ITERATIONS.saturating_mul(4),
        }
    }
}

/// One decision in the search tree.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The action that leads here (unused at the root).
    action: Option<A>,
    /// The seat that took it.
    mover: u8,
    /// Child nodes (indices into the tree).
    children: Vec<u32>,
    /// Iterations that went through this node.
    visits: u32,
    /// Iterations in which this node's action was legal where its parent
    /// was reached.
    avail: u32,
    /// The mover's results summed over the visits.
    reward: f32,
}

/// What one search found, for tests and benchmarks.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport<A> {
    /// The action chosen.
    pub action: A,
    /// Each root action with its visits and its mean result.
    pub root: Vec<(A, u32, f32)>,
    /// Nodes in the tree.
    pub nodes: usize,
}

/// The search bot for game `E`.
#[derive(Clone, Debug)]
pub struct SearchBot<E: Engine> {
    rng: GameRng,
    iterations: u32,
    rollout: E::Basic,
    _game: PhantomData<fn() -> E>,
}

impl<E: Engine> SearchBot<E> {
    /// A search bot with its own seeded generator, thinking `iterations`
    /// iterations per decision.
    pub fn new(seed: u64, iterations: u32) -> SearchBot<E> {
        SearchBot {
            rng: rng_from_seed(seed),
            iterations: iterations.max(1),
            rollout: E::Basic::from_seed(seed.rotate_left(29) ^ 0xB07),
            _game: PhantomData,
        }
    }

    /// A search bot at `level`.
    pub fn at(level: Level, seed: u64) -> SearchBot<E> {
        SearchBot::new(seed, level.iterations::<E>())
    }

    /// Searches from `view` (the deciding seat's) over `legal` (never empty).
    pub fn search(&mut self, view: &E::View<'_>, legal: &[E::Action]) -> SearchReport<E::Action> {
        let mut tree: Vec<Node<E::Action>> = vec![Node {
            action: None,
            mover: 0,
            children: Vec::new(),
            visits: 0,
            avail: 0,
            reward: 0.0,
        }];
        if legal.len() > 1 {
            let mut buf = E::Actions::default();
            let mut path: Vec<u32> = Vec::new();
            for _ in 0..self.iterations {
                let seed = self.rng.next_u64();
                let pos = view.sample(seed);
                self.iterate(&mut tree, pos, legal, &mut buf, &mut path);
            }
        }
        let root: Vec<(E::Action, u32, f32)> = tree[0]
            .children
            .iter()
            .map(|&c| {
                let n = &tree[c as usize];
                let mean = if n.visits == 0 {
                    0.0
                } else {
                    n.reward / n.visits as f32
                };
                (n.action.expect("a child has an action"), n.visits, mean)
            })
            .collect();
        // The most visited legal move; the first listed of equals.
        let mut best = legal[0];
        let mut most = 0;
        for &a in legal {
            if let Some(&(_, v, _)) = root.iter().find(|r| r.0 == a) {
                if v > most {
                    most = v;
                    best = a;
                }
            }
        }
        SearchReport {
            action: best,
            root,
            nodes: tree.len(),
        }
    }

    /// One iteration on the dealt position `pos`.
    fn iterate(
        &mut self,
        tree: &mut Vec<Node<E::Action>>,
        mut pos: E,
        root_legal: &[E::Action],
        buf: &mut E::Actions,
        path: &mut Vec<u32>,
    ) {
        path.clear();
        let me = pos.pending().map_or(0, |p| p.0);
        let mut node = 0usize;
        // Select down the tree, then add one node.
        while let Some((mover, _)) = pos.pending() {
            pos.fill_legal(buf);
            // The deal cannot change the deciding seat's own choices; keep
            // to the ones it was given if it ever did.
            let choices: &[E::Action] = if node == 0 { root_legal } else { buf };
            if choices.is_empty() {
                break;
            }
            let mut untried = 0u32;
            for a in choices {
                match tree[node]
                    .children
                    .iter()
                    .find(|&&c| tree[c as usize].action == Some(*a))
                {
                    Some(&c) => tree[c as usize].avail += 1,
                    None => untried += 1,
                }
            }
            if untried > 0 {
                let mut k = below(&mut self.rng, untried);
                let mut chosen = choices[0];
                for a in choices {
                    if !tree[node]
                        .children
                        .iter()
                        .any(|&c| tree[c as usize].action == Some(*a))
                    {
                        if k == 0 {
                            chosen = *a;
                            break;
                        }
                        k -= 1;
                    }
                }
                let child = tree.len() as u32;
                tree.push(Node {
                    action: Some(chosen),
                    mover,
                    children: Vec::new(),
                    visits: 0,
                    avail: 1,
                    reward: 0.0,
                });
                tree[node].children.push(child);
                path.push(child);
                if pos.apply(chosen).is_err() {
                    return;
                }
                break;
            }
            let mut best = (f32::NEG_INFINITY, 0u32);
            for &c in &tree[node].children {
                let n = &tree[c as usize];
                let Some(a) = n.action else { continue };
                if !choices.contains(&a) {
                    continue;
                }
                let v = n.visits.max(1) as f32;
                let score = n.reward / v + EXPLORATION * ((n.avail.max(1) as f32).ln() / v).sqrt();
                if score > best.0 {
                    best = (score, c);
                }
            }
            let c = best.1;
            path.push(c);
            let a = tree[c as usize].action.expect("a child has an action");
            if pos.apply(a).is_err() {
                return;
            }
            node = c as usize;
        }
        // Play out with the heuristic in every seat, each from its own view
        // (the deciding seat with its own play-out moves).
        let mut steps = 0;
        while let Some((seat, _)) = pos.pending() {
            steps += 1;
            if steps > MAX_PLAYOUT {
                break;
            }
            pos.fill_legal(buf);
            if buf.is_empty() {
                break;
            }
            let a = if seat == me {
                self.rollout.decide_own_playout(&pos.view(seat), buf)
            } else {
                self.rollout.decide(&pos.view(seat), buf)
            };
            pos.play_listed(a);
        }
        let winners = pos.winners();
        for &c in path.iter() {
            let n = &mut tree[c as usize];
            n.visits += 1;
            if let Some(w) = winners {
                if w.contains(n.mover) {
                    n.reward += 1.0 / w.len() as f32;
                }
            }
        }
    }
}

impl<'a, E: Engine> Bot<E::View<'a>, E::Action> for SearchBot<E> {
    fn decide(&mut self, view: &E::View<'a>, legal: &[E::Action]) -> E::Action {
        self.search(view, legal).action
    }
}
