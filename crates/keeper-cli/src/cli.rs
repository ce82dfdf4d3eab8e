//! `keeper`'s arguments (clap derive): every subcommand and flag with its
//! help, allowed ranges in every error, and the checks that depend on the
//! game (`--players`, flags that only one game takes).

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use keep_core::BotKind;
use keep_lab::games::{self, GameInfo};
use std::path::PathBuf;

/// Keep Table's command line: scenario files and bot simulations of Card
/// Keeper, Star Crew, Keep'n Swap and Keep.
#[derive(Debug, Parser)]
#[command(
    name = "keeper",
    version,
    after_help = "Exit status: 0 ok; 1 an action refused or an expectation not met; 2 an invalid file or invalid arguments.\nThe rules each game plays: docs/rules/ in the repository."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// A game, as `--game` names it: one of the list every part of Keep Table
/// reads ([`keep_lab::games`]), with its id and player counts from its engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game(pub GameInfo);

impl Game {
    /// The game's name as `--game` takes it.
    pub fn name(&self) -> &'static str {
        self.0.id
    }
    /// The player counts the game takes, and the default.
    pub fn players(&self) -> (std::ops::RangeInclusive<usize>, usize) {
        (self.0.players.clone(), self.0.default_players())
    }
}

/// Reads `--game`: one of the listed games' ids (each offered with its name
/// and player counts in `--help` and completions).
fn game() -> impl TypedValueParser<Value = Game> {
    PossibleValuesParser::new(games::all().into_iter().map(|g| {
        PossibleValue::new(g.id).help(format!(
            "{} ({} players)",
            g.title,
            if g.players.start() == g.players.end() {
                g.players.start().to_string()
            } else {
                format!("{}–{}", g.players.start(), g.players.end())
            }
        ))
    }))
    .map(|id| Game(games::find(&id).expect("a listed game")))
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Runs one scenario file and prints the position it reaches as JSON.
    ///
    /// Exit status: 0; 1 when an action was refused (the result's `error` is
    /// set); 2 when the file is not a valid scenario (the reason on standard
    /// error, naming its place).
    Replay {
        /// The game of the scenario.
        #[arg(long, value_parser = game(), default_value = "card-keeper")]
        game: Game,
        /// The scenario file (format: tests/scenarios/<game>/FORMAT.md).
        file: PathBuf,
    },
    /// Runs scenario files and compares each result with its `expect`.
    ///
    /// One line per file (ok, FAIL or INVALID), then a summary. Exit status:
    /// 0 when every file passed; 1 when an expectation was not met; 2 when a
    /// file is not a valid scenario (or cannot be read).
    Check {
        /// The game of the scenarios.
        #[arg(long, value_parser = game(), default_value = "card-keeper")]
        game: Game,
        /// The scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Plays bot games on every core and reports the figures a designer asks.
    ///
    /// Game i uses seed S + i, so any game can be dealt again in the app. A
    /// progress bar (rate and time left) shows on a terminal; --json prints
    /// the report for machines.
    Simulate(SimArgs),
    /// Measures random-bot Card Keeper games and decisions per second on one
    /// core, for 2, 4 and 6 players.
    Bench {
        /// Seconds per player count (0.1 to 600).
        #[arg(long, default_value_t = 2.0, value_parser = seconds)]
        seconds: f64,
        /// Times this bot's decisions instead (seat 0; `basic` in the other
        /// seats): milliseconds per decision, median, 95th percentile and
        /// worst.
        #[arg(long, value_enum)]
        bot: Option<BotArg>,
        /// The game, with --bot.
        #[arg(long, value_parser = game(), default_value = "card-keeper")]
        game: Game,
        /// Players, with --bot (default: 2).
        #[arg(long)]
        players: Option<usize>,
        /// Whole games, with --bot (1 to 10,000).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=10_000))]
        games: u64,
    },
    /// Checks a playtest campaign's records by replaying each through its
    /// game's rules, and prints the tables that count, the records refused
    /// with why, and the answers' tags with their notes: what the lab's
    /// inbox shows.
    ///
    /// FILE is the inbox's JSON export, a list of records, or one record.
    /// Exit status: 0 when every record counted; 1 when one was refused;
    /// 2 when the file cannot be read.
    Records {
        /// The records.
        file: PathBuf,
        /// Also writes games.csv, answers.csv and marks.csv into this
        /// folder (made if missing).
        #[arg(long)]
        csv: Option<PathBuf>,
    },
    /// Prints a completion script for a shell (bash, zsh, fish, elvish,
    /// powershell).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// A bot, as `--bots` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BotArg {
    /// Uniform over the legal actions.
    Random,
    /// The game's heuristic.
    Basic,
    /// Information-set search, the game's budget (about 10 ms a decision).
    Strong,
    /// The same search with four times the budget.
    Expert,
}

impl From<BotArg> for BotKind {
    fn from(b: BotArg) -> BotKind {
        match b {
            BotArg::Random => BotKind::Random,
            BotArg::Basic => BotKind::Basic,
            BotArg::Strong => BotKind::Strong,
            BotArg::Expert => BotKind::Expert,
        }
    }
}

/// V1: who names a starting Wild's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum V1 {
    /// The first player (as written).
    #[value(name = "first_player")]
    FirstPlayer,
    /// A colour drawn from the seed.
    #[value(name = "random")]
    Random,
}

/// V2: where a used Shield goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum V2 {
    /// It leaves the game (as written).
    #[value(name = "leave_game")]
    LeaveGame,
    /// Face down on the burn pile.
    #[value(name = "burn_pile")]
    BurnPile,
}

/// V3: who wins when the last players go out together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum V3 {
    /// The player who played the card (as written).
    #[value(name = "player_who_played")]
    PlayerWhoPlayed,
    /// Nobody: a draw.
    #[value(name = "draw")]
    Draw,
}

/// `keeper simulate`'s flags.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// The game to simulate.
    #[arg(long, value_parser = game(), default_value = "card-keeper")]
    pub game: Game,
    /// Players, as many as the game takes [default: 4, or the nearest count the game takes].
    #[arg(long)]
    pub players: Option<usize>,
    /// Games to play (1 to 100,000,000).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    pub games: u64,
    /// The first game's seed (game i uses seed + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Bots, cycled over the seats [default: random; Keep: basic].
    #[arg(long, value_enum, value_delimiter = ',')]
    pub bots: Vec<BotArg>,
    /// Threads (1 to 256) [default: every core].
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Prints the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// The game's numbers to play instead of the rules' (a JSON object of
    /// the numbers that differ, e.g. {"shield": 6}; docs/VARIANTS.md).
    #[arg(long, value_name = "FILE")]
    pub variant: Option<PathBuf>,
    /// Iterations per decision of the strong bot (expert: 4 times as many)
    /// [default: the table's: Card Keeper 1000, Keep'n Swap 500, Star Crew
    /// and Keep 200]; the lab's default is a tenth of the table's.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub search_iterations: Option<u32>,
    /// Plays the run once for each value of one of the game's numbers, with
    /// the same seeds, and compares each with the rules' value (always
    /// played): e.g. shield=2..8. With --json, the reports in value order.
    #[arg(long, value_name = "NAME=FROM..TO")]
    pub sweep: Option<String>,
    /// Card Keeper's V1: who names a starting Wild's colour.
    #[arg(long = "V1", value_enum, help_heading = "Card Keeper")]
    pub v1: Option<V1>,
    /// Card Keeper's V2: where a used Shield goes.
    #[arg(long = "V2", value_enum, help_heading = "Card Keeper")]
    pub v2: Option<V2>,
    /// Card Keeper's V3: who wins when the last players go out together.
    #[arg(long = "V3", value_enum, help_heading = "Card Keeper")]
    pub v3: Option<V3>,
    /// Card Keeper: turns after which a game is stopped (1 to 1,000,000) [default: 5000].
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000), help_heading = "Card Keeper")]
    pub turn_cap: Option<u32>,
    /// Keep: the card list to play (JSON; validated first) [default: the starter set].
    #[arg(long, help_heading = "Keep")]
    pub cards: Option<PathBuf>,
}

/// What every game's simulation is given.
#[derive(Clone, Debug)]
pub struct Sim {
    /// Players.
    pub players: usize,
    /// Games to play.
    pub games: u64,
    /// The first game's seed.
    pub seed: u64,
    /// Bots, cycled over the seats.
    pub bots: Vec<BotKind>,
    /// Threads.
    pub threads: usize,
    /// Print JSON.
    pub json: bool,
    /// Show a progress bar.
    pub progress: bool,
    /// The variant file's numbers (checked when the run is made).
    pub variant: Option<serde_json::Value>,
    /// The strong bot's iterations per decision (`None`: the table's).
    pub search: Option<u32>,
    /// `--sweep`: a number's name and range (read against the game's
    /// numbers when the run is made).
    pub sweep: Option<String>,
}

impl SimArgs {
    /// Checks the flags that depend on the game; the settings every
    /// game's simulation takes, or what is wrong.
    pub fn resolve(&self) -> Result<Sim, String> {
        let game = self.game.name();
        let only = |flag: &str, on: bool, owner: &str| {
            if on && game != owner {
                Err(format!("{flag} is a flag of {owner}, not of {game}"))
            } else {
                Ok(())
            }
        };
        only("--V1", self.v1.is_some(), "card-keeper")?;
        only("--V2", self.v2.is_some(), "card-keeper")?;
        only("--V3", self.v3.is_some(), "card-keeper")?;
        only("--turn-cap", self.turn_cap.is_some(), "card-keeper")?;
        only("--cards", self.cards.is_some(), "keep")?;
        let (range, default) = self.game.players();
        let players = self.players.unwrap_or(default);
        if !range.contains(&players) {
            return Err(format!(
                "--players {players}: {game} takes {} to {} players",
                range.start(),
                range.end()
            ));
        }
        let bots = if self.bots.is_empty() {
            vec![if game == "keep" {
                BotKind::Basic
            } else {
                BotKind::Random
            }]
        } else {
            self.bots.iter().map(|&b| b.into()).collect()
        };
        let variant = match &self.variant {
            None => None,
            Some(file) => {
                let text = std::fs::read_to_string(file)
                    .map_err(|e| format!("--variant: cannot read {}: {e}", file.display()))?;
                Some(
                    serde_json::from_str(&text)
                        .map_err(|e| format!("--variant: {} is not JSON: {e}", file.display()))?,
                )
            }
        };
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Ok(Sim {
            players,
            games: self.games,
            seed: self.seed,
            bots,
            threads: self.threads.map_or(cores, usize::from),
            json: self.json,
            progress: !self.json && std::io::IsTerminal::is_terminal(&std::io::stderr()),
            variant,
            search: self.search_iterations,
            sweep: self.sweep.clone(),
        })
    }
}

/// Seconds for `bench`: 0.1 to 600.
fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.1..=600.0).contains(&v) => Ok(v),
        Ok(v) => Err(format!("{v} is not in 0.1..=600")),
        Err(_) => Err(format!("`{s}` is not a number of seconds (0.1 to 600)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_arguments_are_well_formed() {
        Cli::command().debug_assert();
    }

    fn sim(args: &[&str]) -> Result<Sim, String> {
        let mut all = vec!["keeper", "simulate"];
        all.extend(args);
        match Cli::try_parse_from(all).map_err(|e| e.to_string())?.command {
            Command::Simulate(s) => s.resolve(),
            _ => unreachable!("a simulate command"),
        }
    }

    #[test]
    fn game_dependent_checks_name_the_range() {
        assert!(sim(&["--players", "7"]).unwrap_err().contains("2 to 6"));
        assert!(sim(&["--game", "keep-n-swap", "--players", "3"])
            .unwrap_err()
            .contains("takes 2 to 2"));
        assert!(sim(&["--game", "star-crew", "--V2", "burn_pile"])
            .unwrap_err()
            .contains("--V2 is a flag of card-keeper"));
        assert!(sim(&["--cards", "x.json"])
            .unwrap_err()
            .contains("flag of keep"));
        assert!(sim(&["--games", "0"])
            .unwrap_err()
            .contains("1..=100000000"));
        assert!(sim(&["--game", "starcrew"])
            .unwrap_err()
            .contains("star-crew"));
        let s = sim(&["--game", "keep", "--bots", "random,basic", "--players", "3"]).unwrap();
        assert_eq!((s.players, s.bots.len()), (3, 2));
        assert_eq!(sim(&["--game", "keep"]).unwrap().bots, vec![BotKind::Basic]);
    }
}
