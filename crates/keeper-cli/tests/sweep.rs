//! `keeper simulate --sweep`: each of its reports is the report of a
//! separate `keeper simulate` run of that value (the same seeds, so the
//! same deals), and the rules' value is always among them.

use serde_json::Value;
use std::process::Command;

/// `keeper simulate` with `args`, its JSON with the timing fields left out.
fn simulate(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_keeper"))
        .arg("simulate")
        .args(args)
        .args(["--json", "--threads", "2"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    untimed(serde_json::from_slice(&out.stdout).unwrap())
}

fn untimed(v: Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.into_iter()
                .filter(|(k, _)| !["seconds", "games_per_second"].contains(&k.as_str()))
                .map(|(k, v)| (k, untimed(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.into_iter().map(untimed).collect()),
        v => v,
    }
}

#[test]
fn a_sweeps_rows_are_the_runs_of_each_value() {
    let dir = std::env::temp_dir().join(format!("keeper-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (game, number, from, to, rules, players) in [
        ("card-keeper", "shield", 5, 6, 4, "3"),
        ("star-crew", "hand_3", 11, 12, 12, "3"),
        ("keep-n-swap", "hand", 5, 6, 7, "2"),
        ("keep", "hand", 7, 8, 8, "2"),
    ] {
        let sweep = format!("{number}={from}..{to}");
        let common = [
            "--game",
            game,
            "--players",
            players,
            "--games",
            "120",
            "--seed",
            "9",
            "--bots",
            "basic,random",
        ];
        let rows = simulate(&[&common[..], &["--sweep", &sweep]].concat());
        let rows = rows.as_array().unwrap();
        let mut values: Vec<u16> = (from..=to).collect();
        if !values.contains(&rules) {
            values.push(rules);
            values.sort_unstable();
        }
        assert_eq!(rows.len(), values.len(), "{game}");
        for (row, v) in rows.iter().zip(values) {
            let alone = if v == rules {
                simulate(&common)
            } else {
                let file = dir.join(format!("{game}-{v}.json"));
                std::fs::write(&file, format!("{{\"{number}\": {v}}}")).unwrap();
                simulate(&[&common[..], &["--variant", file.to_str().unwrap()]].concat())
            };
            assert_eq!(row, &alone, "{game} {number}={v}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_yes_or_no_ruling_sweeps_over_both_and_each_row_is_its_run() {
    let dir = std::env::temp_dir().join(format!("keeper-sweep-switch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let common = [
        "--players",
        "3",
        "--games",
        "150",
        "--seed",
        "3",
        "--bots",
        "basic,random",
    ];
    let rows = simulate(&[&common[..], &["--sweep", "start_refuses_wild"]].concat());
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    // The rules' value (no) first, as the separate run of the rules.
    assert_eq!(rows[0], simulate(&common));
    let file = dir.join("wild.json");
    std::fs::write(&file, r#"{"start_refuses_wild": true}"#).unwrap();
    assert_eq!(
        rows[1],
        simulate(&[&common[..], &["--variant", file.to_str().unwrap()]].concat())
    );
    // Every report carries what the engine counted, each with its interval.
    let figures = rows[1]["figures"].as_array().unwrap();
    let played = figures
        .iter()
        .find(|f| f["name"] == "shields_played")
        .unwrap();
    assert_eq!(played["kind"], "mean");
    assert!(played["low"].as_f64() <= played["value"].as_f64());
    std::fs::remove_dir_all(&dir).ok();
}
