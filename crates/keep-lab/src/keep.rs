//! Keep in the lab: sole and shared wins, rounds, totals and margins, and
//! per card of the list how often it was played each way and what it scored,
//! and what the engine counts ([`COUNTS`]: points by source, coins, Commons
//! plays).

use crate::counts::CountDef;
use crate::{Breakdown, LabGame, Run, Tally};
use ::keep::sim::{play_game, CardFigures};
use ::keep::{Kind, Position};
use keep_core::stats::{wilson, Rate, Spread};
use serde::Serialize;

/// A card's six sums, from sum `6 × its index` on: played for its
/// ability, face down, as an item, by a bonus action; points scored;
/// copies kept in a Cloister at the end.
fn card_sums(f: &CardFigures) -> [i64; 6] {
    let n = |x: u32| i64::from(x);
    [
        n(f.ability),
        n(f.face_down),
        n(f.item),
        n(f.bonus),
        f.points,
        n(f.kept),
    ]
}
const POINTS: usize = 4;

/// The samples: every player's total, each game's winning total, each
/// game's margin between the first and second totals.
const TOTALS: usize = 0;
const WINNING: usize = 1;
const MARGINS: usize = 2;

/// What Keep's engine counts in each game (every player's, added).
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
    type Report = Report;
    const COUNTS: &'static [CountDef] = &COUNTS;
    const LENGTH_UNIT: &'static str = "rounds";

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
            Err(e) => return t.fail(format!("seed {s}: {e}")),
        };
        let src = &r.sources;
        t.game(
            run.players,
            &r.winners,
            i64::from(r.rounds),
            &[
                src.coin_points,
                src.item_points,
                src.character_points,
                i64::from(src.commons_plays),
                i64::from(src.commons_coins),
                i64::from(src.coins_gained),
                i64::from(src.items_sold),
                i64::from(src.passes),
                i64::from(r.winners.len() > 1),
            ],
        );
        t.sample(TOTALS, r.totals.iter().copied());
        let mut sorted = r.totals.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        t.sample(WINNING, [sorted[0]]);
        t.sample(MARGINS, [sorted[0] - sorted[1]]);
        for (c, f) in r.cards.iter().enumerate() {
            t.add_sums(6 * c, card_sums(f));
        }
    }

    fn report(run: &Run<Self>, mut t: Tally, seconds: f64, _threads: usize) -> Report {
        let list = &run.options.cards;
        let n = run.players;
        let games = run.games;
        let played = t.games.max(1) as f64;
        let per_game = |c: usize, k: usize| t.sum(6 * c + k) as f64 / played;
        let per_card = (list.cards.iter().enumerate())
            .map(|(c, d)| CardReport {
                name: d.name.clone(),
                kind: match d.kind {
                    Kind::Character { .. } => "character".into(),
                    Kind::Item { ty, .. } => format!("item ({})", list.types[ty as usize]),
                },
                copies: d.copies,
                ability_per_game: per_game(c, 0),
                face_down_per_game: per_game(c, 1),
                item_per_game: per_game(c, 2),
                bonus_per_game: per_game(c, 3),
                points_per_game: per_game(c, POINTS),
                points_per_kept_copy: match t.sum(6 * c + 5) {
                    0 => 0.0,
                    kept => t.sum(6 * c + POINTS) as f64 / kept as f64,
                },
            })
            .collect();
        Report {
            game: "keep",
            cards: list.name.clone(),
            players: n as u8,
            games,
            seed: run.seed,
            variant: crate::variant_of(run),
            search_iterations: run.search,
            bots: run.bot_names(),
            wins: (0..n).map(|s| t.sole(s)).collect(),
            win_rates: (0..n).map(|s| wilson(t.sole(s), games)).collect(),
            shared_wins: (0..n).map(|s| t.shared(s)).collect(),
            shared_games: t.named(&COUNTS, "shared"),
            rounds: t.length_spread(),
            totals: t.spread(TOTALS),
            winning_totals: t.spread(WINNING),
            margins: t.spread(MARGINS),
            per_card,
            figures: t.counts.report(&COUNTS),
            failed: t.failed,
            seconds,
        }
    }

    fn breakdown(run: &Run<Self>, t: &Tally) -> Breakdown {
        let played = t.games.max(1) as f64;
        Breakdown {
            title: "Points scored a game, by card",
            entries: (run.options.cards.cards.iter().enumerate())
                .map(|(c, d)| (d.name.clone(), t.sum(6 * c + POINTS) as f64 / played))
                .collect(),
            unit: " a game",
        }
    }

    fn words(r: &Report) -> Vec<String> {
        use crate::words::spread_text;
        let mut out = vec![
            format!("Card list: \"{}\"", r.cards),
            format!("Final totals (every player): {}", spread_text(&r.totals)),
            format!("Winning totals: {}", spread_text(&r.winning_totals)),
            format!("Winning margins: {}", spread_text(&r.margins)),
            "Per card, per game: played for the ability / face down / as item / by bonus; points scored".into(),
            format!(
                "  {:<22} {:<18} {:>6} {:>8} {:>9} {:>7} {:>6} {:>8} {:>10}",
                "card", "kind", "copies", "ability", "face down", "item", "bonus", "points", "pts/kept"
            ),
        ];
        for c in &r.per_card {
            out.push(format!(
                "  {:<22} {:<18} {:>6} {:>8.2} {:>9.2} {:>7.2} {:>6.2} {:>8.2} {:>10.2}",
                c.name,
                c.kind,
                c.copies,
                c.ability_per_game,
                c.face_down_per_game,
                c.item_per_game,
                c.bonus_per_game,
                c.points_per_game,
                c.points_per_kept_copy
            ));
        }
        out
    }
}
