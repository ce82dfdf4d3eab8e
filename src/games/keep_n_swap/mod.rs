//! Keep'n Swap in the app: its table (two seats, the revealed pair and the
//! discard pile, the hand, the secret choice and the abilities' prompts)
//! and its rules text. Everything else is the shell's.

pub mod card;
pub mod centre;
pub mod game;
pub mod hand;
pub mod pick;
pub mod prompt;
pub mod round;
pub mod seat;
pub mod table;

use crate::shell::kit::{GameUi, Prompt, TableCtx};
pub use game::KeepNSwap;
use keep_core::variant::VariantOptions;
use keep_n_swap::{Decision, Outcome, PlayerView, Position};
use leptos::prelude::*;
pub use pick::{confirm, Pick};

impl GameUi for KeepNSwap {
    type Engine = Position;
    type Options = VariantOptions<keep_n_swap::Variant>;
    type Pick = Pick;
    const RULES: &'static str = include_str!("../../../docs/rules/keep-n-swap.md");

    const BLURB: &'static str =
        "Secret choices, Kings, Queens and Jokers: is winning worth it? 2 players.";
    const SEATS_LEGEND: &'static str = "Two players: names and who plays";
    const TO_MOVE: &'static str = "to decide.";

    fn hand_words(v: &PlayerView) -> Vec<String> {
        v.hand.iter().map(|c| c.name()).collect()
    }
    fn result_text(v: &PlayerView, names: &[String]) -> String {
        let name = |s: u8| names.get(s as usize).map_or("?", String::as_str);
        match v.outcome {
            Some(Outcome::Winner(w)) => format!(
                "{} wins after {} rounds: the last player holding cards.",
                name(w),
                v.round
            ),
            Some(Outcome::Draw) => format!(
                "A draw after {} rounds: both players ran out in the same round.",
                v.round
            ),
            None => format!("In progress: round {}.", v.round),
        }
    }

    fn table(t: TableCtx<Self>) -> AnyView {
        table::table(t).into_any()
    }

    fn prompt(t: TableCtx<Self>, decision: Decision) -> Option<Prompt> {
        Some(Prompt::new(decision.as_str(), move || {
            prompt::prompt(t, decision)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::kit::played_and_reloaded;
    use crate::shell::kit::session::Session;
    use crate::shell::kit::settings::Settings;
    use crate::shell::kit::share;
    use keep_core::link::Query;
    use keep_core::Engine;
    use keep_n_swap::{Action, Card};

    #[test]
    fn links_and_saves_round_trip() {
        let s: Settings<VariantOptions<keep_n_swap::Variant>> = Settings::new(2, 8);
        let q = Query::parse(&share::encode::<KeepNSwap>(&s)).unwrap();
        assert_eq!(share::decode::<KeepNSwap>(&q).unwrap(), s);
        let (session, _) = Session::<KeepNSwap>::start(s.clone()).unwrap();
        assert_eq!(
            (session.seating.viewer, session.seating.pass_to),
            (Some(0), None)
        );
        let (_, pos, pos2) = played_and_reloaded::<KeepNSwap>(s, 30);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(Session::<KeepNSwap>::load("{}")
            .unwrap_err()
            .to_string()
            .contains("format version"));
    }

    #[test]
    fn a_save_of_the_previous_version_still_loads() {
        // Keep'n Swap saves never wrote the player count.
        let old = r#"{"version":1,"game":"keep-n-swap","session":{"game":{"seed":8,"actions":[]},"settings":{"seats":["human","bot-basic"],"names":["Ana","Bo"],"seed":8},"notes":"","viewer":0,"pass_to":null,"selected":"QS","at_table":false}}"#;
        let (s, _) = Session::<KeepNSwap>::load(old).unwrap();
        assert_eq!(s.game.players, 2);
        assert_eq!(s.pick.selected, Card::from_code("QS"));
    }

    #[test]
    fn confirm_plays_the_selected_card_only_when_legal() {
        let pos = Position::new_game(4);
        let legal = pos.legal_actions();
        let held = pos.hand(0)[0];
        let pick = |c| Pick {
            selected: Some(c),
            copy: 0,
        };
        assert_eq!(
            confirm(&legal, &pick(held)),
            Some(Action::Choose {
                seat: 0,
                card: held
            })
        );
        let missing = Card::all().find(|c| !pos.hand(0).contains(c)).unwrap();
        assert_eq!(confirm(&legal, &pick(missing)), None);
    }
}
