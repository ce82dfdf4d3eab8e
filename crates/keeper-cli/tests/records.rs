//! `keeper records`: a campaign's export read, each record checked by
//! replaying it, the tables and answers printed as the inbox shows them,
//! the CSV written, and a forged or damaged record refused with why.

use keep_core::record::Feedback;
use keep_lab::inbox::{bot_record, Inbox, EXPORT_FORMAT};
use keep_lab::Run;
use serde_json::json;
use std::process::{Command, Output};

fn keeper(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keeper"))
        .args(args)
        .output()
        .unwrap()
}

fn run<E: keep_lab::LabGame>(players: usize, seed: u64) -> Run<E> {
    Run {
        players,
        games: 3,
        seed,
        bots: vec![keep_core::BotKind::Basic],
        options: Default::default(),
        turn_cap: keep_lab::TURN_CAP,
        search: None,
    }
}

#[test]
fn records_are_checked_listed_and_written_as_csv() {
    let dir = std::env::temp_dir().join(format!("keeper-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut records = Vec::new();
    for i in 0..3 {
        let mut r =
            bot_record(&run::<star_crew::Position>(3, 10), i, 1_796_677_860_000 + i).unwrap();
        r.answers = vec![Feedback::new(0, ["too_long"], "Round 3 dragged")];
        records.push(r);
    }
    records.push(bot_record(&run::<card_keeper::Position>(4, 7), 0, 1_796_677_000_000).unwrap());
    let values: Vec<serde_json::Value> = records
        .iter()
        .map(|r| serde_json::from_str(&r.write()).unwrap())
        .collect();
    let good = dir.join("good.json");
    let export = json!({"format": EXPORT_FORMAT, "campaign": "test", "records": values});
    std::fs::write(&good, export.to_string()).unwrap();
    let csv = dir.join("csv");
    let out = keeper(&[
        "records",
        good.to_str().unwrap(),
        "--csv",
        csv.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    // The same words as the inbox's, from the same records.
    let mut inbox = Inbox::default();
    for r in &records {
        inbox.add(&r.write(), "x");
    }
    assert_eq!(text, inbox.text().join("\n") + "\n");
    assert!(
        text.starts_with("4 games counted, 0 refused, 0 repeated"),
        "{text}"
    );
    assert!(
        text.contains("Too long: 3") && text.contains("“Round 3 dragged”"),
        "{text}"
    );
    assert!(text.contains("2026-12-07 21:11  star-crew"), "{text}");
    let games = std::fs::read_to_string(csv.join("games.csv")).unwrap();
    assert_eq!(games.lines().count(), 5);
    let answers = std::fs::read_to_string(csv.join("answers.csv")).unwrap();
    assert_eq!(answers.lines().count(), 4);
    assert!(csv.join("marks.csv").exists());

    // A forged record (another winner), a repeat and junk.
    let mut forged = records[3].clone();
    forged.id = "forged".into();
    forged.winners = Some(vec![(forged.winners.clone().unwrap()[0] + 1) % 4]);
    let mut list = values.clone();
    list.push(serde_json::from_str(&forged.write()).unwrap());
    list.push(values[0].clone());
    list.push(json!({"hello": 1}));
    let bad = dir.join("bad.json");
    std::fs::write(&bad, serde_json::Value::Array(list).to_string()).unwrap();
    let out = keeper(&["records", bad.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.starts_with("4 games counted, 2 refused, 1 repeated"),
        "{text}"
    );
    assert!(
        text.contains("  forged: it claims another result than its moves give"),
        "{text}"
    );
    assert!(
        text.contains("  record 7: it is not a Keep Table game record"),
        "{text}"
    );

    // A file that is not records.
    std::fs::write(dir.join("junk.json"), "{oops").unwrap();
    let out = keeper(&["records", dir.join("junk.json").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("it is not JSON text"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_closed_pipe_ends_keeper_quietly() {
    use std::process::Stdio;
    for args in [
        &["simulate", "--game", "keep", "--games", "20", "--json"][..],
        &[
            "simulate",
            "--game",
            "keep",
            "--games",
            "20",
            "--sweep",
            "hand=3..4",
            "--json",
        ],
        &["simulate", "--game", "star-crew", "--games", "20"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_keeper"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader is gone before anything is written (`| head -c 0`).
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(out.status.success(), "{args:?}: {err}");
    }
}

/// The sealed size of a long bot game of `E` at its most players.
struct SealedSize;

impl keep_lab::games::ForGame for SealedSize {
    type Out = (usize, usize, usize);
    fn run<E: keep_lab::LabGame + keep_core::scenario::ScenarioGame>(self) -> Self::Out {
        let players = *E::PLAYERS.end();
        // The longest of twenty games.
        let record = (0..20)
            .map(|i| bot_record(&run::<E>(players, 1), i, 1).unwrap())
            .max_by_key(|r| r.moves)
            .unwrap();
        let text = record.write();
        let random = keep_net::seal::Randomness {
            author: [1; 32],
            wrap: [2; 32],
            nonces: [[3; 32], [4; 32]],
            aux: [[5; 32], [6; 32]],
            back: [7, 8],
        };
        let reader = keep_net::nostr::Keys::from_secret(&[9; 32]).unwrap().public;
        let event = keep_net::campaign::seal_record(&text, &reader, 1, &random).unwrap();
        (record.moves, text.len(), event.to_string().len())
    }
}

#[test]
fn the_longest_of_twenty_games_of_every_game_travels_sealed_well_within_what_relays_take() {
    for game in ["card-keeper", "star-crew", "keep-n-swap", "keep"] {
        let (moves, record, sealed) = keep_lab::games::for_game(game, SealedSize).unwrap();
        // `cargo test -p keeper-cli --test records -- --nocapture` prints the figures.
        println!("{game}: {moves} moves, a record of {record} bytes, sealed {sealed} bytes");
        assert!(
            sealed < keep_net::campaign::MAX_EVENT / 4,
            "{game}: {sealed}"
        );
    }
}
