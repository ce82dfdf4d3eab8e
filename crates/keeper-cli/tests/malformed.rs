//! Every case of `tests/malformed/cases.json`: `keeper` run on a malformed
//! file (or with malformed arguments) gives the exit status and a message
//! containing the fragment the case names.

use serde::Deserialize;
use std::path::PathBuf;
use std::process::Command;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    args: Vec<String>,
    status: i32,
    message: String,
}

#[test]
fn every_malformed_input_is_refused_with_its_status_and_message() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/malformed");
    let cases: Vec<Case> =
        serde_json::from_str(&std::fs::read_to_string(dir.join("cases.json")).unwrap()).unwrap();
    let files = ["card-keeper", "star-crew", "keep-n-swap", "keep"]
        .iter()
        .map(|g| std::fs::read_dir(dir.join(g)).unwrap().count())
        .sum::<usize>();
    assert!(files >= 30, "{files} malformed files");
    let mut failures = Vec::new();
    for case in &cases {
        let out = Command::new(env!("CARGO_BIN_EXE_keeper"))
            .args(&case.args)
            .current_dir(&dir)
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let status = out.status.code().unwrap_or(-1);
        if status != case.status || !text.contains(&case.message) {
            failures.push(format!(
                "keeper {}: status {status} (want {}), output:\n{text}\n(want it to contain: {})",
                case.args.join(" "),
                case.status,
                case.message
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
