//! Keep in the lab: sole and shared wins, rounds, totals and margins, and
//! per card of the list how often it was played each way and what it scored,
//! and what the engine counts ([`COUNTS`]: points by source, coins, Commons
//! plays).

use crate::counts::{CountDef, Counts};
use crate::{Figures, LabGame, Run};
use ::keep::sim::{play_game, CardFigures};
use ::keep::{Kind, Position};
use keep_core::stats::{spread, wilson, Rate, Spread};
use serde::{Deserialize, Serialize};

/// One card's totals.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct CardTally {
    /// Played for its ability.
    pub ability: u64,
    /// Played face down.
    pub face_down: u64,
    /// Played as an item.
    pub item: u64,
    /// Used by a bonus action.
    pub bonus: u64,
    /// Points scored.
    pub points: i64,
    /// Copies kept in a Cloister at the end.
    pub kept: u64,
}

impl CardTally {
    fn add(&mut self, f: &CardFigures) {
        self.ability += u64::from(f.ability);
        self.face_down += u64::from(f.face_down);
        self.item += u64::from(f.item);
        self.bonus += u64::from(f.bonus);
        self.points += f.points;
        self.kept += u64::from(f.kept);
    }
    fn merge(&mut self, o: &CardTally) {
        self.ability += o.ability;
        self.face_down += o.face_down;
        self.item += o.item;
        self.bonus += o.bonus;
        self.points += o.points;
        self.kept += o.kept;
    }
}

/// What Keep's engine counts in each game, in [`Tally::counts`] order
/// (every player's, added).
pub const COUNTS: [CountDef; 9] = [
    CountDef::mean("coin_points", "Points from coins a game (every player)"),
    CountDef::mean("item_points", "Points from items a game (every player)"),
    CountDef::mean(
        "character_points",
        "Points from characters' effects a game (every player)",
    ),
    CountDef::mean("commons_plays", "Cards played from the Commons a game"),
    CountDef::mean("commons_coins", "Coins taken with Commons cards a game"),
    CountDef::mean("coins_gained", "Coins taken from the supply a game"),
    CountDef::mean("items_sold", "Items sold a game"),
    CountDef::mean("passes", "Turns with no card to play a game"),
    CountDef::rate("shared", "Games won by more than one player"),
];

/// Totals over a batch of games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Games played to their end.
    pub played: u64,
    /// Sole wins of each seat.
    pub wins: Vec<u64>,
    /// Shared wins of each seat.
    pub shared_wins: Vec<u64>,
    /// Games won by more than one seat.
    pub shared_games: u64,
    /// Each game's rounds.
    pub rounds: Vec<i64>,
    /// Every player's total of every game.
    pub totals: Vec<i64>,
    /// Each game's winning total.
    pub winning: Vec<i64>,
    /// Each game's margin between the first and second totals.
    pub margins: Vec<i64>,
    /// Per card of the list.
    pub cards: Vec<CardTally>,
    /// Games that could not be played, and why.
    pub failed: Vec<String>,
    /// Each of [`COUNTS`] summed.
    #[serde(default)]
    pub counts: Counts,
}

fn add_into(v: &mut Vec<u64>, o: &[u64]) {
    if v.len() < o.len() {
        v.resize(o.len(), 0);
    }
    for (a, b) in v.iter_mut().zip(o) {
        *a += b;
    }
}

/// One card's line.
#[derive(Clone, Debug, Serialize)]
pub struct CardReport {
    /// Its name.
    pub name: String,
    /// Character, or item and its type.
    pub kind: String,
    /// Copies in the list.
    pub copies: u8,
    /// Played for its ability per game.
    pub ability_per_game: f64,
    /// Played face down per game.
    pub face_down_per_game: f64,
    /// Played as an item per game.
    pub item_per_game: f64,
    /// Used by a bonus action per game.
    pub bonus_per_game: f64,
    /// Points per game.
    pub points_per_game: f64,
    /// Points per copy kept.
    pub points_per_kept_copy: f64,
}

/// The report of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// `keep`.
    pub game: &'static str,
    /// The card list's name.
    pub cards: String,
    /// Players.
    pub players: u8,
    /// Games.
    pub games: u64,
    /// First seed.
    pub seed: u64,
    /// The variant's differences from the rules (`{"shield": 6}`); left
    /// out for the rules as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<serde_json::Value>,
    /// The search bots' iterations per decision, when the run set them
    /// (`--search-iterations`, the lab's budget); left out for the table's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search_iterations: Option<u32>,
    /// Bot of each seat.
    pub bots: Vec<&'static str>,
    /// Sole wins of each seat.
    pub wins: Vec<u64>,
    /// Sole win rates and 95% intervals.
    pub win_rates: Vec<Rate>,
    /// Shared wins of each seat.
    pub shared_wins: Vec<u64>,
    /// Games won by more than one seat.
    pub shared_games: u64,
    /// Rounds per game.
    pub rounds: Spread,
    /// Every player's total.
    pub totals: Spread,
    /// The winning totals.
    pub winning_totals: Spread,
    /// Margins between first and second.
    pub margins: Spread,
    /// Per card.
    pub per_card: Vec<CardReport>,
    /// What the engine counted ([`COUNTS`]), each with its interval.
    pub figures: Vec<crate::counts::Measure>,
    /// Games that could not be played, and why.
    pub failed: Vec<String>,
    /// Seconds it took.
    pub seconds: f64,
}

impl LabGame for Position {
    type Tally = Tally;
    type Report = Report;

    fn check_run(run: &Run<Self>) -> Result<(), String> {
        run.check()?;
        let list = &run.options.cards;
        if !list.seats(run.players) {
            return Err(format!(
                "the card list seats at most {} players",
                list.max_players()
            ));
        }
        // The list must hold what the variant deals.
        run.options
            .variant
            .check_list(list, run.players)
            .map_err(|e| e.to_string())
    }

    fn play_into(run: &Run<Self>, index: u64, t: &mut Tally, buf: &mut Self::Actions) {
        let s = run.game_seed(index);
        let list = &run.options.cards;
        let mut bots = run.make_bots(s);
        let r = match play_game(
            list,
            run.options.variant,
            run.players as u8,
            s,
            &mut bots,
            buf,
        ) {
            Ok((_, r)) => r,
            Err(e) => {
                t.failed.push(format!("seed {s}: {e}"));
                return;
            }
        };
        let n = run.players;
        if t.wins.len() < n {
            t.wins.resize(n, 0);
            t.shared_wins.resize(n, 0);
        }
        if t.cards.len() < list.cards.len() {
            t.cards.resize(list.cards.len(), CardTally::default());
        }
        t.played += 1;
        if r.winners.len() == 1 {
            t.wins[r.winners[0] as usize] += 1;
        } else {
            t.shared_games += 1;
            for &w in &r.winners {
                t.shared_wins[w as usize] += 1;
            }
        }
        t.rounds.push(i64::from(r.rounds));
        t.totals.extend(&r.totals);
        let mut sorted = r.totals.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        t.winning.push(sorted[0]);
        t.margins.push(sorted[0] - sorted[1]);
        for (c, f) in t.cards.iter_mut().zip(&r.cards) {
            c.add(f);
        }
        let src = &r.sources;
        t.counts.add(&[
            src.coin_points,
            src.item_points,
            src.character_points,
            i64::from(src.commons_plays),
            i64::from(src.commons_coins),
            i64::from(src.coins_gained),
            i64::from(src.items_sold),
            i64::from(src.passes),
            i64::from(r.winners.len() > 1),
        ]);
    }

    fn merge(into: &mut Tally, o: Tally) {
        into.played += o.played;
        add_into(&mut into.wins, &o.wins);
        add_into(&mut into.shared_wins, &o.shared_wins);
        into.shared_games += o.shared_games;
        into.rounds.extend(o.rounds);
        into.totals.extend(o.totals);
        into.winning.extend(o.winning);
        into.margins.extend(o.margins);
        if into.cards.len() < o.cards.len() {
            into.cards.resize(o.cards.len(), CardTally::default());
        }
        for (a, b) in into.cards.iter_mut().zip(&o.cards) {
            a.merge(b);
        }
        into.failed.extend(o.failed);
        into.counts.merge(&o.counts);
    }

    fn report(run: &Run<Self>, mut t: Tally, seconds: f64, _threads: usize) -> Report {
        let list = &run.options.cards;
        let n = run.players;
        t.wins.resize(n, 0);
        t.shared_wins.resize(n, 0);
        t.cards.resize(list.cards.len(), CardTally::default());
        let games = run.games;
        let played = t.played.max(1) as f64;
        Report {
            game: "keep",
            cards: list.name.clone(),
            players: n as u8,
            games,
            seed: run.seed,
            variant: crate::variant_of(run),
            search_iterations: run.search,
            bots: run.bot_names(),
            win_rates: t.wins.iter().map(|&w| wilson(w, games)).collect(),
            wins: t.wins,
            shared_wins: t.shared_wins,
            shared_games: t.shared_games,
            rounds: spread(&mut t.rounds),
            totals: spread(&mut t.totals),
            winning_totals: spread(&mut t.winning),
            margins: spread(&mut t.margins),
            per_card: list
                .cards
                .iter()
                .zip(&t.cards)
                .map(|(d, f)| CardReport {
                    name: d.name.clone(),
                    kind: match d.kind {
                        Kind::Character { .. } => "character".into(),
                        Kind::Item { ty, .. } => format!("item ({})", list.types[ty as usize]),
                    },
                    copies: d.copies,
                    ability_per_game: f.ability as f64 / played,
                    face_down_per_game: f.face_down as f64 / played,
                    item_per_game: f.item as f64 / played,
                    bonus_per_game: f.bonus as f64 / played,
                    points_per_game: f.points as f64 / played,
                    points_per_kept_copy: if f.kept > 0 {
                        f.points as f64 / f.kept as f64
                    } else {
                        0.0
                    },
                })
                .collect(),
            figures: t.counts.report(&COUNTS),
            failed: t.failed,
            seconds,
        }
    }

    fn figures(run: &Run<Self>, t: &Tally) -> Figures {
        let mut wins = t.wins.clone();
        wins.resize(run.players, 0);
        for (w, s) in wins.iter_mut().zip(&t.shared_wins) {
            *w += s;
        }
        let played = t.played.max(1) as f64;
        Figures {
            games: t.played,
            wins,
            length_unit: "rounds".into(),
            lengths: t.rounds.clone(),
            breakdown_title: "Points scored a game, by card".into(),
            breakdown: run
                .options
                .cards
                .cards
                .iter()
                .zip(&t.cards)
                .map(|(d, f)| (d.name.clone(), f.points as f64 / played))
                .collect(),
            breakdown_unit: " a game".into(),
            counts: t.counts.figures(&COUNTS),
        }
    }
}
