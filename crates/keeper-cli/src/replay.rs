//! `keeper replay` and `keeper check`: scenario files of any game.

use keep_core::scenario::{check_text, run_text, Outcome, ScenarioGame};

/// Runs one scenario and prints the resulting position: exit 0, 1 when an
/// action was refused (`error` is set), 2 for an invalid file.
pub fn replay<G: ScenarioGame>(args: &[String]) -> u8 {
    let [file] = args else {
        eprintln!("usage: keeper replay [--game NAME] FILE");
        return 2;
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("keeper: cannot read {file}: {e}");
            return 2;
        }
    };
    match run_text::<G>(&text) {
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

/// Runs scenario files and compares each with its `expect`: one line each,
/// then `N passed, N failed`; exit 1 when any failed.
pub fn check<G: ScenarioGame>(files: &[String]) -> u8 {
    if files.is_empty() {
        eprintln!("usage: keeper check [--game NAME] FILE...");
        return 2;
    }
    let (mut passed, mut failed) = (0, 0);
    for file in files {
        match std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| check_text::<G>(&text))
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
