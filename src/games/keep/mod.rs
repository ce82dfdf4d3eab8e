//! Keep in the app: the card list a game plays (chosen on the setup screen,
//! edited on its own page, saved in the browser, carried by share links),
//! its table (seats with Cloisters, the Commons and the round, the hand,
//! every ability's prompts, score sheets) and its rules text. Everything
//! else is the shell's.

pub mod card;
pub mod card_grid;
pub mod centre;
pub mod choices;
pub mod cloister;
pub mod confirm;
pub mod editor;
pub mod game;
pub mod game_over;
pub mod hand;
pub mod list_choice;
pub mod options;
pub mod pick;
pub mod prompt;
pub mod round_end;
pub mod seat;
pub mod table;
pub mod turn_prompt;

use crate::shell::kit::settings::Settings;
use crate::shell::kit::{storage, GameOptions, GameUi, Prompt, TableCtx};
pub use game::Keep;
use keep::{CardList, Decision, PlayerView, Position};
use keep_core::link::Query;
use leptos::prelude::*;
pub use options::{Options, CARDS_KEY, CARDS_UNREADABLE_KEY};
pub use pick::{Pick, Selected};
use std::sync::Arc;

impl GameUi for Keep {
    type Engine = Position;
    type Options = Options;
    type Pick = Pick;

    const BLURB: &'static str =
        "Cloisters, the Commons and the Royal Decree: play any card list. 2–5 players.";
    const SEATS_LEGEND: &'static str = "Seats (play goes clockwise, to the left: seat 1, 2, …)";
    const DEFAULT_PLAYERS: usize = 4;
    const TO_MOVE: &'static str = "to decide.";
    const PAGES: &'static [&'static str] = &[editor::PAGE];
    const RULES: &'static str = include_str!("../../../docs/rules/keep.md");

    fn hand_words(v: &PlayerView) -> Vec<String> {
        v.hand.iter().map(|&c| v.list.name(c).to_string()).collect()
    }
    fn result_text(v: &PlayerView, names: &[String]) -> String {
        let Some(o) = &v.outcome else {
            return format!("In progress: round {}.", v.round);
        };
        let w: Vec<&str> = o
            .winners
            .iter()
            .map(|&s| names.get(s as usize).map_or("?", String::as_str))
            .collect();
        let total = o.winners.first().map_or(0, |&s| o.totals[s as usize]);
        if w.len() == 1 {
            // The total, as the score sheets add it (not the coins alone).
            format!(
                "{} wins with a total of {total} (coins, characters and items) after {} rounds.",
                w[0], v.round
            )
        } else {
            format!(
                "{} share the win with a total of {total} each (coins, characters and items) after {} rounds.",
                w.join(" and "),
                v.round
            )
        }
    }

    fn report_result(v: &PlayerView, names: &[String]) -> String {
        let mut out = Self::result_text(v, names);
        if v.outcome.is_some() {
            for seat in 0..v.players() {
                let sh = v.score_sheet(seat);
                let name = names.get(seat as usize).map_or("?", String::as_str);
                out.push_str(&format!("\n\n### {name}: {}\n", sh.total));
                for ln in &sh.lines {
                    out.push_str(&format!("\n- {}: {}", ln.label, ln.points));
                }
            }
        }
        out
    }

    /// The custom card list saved in this browser becomes the setup's list;
    /// an unreadable one is set aside with a notice.
    fn init(setup: RwSignal<Settings<Options>>, notices: &mut Vec<String>) {
        let Some(text) = storage::read(CARDS_KEY) else {
            // The starter set is the active list.
            setup.update(|s| s.options.cards = None);
            return;
        };
        match CardList::parse(&text) {
            Ok(list) => setup.update(|s| s.options.cards = Some(Arc::new(list))),
            Err(why) => {
                storage::write(CARDS_UNREADABLE_KEY, &text);
                storage::remove(CARDS_KEY);
                notices.push(format!(
                    "Your saved Keep card list could not be read: {why}. It was set aside (key {CARDS_UNREADABLE_KEY})."
                ));
            }
        }
    }

    /// A custom card list.
    fn backup_extra(setup: &Settings<Options>) -> Option<serde_json::Value> {
        setup.options.cards.as_ref().map(|l| l.to_json())
    }

    fn check_extra(extra: &serde_json::Value) -> Result<String, String> {
        CardList::from_value(extra)
            .map(|l| format!("the Keep card list \"{}\"", l.name))
            .map_err(|e| format!("its card list is invalid: {e}"))
    }

    fn restore_extra(setup: RwSignal<Settings<Options>>, extra: &serde_json::Value) {
        if let Ok(list) = CardList::from_value(extra) {
            storage::write(CARDS_KEY, &list.to_json_text());
            setup.update(|s| s.options.cards = Some(Arc::new(list)));
        }
    }

    fn options_form(setup: RwSignal<Settings<Options>>) -> AnyView {
        view! { <list_choice::ListChoice setup=setup /> }.into_any()
    }

    fn table(t: TableCtx<Self>) -> AnyView {
        table::table(t).into_any()
    }

    fn prompt(t: TableCtx<Self>, decision: Decision) -> Option<Prompt> {
        Some(Prompt::new(decision.as_str(), move || {
            prompt::prompt(t, decision)
        }))
    }

    fn game_over(t: TableCtx<Self>) -> AnyView {
        view! { <game_over::ScoreSheets t=t /> }.into_any()
    }

    fn page(name: &str) -> Option<AnyView> {
        (name == editor::PAGE).then(|| view! { <editor::Editor /> }.into_any())
    }
}

/// Keep's options: the card list a game plays (none: the starter set), in
/// links as `&cards=…`.
impl GameOptions<Position> for Options {
    fn engine(&self) -> keep::Options {
        keep::Options {
            cards: self.list(),
            variant: self.variant,
        }
    }

    /// The starter set reads back as none (the app's own list).
    fn from_engine(engine: &keep::Options) -> Options {
        let starter = CardList::starter_shared();
        Options {
            cards: (*engine.cards != *starter).then(|| engine.cards.clone()),
            variant: engine.variant,
        }
    }

    /// The list must seat the players, and hold what the variant deals.
    fn check(&self, players: usize) -> Result<(), String> {
        let list = self.list();
        if !list.seats(players) {
            return Err(format!(
                "the card list \"{}\" seats at most {} players",
                list.name,
                list.max_players()
            ));
        }
        self.variant
            .check_list(&list, players)
            .map_err(|e| e.to_string())
    }

    fn encode(&self) -> String {
        self.cards
            .as_ref()
            .map(|l| format!("&cards={}", l.to_link()))
            .unwrap_or_default()
    }

    fn decode(q: &Query) -> Result<Options, String> {
        let cards = match q.get("cards") {
            None => None,
            Some(text) => Some(Arc::new(CardList::from_link(text)?)),
        };
        Ok(Options {
            cards,
            ..Options::default()
        })
    }

    fn report(&self) -> Vec<String> {
        vec![
            format!(
                "Card list: {}{}",
                self.list().name,
                if self.cards.is_none() {
                    " (the app's starter set)"
                } else {
                    " (custom; its JSON is at the end)"
                }
            ),
            "Rulings: P1–P6 and KR1–KR8 as in the app's rules panel".into(),
        ]
    }

    fn appendix(&self) -> String {
        self.cards
            .as_ref()
            .map(|l| format!("\n## Card list\n\n```json\n{}\n```\n", l.to_json_text()))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::kit::played_and_reloaded;
    use crate::shell::kit::session::Session;
    use crate::shell::kit::share;
    use keep_core::Engine;

    fn settings(players: usize, seed: u64) -> Settings<Options> {
        Settings::new(players, seed)
    }

    #[test]
    fn links_and_saves_round_trip() {
        let s = settings(3, 8);
        let q = Query::parse(&share::encode::<Keep>(&s)).unwrap();
        assert_eq!(share::decode::<Keep>(&q).unwrap(), s);
        let mut custom = CardList::starter();
        custom.name = "Designer list".into();
        let mut s = settings(2, 9);
        s.options.cards = Some(Arc::new(custom));
        let link = share::encode::<Keep>(&s);
        assert!(link.contains("&cards="));
        assert_eq!(
            share::decode::<Keep>(&Query::parse(&link).unwrap()).unwrap(),
            s
        );
        let (_, pos, pos2) = played_and_reloaded::<Keep>(s, 40);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(Session::<Keep>::load("{}")
            .unwrap_err()
            .to_string()
            .contains("format version"));
    }

    #[test]
    fn bad_links_are_explained() {
        let q = Query::parse("play=keep&seed=1&seats=human,bot-basic&cards=AAAA").unwrap();
        assert!(share::decode::<Keep>(&q).unwrap_err().contains("card list"));
        let q = Query::parse("play=keep&seed=1&seats=human").unwrap();
        assert!(share::decode::<Keep>(&q).unwrap_err().contains("2 to 5"));
    }

    #[test]
    fn a_whole_game_reports_its_score_sheets() {
        let (s, pos) = Session::<Keep>::start(settings(2, 5)).unwrap();
        let mut parts = s.split(pos);
        let bot = crate::shell::kit::seats::SeatKind::parse("bot-basic").unwrap();
        parts.live.set_kind(0, bot);
        parts.live.set_kind(1, bot);
        while let Some((seat, _)) = parts.live.position().pending() {
            let a = parts.live.bot_action(seat).unwrap();
            parts.act(a, 1).unwrap();
        }
        assert_eq!(parts.live.ended(), Some(1), "its end is noted");
        let md = crate::shell::kit::report::markdown(&parts.live, &parts.notes, "x", "y", &[], "");
        assert!(
            md.contains(" wins with ") || md.contains(" share the win "),
            "{md}"
        );
        assert!(md.contains("### Ana: "), "{md}");
        assert!(md.contains("## Log (all cards revealed)"));
    }
}
