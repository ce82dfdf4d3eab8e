//! Star Crew in the app: its table (seats, the formation with its ends to
//! take from, the hand in its fixed order, prompts, scores) and its rules
//! text. Everything else is the shell's.

pub mod card;
pub mod formation;
pub mod game;
pub mod hand;
pub mod prompt;
pub mod scores;
pub mod seat;
pub mod table;
pub mod take;
pub mod turn;

use crate::shell::kit::{GameUi, Prompt, TableCtx};
pub use game::StarCrew;
use keep_core::variant::VariantOptions;
use leptos::prelude::*;
use star_crew::{Decision, PlayerView, Position};

impl GameUi for StarCrew {
    type Engine = Position;
    type Options = VariantOptions<star_crew::Variant>;
    type Pick = turn::Pick;
    const RULES: &'static str = include_str!("../../../docs/rules/star-crew.md");

    const BLURB: &'static str = "Two-ended cards in a hand you cannot reorder: launch sets and runs, take, Warp. 2–5 players.";
    const SEATS_LEGEND: &'static str = "Seats (round 1 starts with seat 1; play goes to the left)";
    const DEFAULT_PLAYERS: usize = 4;

    fn hand_words(v: &PlayerView) -> Vec<String> {
        v.hand.iter().map(|c| c.to_string()).collect()
    }
    fn result_text(v: &PlayerView, names: &[String]) -> String {
        let name = |s: usize| names.get(s).map_or("?", String::as_str);
        if v.pending.is_some() {
            let scores: Vec<String> = v
                .scores
                .iter()
                .enumerate()
                .map(|(s, p)| format!("{} {p}", name(s)))
                .collect();
            return format!(
                "In progress: round {} of {}. Scores: {}.",
                v.round,
                v.rounds,
                scores.join(", ")
            );
        }
        let w: Vec<&str> = v.winners.iter().map(|&s| name(s as usize)).collect();
        let best = v.winners.first().map_or(0, |&s| v.scores[s as usize]);
        if w.len() == 1 {
            format!("{} wins with {best} points!", w[0])
        } else {
            format!("{} share the win with {best} points!", w.join(" and "))
        }
    }

    fn table(t: TableCtx<Self>) -> AnyView {
        table::table(t).into_any()
    }

    fn prompt(t: TableCtx<Self>, decision: Decision) -> Option<Prompt> {
        prompt::prompt(t, decision)
    }

    fn aside(t: TableCtx<Self>) -> Option<AnyView> {
        Some(view! { <scores::Scores t=t /> }.into_any())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::kit::played_and_reloaded;
    use crate::shell::kit::seats::SeatKind;
    use crate::shell::kit::session::Session;
    use crate::shell::kit::settings::Settings;
    use crate::shell::kit::share;
    use keep_core::link::Query;
    use keep_core::Engine;

    fn settings(seats: &[&str]) -> Settings<VariantOptions<star_crew::Variant>> {
        let mut s = Settings::new(seats.len(), 3);
        s.deal.seats = seats.iter().map(|k| SeatKind::parse(k).unwrap()).collect();
        s
    }

    #[test]
    fn links_round_trip() {
        let s = settings(&["human", "bot-basic", "bot-random"]);
        let q = Query::parse(&share::encode::<StarCrew>(&s)).unwrap();
        assert_eq!(q.get("play"), Some("star-crew"));
        assert_eq!(share::decode::<StarCrew>(&q).unwrap(), s);
        let one = Query::parse("play=star-crew&seed=1&seats=human").unwrap();
        assert!(share::decode::<StarCrew>(&one).is_err());
    }

    #[test]
    fn saves_round_trip_through_bot_moves() {
        let (s, pos, pos2) =
            played_and_reloaded::<StarCrew>(settings(&["human", "bot-basic", "bot-random"]), 40);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(Session::<StarCrew>::load("[").is_err());
        let other = s.save_text().replace("\"star-crew\"", "\"card-keeper\"");
        assert!(Session::<StarCrew>::load(&other)
            .unwrap_err()
            .to_string()
            .contains("card-keeper"));
    }

    #[test]
    fn a_save_of_the_previous_version_still_loads() {
        let old = r#"{"version":1,"game":"star-crew","session":{"game":{"players":2,"seed":3,"actions":[{"do":"keep","seat":0}]},"settings":{"seats":["human","bot-basic"],"names":["Ana","Bo"],"seed":3},"notes":"n","viewer":0,"pass_to":null,"ui":{"selection":[1,2],"warp":false,"taking":null,"flip":false},"at_table":true}}"#;
        let (s, pos) = Session::<StarCrew>::load(old).unwrap();
        assert_eq!(s.pick.turn.selection, Some((1, 2)));
        assert_eq!(s.notes, "n");
        assert_eq!(pos.log().len(), 2);
    }
}
