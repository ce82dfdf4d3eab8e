//! `keeper`: the native command line of Keep Table (`keeper --help`).
//!
//! - `keeper replay [--game NAME] FILE` runs one scenario of any game and prints the position
//!   as JSON (exit 0; 1 when an action was refused; 2 for an invalid file).
//! - `keeper check [--game NAME] FILE...` runs scenarios and compares them with their `expect`
//!   (exit 0; 1 when an expectation was not met; 2 when a file is invalid).
//! - `keeper simulate [--game NAME] ...` plays bot games on every core and reports figures.
//! - `keeper bench ...` measures random-bot games and decisions per second on one core, or
//!   (`--bot strong`) the milliseconds of one bot's decisions.
//! - `keeper records FILE` checks a campaign's records by replaying them and prints its
//!   tables and answers (exit 0; 1 when a record was refused; 2 when the file cannot be read).
//! - `keeper completions SHELL` prints a shell completion script.

/// Prints a line as `println!` does; a closed pipe ends `keeper` quietly
/// ([`print::line`]).
macro_rules! say {
    ($($t:tt)*) => { $crate::print::line(format_args!($($t)*)) };
}

mod bench;
mod cli;
mod keep;
mod par;
mod print;
mod records;
mod scenarios;
mod simulate;

use card_keeper::rulings::{Rulings, SimultaneousKnockout, StartWildColour, UsedShields};
use clap::{CommandFactory, Parser};
use cli::{Cli, Command, Game, V1, V2, V3};
use keep_core::scenario::ScenarioGame;
use keep_lab::games::ForGame;
use keep_lab::LabGame;
use std::process::ExitCode;

/// Runs `f` with `game`'s engine (`--game` takes only listed games).
fn for_game<F: ForGame>(game: &Game, f: F) -> F::Out {
    keep_lab::games::for_game(game.name(), f).expect("--game takes only listed games")
}

/// `replay` or `check` of a game's scenario files.
struct Scenarios<'a>(&'a Command);

impl ForGame for Scenarios<'_> {
    type Out = u8;
    fn run<G: LabGame + ScenarioGame>(self) -> u8 {
        match self.0 {
            Command::Replay { file, .. } => scenarios::replay::<G>(file),
            Command::Check { files, .. } => scenarios::check::<G>(files),
            _ => unreachable!("only scenario commands"),
        }
    }
}

/// Card Keeper's rulings from the flags (each defaulting to the rule as written).
fn rulings(v1: Option<V1>, v2: Option<V2>, v3: Option<V3>) -> Rulings {
    Rulings {
        start_wild_colour: match v1 {
            Some(V1::Random) => StartWildColour::Random,
            _ => StartWildColour::FirstPlayer,
        },
        used_shields: match v2 {
            Some(V2::BurnPile) => UsedShields::BurnPile,
            _ => UsedShields::LeaveGame,
        },
        simultaneous_knockout: match v3 {
            Some(V3::Draw) => SimultaneousKnockout::Draw,
            _ => SimultaneousKnockout::PlayerWhoPlayed,
        },
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match &cli.command {
        c @ (Command::Replay { game, .. } | Command::Check { game, .. }) => {
            for_game(game, Scenarios(c))
        }
        Command::Simulate(args) => {
            let sim = args.resolve().unwrap_or_else(|e| {
                Cli::command()
                    .error(clap::error::ErrorKind::ValueValidation, e)
                    .exit()
            });
            // Each game's own flags (rulings, a card list) and report.
            let run = match args.game.name() {
                "card-keeper" => simulate::simulate::<card_keeper::Position>(
                    &sim,
                    card_keeper::rulings::Options {
                        rulings: rulings(args.v1, args.v2, args.v3),
                        ..Default::default()
                    },
                    args.turn_cap.unwrap_or(keep_lab::TURN_CAP),
                ),
                "keep" => keep::options(args.cards.as_deref()).and_then(|options| {
                    simulate::simulate::<::keep::Position>(&sim, options, keep_lab::TURN_CAP)
                }),
                _ => for_game(&args.game, simulate::Simulate(&sim)),
            };
            run.unwrap_or_else(|e| {
                eprintln!("keeper simulate: {e}");
                2
            })
        }
        Command::Bench {
            seconds, bot: None, ..
        } => bench::bench(*seconds),
        Command::Bench {
            bot: Some(bot),
            game,
            players,
            games,
            ..
        } => for_game(
            game,
            bench::Decisions {
                kind: (*bot).into(),
                players: *players,
                games: *games,
            },
        ),
        Command::Records { file, csv } => records::records(file, csv.as_deref()),
        Command::Completions { shell } => {
            clap_complete::generate(
                *shell,
                &mut Cli::command(),
                "keeper",
                &mut std::io::stdout(),
            );
            0
        }
    };
    ExitCode::from(code)
}
