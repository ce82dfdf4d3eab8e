//! `keeper replay` and `keeper check`: scenario files.

use card_keeper::scenario::{check_expect, run_text, Outcome};

/// Runs one scenario and prints the resulting position.
pub fn replay(args: &[String]) -> u8 {
    let [file] = args else {
        eprintln!("usage: keeper replay FILE");
        return 2;
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("keeper: cannot read {file}: {e}");
            return 2;
        }
    };
    match run_text(&text) {
        Outcome::Ran { result, status } => {
            println!(
                "{}",
                serde_json::to_string_pretty(&result).expect("JSON values serialize")
            );
            status as u8
        }
        Outcome::Invalid(msg) => {
            eprintln!("keeper: {file}: {msg}");
            2
        }
    }
}

/// Runs Card Keeper scenarios and compares each with its `expect`.
pub fn check(files: &[String]) -> u8 {
    check_with(files, |text| {
        let expect = serde_json::from_str::<serde_json::Value>(text).map_err(|e| e.to_string())?
            ["expect"]
            .clone();
        match run_text(text) {
            Outcome::Ran { result, .. } => check_expect(&result, &expect),
            Outcome::Invalid(m) => Err(m),
        }
    })
}

/// Runs `run` on each scenario file's text and prints one line each, then
/// `N passed, N failed`; returns 1 when any failed (any game).
pub fn check_with(files: &[String], run: impl Fn(&str) -> Result<(), String>) -> u8 {
    if files.is_empty() {
        eprintln!("usage: keeper check [--game NAME] FILE...");
        return 2;
    }
    let (mut passed, mut failed) = (0, 0);
    for file in files {
        match std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| run(&text))
        {
            Ok(()) => {
                passed += 1;
                println!("ok    {file}");
            }
            Err(e) => {
                failed += 1;
                println!("FAIL  {file}: {e}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    u8::from(failed > 0)
}
