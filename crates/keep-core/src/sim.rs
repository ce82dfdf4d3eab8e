//! Whole games played by bots, for any engine, and the win tally every
//! game's simulation report starts from.

use crate::bot::{AnyBot, Bot, BotKind};
use crate::engine::{Engine, Seats};

/// Any of `E`'s bots.
pub type GameBot<E> = AnyBot<E>;

/// Plays `pos` on with one bot per seat, each deciding from its own seat's
/// view and the legal actions, until the game ends or `go_on` says stop (a
/// turn cap). `buf` is reused for the legal actions. Returns the number of
/// decisions taken.
#[inline]
pub fn play_out<E, B>(
    pos: &mut E,
    bots: &mut [B],
    buf: &mut E::Actions,
    mut go_on: impl FnMut(&E) -> bool,
) -> u32
where
    E: Engine,
    B: for<'a> Bot<E::View<'a>, E::Action>,
{
    let mut decisions = 0u32;
    while let Some((seat, _)) = pos.pending() {
        if !go_on(pos) {
            break;
        }
        pos.fill_legal(buf);
        let action = bots[seat as usize].decide(&pos.view(seat), buf);
        // Bots choose among the legal actions just listed.
        pos.play_listed(action);
        decisions += 1;
    }
    decisions
}

/// A `go_on` for [`play_out`] and [`play_with`]: true for the first `max`
/// decisions, then false.
pub fn at_most<E>(max: usize) -> impl FnMut(&E) -> bool {
    let mut count = 0;
    move |_| {
        count += 1;
        count <= max
    }
}

/// Plays `pos` on with one bot per seat, as [`play_out`] does, but through
/// `step`, which applies each decision and may check or record it (a
/// refusal, a card missing, an action to keep): the loop of everything
/// that plays a game with bots and is not a simulation's hot path.
/// `go_on(pos)` is asked before each decision (a turn cap, a most). Returns
/// the decisions taken, or the first error (`step`'s, or a seat that must
/// decide with nothing legal).
pub fn play_with<E, B>(
    pos: &mut E,
    bots: &mut [B],
    mut go_on: impl FnMut(&E) -> bool,
    mut step: impl FnMut(&mut E, E::Action) -> Result<(), String>,
) -> Result<u32, String>
where
    E: Engine,
    B: for<'a> Bot<E::View<'a>, E::Action>,
{
    let mut buf = E::Actions::default();
    let mut decisions = 0u32;
    while let Some((seat, _)) = pos.pending() {
        if !go_on(pos) {
            break;
        }
        pos.fill_legal(&mut buf);
        if buf.is_empty() {
            return Err(format!("seat {seat} must decide but has no legal action"));
        }
        let action = bots[seat as usize].decide(&pos.view(seat), &buf);
        step(pos, action)?;
        decisions += 1;
    }
    Ok(decisions)
}

/// One game of `players` seats from `seed`, `kind` in seat 0 and `basic`
/// in the others, each decision of seat 0 timed with `clock` (a time in
/// milliseconds, from the caller: natively or in a browser): the times.
/// For the decision benchmarks (`keeper bench --bot`, the wasm one).
pub fn timed_decisions<E: Engine>(
    players: usize,
    seed: u64,
    kind: BotKind,
    clock: &mut dyn FnMut() -> f64,
) -> Result<Vec<f64>, String> {
    let mut pos = E::new_game(players, &E::Options::default(), seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<GameBot<E>> = (0..players)
        .map(|s| {
            let k = if s == 0 { kind } else { BotKind::Basic };
            AnyBot::build(k, crate::bot::bot_seed(seed, s))
        })
        .collect();
    let mut buf = E::Actions::default();
    let mut times = Vec::new();
    while let Some((seat, _)) = pos.pending() {
        pos.fill_legal(&mut buf);
        let start = clock();
        let a = bots[seat as usize].decide(&pos.view(seat), &buf);
        if seat == 0 {
            times.push(clock() - start);
        }
        pos.apply(a)
            .map_err(|e| format!("the bot chose {a:?}, which is refused: {e}"))?;
    }
    Ok(times)
}

/// The median, 95th percentile and worst of `times` (sorted here).
pub fn time_summary(times: &mut [f64]) -> (f64, f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1];
    (at(0.5), at(0.95), times[times.len() - 1])
}

/// Wins per seat over many games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wins {
    /// Games counted.
    pub games: u64,
    /// Games each seat won alone.
    pub sole: Vec<u64>,
    /// Games each seat won together with another.
    pub shared: Vec<u64>,
    /// Games won by more than one seat.
    pub shared_games: u64,
    /// Games that ended with no winner (a draw).
    pub draws: u64,
    /// Games stopped before their end (a turn cap).
    pub unfinished: u64,
}

impl Wins {
    /// An empty tally for `players` seats.
    pub fn new(players: usize) -> Wins {
        Wins {
            sole: vec![0; players],
            shared: vec![0; players],
            ..Wins::default()
        }
    }

    /// Counts one game: its winners, `None` when it did not end.
    pub fn add(&mut self, winners: Option<Seats>) {
        self.games += 1;
        let Some(w) = winners else {
            self.unfinished += 1;
            return;
        };
        match w.len() {
            0 => self.draws += 1,
            1 => self.bump(w, true),
            _ => {
                self.shared_games += 1;
                self.bump(w, false);
            }
        }
    }

    fn bump(&mut self, w: Seats, sole: bool) {
        for s in w.iter() {
            let s = s as usize;
            let list = if sole {
                &mut self.sole
            } else {
                &mut self.shared
            };
            if list.len() <= s {
                list.resize(s + 1, 0);
            }
            list[s] += 1;
        }
    }

    /// Games `seat` won, alone or shared.
    pub fn any(&self, seat: usize) -> u64 {
        self.sole.get(seat).copied().unwrap_or(0) + self.shared.get(seat).copied().unwrap_or(0)
    }

    /// Adds another tally's counts.
    pub fn merge(&mut self, o: &Wins) {
        self.games += o.games;
        self.shared_games += o.shared_games;
        self.draws += o.draws;
        self.unfinished += o.unfinished;
        for (mine, theirs) in [(&mut self.sole, &o.sole), (&mut self.shared, &o.shared)] {
            if mine.len() < theirs.len() {
                mine.resize(theirs.len(), 0);
            }
            for (m, t) in mine.iter_mut().zip(theirs) {
                *m += t;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_count_sole_shared_draws_and_unfinished() {
        let mut w = Wins::new(3);
        w.add(Some(Seats::one(1)));
        w.add(Some([0u8, 2].into_iter().collect()));
        w.add(Some(Seats::NONE));
        w.add(None);
        assert_eq!(
            (w.games, w.draws, w.unfinished, w.shared_games),
            (4, 1, 1, 1)
        );
        assert_eq!(w.sole, vec![0, 1, 0]);
        assert_eq!(w.shared, vec![1, 0, 1]);
        let mut both = Wins::new(3);
        both.merge(&w);
        both.merge(&w);
        assert_eq!(both.any(0), 2);
        assert_eq!(both.games, 8);
    }
}
