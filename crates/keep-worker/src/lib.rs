//! What the app's Web Worker does, as plain functions over JSON text (so
//! that native tests cover them): plays a batch of a lab run, decides a
//! search bot's move from a saved game, or plays one game of a run again
//! for the replay viewer. `main.rs` only passes messages.
//!
//! A request is `{"id": 7, "game": "card-keeper", "job": {...}}` with one
//! job: `{"play": {"run": Run, "from": 0, "to": 500}}` (the batch's
//! [tally](keep_lab::Tally)), `{"decide": {"saved": SavedGame,
//! "kind": "strong", "seat": 1}}` (the action), or `{"record": {"run": Run,
//! "index": 3}}` (the game's actions), or `{"finish": {"run": Run,
//! "tallies": [...], "seconds": 1.5, "threads": 2}}` (`{"report": the
//! text keeper simulate --json prints, "figures": Figures}`). The reply is
//! `{"id": 7, "ok": value}` or `{"id": 7, "error": "why"}`.

use keep_core::scenario::ScenarioGame;
use keep_core::{BotKind, SavedGame};
use keep_lab::games::ForGame;
use keep_lab::{play_range, report_json, LabGame, Run, Tally};
use serde::Deserialize;
use serde_json::{json, Value};

/// One request.
#[derive(Deserialize)]
struct Request {
    id: u64,
    game: String,
    job: Job,
}

/// What a request asks for (its game's types still as JSON).
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Job {
    /// Games `from..to` of a run.
    Play { run: Value, from: u64, to: u64 },
    /// The move of the bot in `seat` of a saved game.
    Decide {
        saved: Value,
        kind: BotKind,
        seat: u8,
    },
    /// Game `index` of a run, played again.
    Record { run: Value, index: u64 },
    /// The report and figures of a whole run from its batches' tallies.
    Finish {
        run: Value,
        tallies: Vec<Value>,
        seconds: f64,
        threads: usize,
    },
}

/// Answers one request (its text): the reply's text.
pub fn handle(text: &str) -> String {
    let req: Request = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => return json!({"id": null, "error": format!("not a request: {e}")}).to_string(),
    };
    let out = keep_lab::games::for_game(&req.game, req.job)
        .unwrap_or_else(|| Err(format!("no game is called {}", req.game)));
    match out {
        Ok(v) => json!({"id": req.id, "ok": v}),
        Err(e) => json!({"id": req.id, "error": e}),
    }
    .to_string()
}

fn typed<T: serde::de::DeserializeOwned>(v: Value, what: &str) -> Result<T, String> {
    serde_json::from_value(v).map_err(|e| format!("not a {what}: {e}"))
}

impl ForGame for Job {
    type Out = Result<Value, String>;
    fn run<E: LabGame + ScenarioGame>(self) -> Self::Out {
        run_job::<E>(self)
    }
}

/// Does `job` for the game `E`.
fn run_job<E: LabGame>(job: Job) -> Result<Value, String> {
    match job {
        Job::Play { run, from, to } => {
            let run: Run<E> = typed(run, "run")?;
            E::check_run(&run)?;
            Ok(serde_json::to_value(play_range(&run, from, to)).expect("a tally serializes"))
        }
        Job::Decide { saved, kind, seat } => {
            let saved: SavedGame<E> = typed(saved, "saved game")?;
            let pos = saved.restore().map_err(|e| e.to_string())?;
            if pos.pending().map(|p| p.0) != Some(seat) {
                return Err(format!("seat {seat} has nothing to decide"));
            }
            let a = keep_core::bot::move_in::<E, false>(&saved, &pos, seat, kind)
                .ok_or("nothing is legal")?;
            Ok(serde_json::to_value(a).expect("an action serializes"))
        }
        Job::Finish {
            run,
            tallies,
            seconds,
            threads,
        } => {
            let run: Run<E> = typed(run, "run")?;
            let mut total = Tally::default();
            for t in tallies {
                total.merge(typed(t, "tally")?);
            }
            let figures = E::figures(&run, &total);
            Ok(json!({"report": report_json(&run, total, seconds, threads), "figures": figures}))
        }
        Job::Record { run, index } => {
            let run: Run<E> = typed(run, "run")?;
            E::check_run(&run)?;
            let (_, actions) = E::record(&run, index)?;
            Ok(serde_json::to_value(actions).expect("actions serialize"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keep_core::Engine;

    fn reply(req: Value) -> Value {
        serde_json::from_str(&handle(&req.to_string())).unwrap()
    }

    #[test]
    fn a_batch_is_the_tally_of_its_games() {
        let run = json!({"players": 4, "games": 20, "seed": 3, "bots": ["basic", "random"],
                         "options": {"rulings": {}}});
        let r = reply(json!({"id": 1, "game": "card-keeper",
                             "job": {"play": {"run": run.clone(), "from": 0, "to": 20}}}));
        assert_eq!(r["id"], 1);
        let typed: Run<card_keeper::Position> = serde_json::from_value(run).unwrap();
        let want = serde_json::to_value(play_range(&typed, 0, 20)).unwrap();
        assert_eq!(r["ok"], want);
    }

    #[test]
    fn batches_finish_as_one_report() {
        let run = json!({"players": 3, "games": 12, "seed": 4, "bots": ["basic"]});
        let batch = |from: u64, to: u64| {
            reply(json!({"id": 1, "game": "keep", "job": {"play": {"run": run.clone(), "from": from, "to": to}}}))["ok"].clone()
        };
        let r = reply(
            json!({"id": 2, "game": "keep", "job": {"finish": {"run": run.clone(),
            "tallies": [batch(5, 12), batch(0, 5)], "seconds": 0.5, "threads": 2}}}),
        );
        let typed: Run<keep::Position> = serde_json::from_value(run).unwrap();
        let want = report_json(&typed, play_range(&typed, 0, 12), 0.5, 2);
        assert_eq!(r["ok"]["report"], want.as_str());
        assert_eq!(r["ok"]["figures"]["games"], 12);
    }

    #[test]
    fn a_search_bot_decides_as_the_native_one() {
        let saved = SavedGame::<star_crew::Position>::new(3, Default::default(), 9);
        let pos = saved.restore().unwrap();
        let seat = pos.pending().unwrap().0;
        let r = reply(json!({"id": 2, "game": "star-crew", "job": {"decide": {
            "saved": saved, "kind": "strong", "seat": seat}}}));
        let want = keep_core::bot::seeded_decide::<star_crew::Position, false>(
            BotKind::Strong,
            9,
            0,
            seat,
            &pos.view(seat),
            &pos.legal_actions(),
        )
        .unwrap();
        assert_eq!(r["ok"], serde_json::to_value(want).unwrap());
        let wrong = reply(json!({"id": 3, "game": "star-crew", "job": {"decide": {
            "saved": saved, "kind": "strong", "seat": seat + 1}}}));
        assert!(wrong["error"]
            .as_str()
            .unwrap()
            .contains("nothing to decide"));
    }

    #[test]
    fn a_recorded_game_is_its_actions() {
        let r = reply(json!({"id": 4, "game": "keep-n-swap", "job": {"record": {
            "run": {"players": 2, "games": 5, "seed": 1, "bots": ["basic"]}, "index": 2}}}));
        let actions: Vec<keep_n_swap::Action> = serde_json::from_value(r["ok"].clone()).unwrap();
        let mut saved = SavedGame::<keep_n_swap::Position>::new(2, Default::default(), 3);
        saved.actions = actions;
        assert!(saved.restore().unwrap().is_over());
    }

    #[test]
    fn bad_requests_are_answered_in_words() {
        assert!(reply(json!("x"))["error"].is_string());
        let r =
            reply(json!({"id": 5, "game": "chess", "job": {"record": {"run": {}, "index": 0}}}));
        assert_eq!(r["error"], "no game is called chess");
        let r = reply(json!({"id": 6, "game": "keep", "job": {"play": {
            "run": {"players": 9, "games": 5, "seed": 1, "bots": ["basic"]}, "from": 0, "to": 5}}}));
        assert!(
            r["error"].as_str().unwrap().contains("2 to 5 players"),
            "{r}"
        );
    }
}
