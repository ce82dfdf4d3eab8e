//! `keeper`: the native command line of Keep Table.
//!
//! - `keeper replay [--game NAME] FILE` runs one scenario of any game and prints the position
//!   as JSON (exit 0; 1 when an action was refused; 2 for an invalid file).
//! - `keeper check [--game NAME] FILE...` runs scenarios and compares them with their `expect`.
//! - `keeper simulate [--game card-keeper|star-crew|keep-n-swap|keep] ...` plays bot games on every core and reports figures.
//! - `keeper bench ...` measures random-bot games and decisions per second on one core.

mod args;
mod bench;
mod keep;
mod keep_n_swap;
mod par;
mod replay;
mod simulate;
mod star_crew;
mod stats;

use std::process::ExitCode;

const USAGE: &str = "\
keeper — Keep Table scenarios and simulations

USAGE:
  keeper replay [--game card-keeper|star-crew|keep-n-swap|keep] FILE
  keeper check [--game card-keeper|star-crew|keep-n-swap|keep] FILE...
  keeper simulate --game keep [--cards FILE] [--players N] [--games G] [--seed S] [--bots basic,random] [--json]
  keeper simulate --game keep-n-swap [--games G] [--seed S] [--bots basic,random] [--json]
  keeper simulate --game star-crew [--players N] [--games G] [--seed S] [--bots basic,random] [--json]
  keeper simulate [--game card-keeper] [--players N] [--games G] [--seed S] [--bots basic,random,...]
                  [--V1 first_player|random] [--V2 leave_game|burn_pile]
                  [--V3 player_who_played|draw] [--turn-cap T] [--threads K] [--json]
  keeper bench [--seconds S]
";

/// The games, by the name `--game` takes.
pub const GAMES: [&str; 4] = ["card-keeper", "star-crew", "keep-n-swap", "keep"];

/// Something to do with one game's engine, chosen by name at run time.
trait ForGame {
    /// What it gives.
    type Out;
    /// Does it with the game `G`.
    fn run<G: keep_core::scenario::ScenarioGame>(self) -> Self::Out;
}

/// Runs `f` with the game named `name`; `None` for an unknown name.
fn for_game<F: ForGame>(name: &str, f: F) -> Option<F::Out> {
    Some(match name {
        "card-keeper" => f.run::<::card_keeper::Position>(),
        "star-crew" => f.run::<::star_crew::Position>(),
        "keep-n-swap" => f.run::<::keep_n_swap::Position>(),
        "keep" => f.run::<::keep::Position>(),
        _ => return None,
    })
}

/// The `--game NAME` of `args` (Card Keeper when there is none), and the
/// other arguments.
fn split_game(args: &[String]) -> Result<(String, Vec<String>), String> {
    match args.iter().position(|a| a == "--game") {
        None => Ok(("card-keeper".into(), args.to_vec())),
        Some(i) => {
            let name = args.get(i + 1).ok_or("--game needs a value")?.clone();
            if !GAMES.contains(&name.as_str()) {
                return Err(format!(
                    "--game: unknown game `{name}` (the games: {})",
                    GAMES.join(", ")
                ));
            }
            let mut rest = args.to_vec();
            rest.drain(i..i + 2);
            Ok((name, rest))
        }
    }
}

/// `replay` or `check` of the named game's scenario files.
struct Scenarios<'a> {
    check: bool,
    files: &'a [String],
}

impl ForGame for Scenarios<'_> {
    type Out = u8;
    fn run<G: keep_core::scenario::ScenarioGame>(self) -> u8 {
        if self.check {
            replay::check::<G>(self.files)
        } else {
            replay::replay::<G>(self.files)
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match args.first().map(String::as_str) {
        Some(cmd @ ("replay" | "check")) => match split_game(&args[1..]) {
            Ok((game, files)) => for_game(
                &game,
                Scenarios {
                    check: cmd == "check",
                    files: &files,
                },
            )
            .expect("a known game"),
            Err(e) => {
                eprintln!("keeper {cmd}: {e}");
                2
            }
        },
        Some("simulate") => {
            let run = match split_game(&args[1..]).map(|(g, _)| g).as_deref() {
                Ok("star-crew") => star_crew::simulate,
                Ok("keep-n-swap") => keep_n_swap::simulate,
                Ok("keep") => keep::simulate,
                Ok(_) => simulate::simulate,
                Err(e) => {
                    eprintln!("keeper simulate: {e}");
                    return ExitCode::from(2);
                }
            };
            run(&args[1..]).unwrap_or_else(|e| {
                eprintln!("keeper simulate: {e}");
                2
            })
        }
        Some("bench") => bench::bench(&args[1..]),
        Some("-h" | "--help" | "help") => {
            print!("{USAGE}");
            0
        }
        _ => {
            eprint!("{USAGE}");
            2
        }
    };
    ExitCode::from(code)
}
