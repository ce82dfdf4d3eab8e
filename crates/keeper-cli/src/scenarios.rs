//! `keeper replay` and `keeper check`: scenario files of any game.

use keep_core::scenario::{check_text, run_text, Checked, Outcome, ScenarioGame};
use std::path::{Path, PathBuf};

/// Runs one scenario and prints the resulting position: exit 0, 1 when an
/// action was refused (`error` is set), 2 for an invalid file.
pub fn replay<G: ScenarioGame>(file: &Path) -> u8 {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("keeper: cannot read {}: {e}", file.display());
            return 2;
        }
    };
    match run_text::<G>(&text) {
        Outcome::Ran { result, status } => {
            say!(
                "{}",
                serde_json::to_string_pretty(&result).expect("JSON values serialize")
            );
            status as u8
        }
        Outcome::Invalid(msg) => {
            eprintln!("keeper: {}: {msg}", file.display());
            2
        }
    }
}

/// Runs scenario files and compares each with its `expect`: one line each
/// (`ok`, `FAIL` or `INVALID`), then the counts; exit 0 when all passed, 1
/// when an expectation was not met, 2 when a file is invalid or unreadable.
pub fn check<G: ScenarioGame>(files: &[PathBuf]) -> u8 {
    let (mut passed, mut failed, mut invalid) = (0, 0, 0);
    let mut status = 0;
    for file in files {
        let checked = match std::fs::read_to_string(file) {
            Ok(text) => check_text::<G>(&text),
            Err(e) => Checked::Invalid(format!("cannot read it: {e}")),
        };
        let f = file.display();
        match &checked {
            Checked::Passed => {
                passed += 1;
                say!("ok      {f}");
            }
            Checked::Failed(why) => {
                failed += 1;
                say!("FAIL    {f}: {why}");
            }
            Checked::Invalid(why) => {
                invalid += 1;
                say!("INVALID {f}: {why}");
            }
        }
        status = status.max(checked.status());
    }
    say!("{passed} passed, {failed} failed, {invalid} invalid");
    status as u8
}
