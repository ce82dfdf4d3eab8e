//! `keeper`: the native command line of Keep Table.
//!
//! - `keeper replay [--game keep] FILE` runs one scenario and prints the position as JSON
//!   (exit 0; 1 when an action was refused; 2 for an invalid file).
//! - `keeper check [--game star-crew|keep-n-swap|keep] FILE...` runs scenarios and compares them with their `expect`.
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
  keeper replay [--game keep] FILE
  keeper check [--game star-crew|keep-n-swap|keep] FILE...
  keeper simulate --game keep [--cards FILE] [--players N] [--games G] [--seed S] [--bots basic,random] [--json]
  keeper simulate --game keep-n-swap [--games G] [--seed S] [--bots basic,random] [--json]
  keeper simulate --game star-crew [--players N] [--games G] [--seed S] [--bots basic,random] [--json]
  keeper simulate [--game card-keeper] [--players N] [--games G] [--seed S] [--bots basic,random,...]
                  [--V1 first_player|random] [--V2 leave_game|burn_pile]
                  [--V3 player_who_played|draw] [--turn-cap T] [--threads K] [--json]
  keeper bench [--seconds S]
";

/// The `--game NAME` given first, and the arguments after it.
fn game(args: &[String]) -> Option<(&str, &[String])> {
    match args {
        [flag, name, rest @ ..] if flag == "--game" => Some((name.as_str(), rest)),
        _ => args
            .iter()
            .position(|a| a == "--game")
            .and_then(|i| args.get(i + 1))
            .map(|n| (n.as_str(), args)),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match args.first().map(String::as_str) {
        Some("replay") => match game(&args[1..]) {
            Some(("keep", rest)) => keep::replay(rest),
            _ => replay::replay(&args[1..]),
        },
        Some("check") => match game(&args[1..]) {
            Some(("star-crew", rest)) => star_crew::check(rest),
            Some(("keep-n-swap", rest)) => keep_n_swap::check(rest),
            Some(("keep", rest)) => keep::check(rest),
            _ => replay::check(&args[1..]),
        },
        Some("simulate") => {
            let run = match game(&args[1..]) {
                Some(("star-crew", _)) => star_crew::simulate,
                Some(("keep-n-swap", _)) => keep_n_swap::simulate,
                Some(("keep", _)) => keep::simulate,
                _ => simulate::simulate,
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
