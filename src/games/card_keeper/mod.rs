//! Card Keeper in the app: its rulings on the setup screen and in share
//! links, its table (seats, centre, hand, prompts, the game's end), and its
//! rules text. Everything else is the shell's.

pub mod card;
pub mod centre;
pub mod game;
pub mod game_over;
pub mod hand;
pub mod pick;
pub mod prompt;
pub mod ruling;
pub mod seat;
pub mod table;

use crate::shell::kit::settings::Settings;
use crate::shell::kit::share::option;
use crate::shell::kit::{GameOptions, GameUi, Prompt, TableCtx};
use card_keeper::rulings::{SimultaneousKnockout, StartWildColour, UsedShields};
use card_keeper::{Decision, Event, Options, PlayerView, Position, Rulings};
pub use game::CardKeeper;
use keep_core::link::Query;
use leptos::prelude::*;

impl GameUi for CardKeeper {
    type Engine = Position;
    type Options = Options;
    type Pick = pick::Pick;

    const BLURB: &'static str =
        "Keep your hand: play or burn a card each turn, capture, shield, swap. 2–6 players.";
    const SEATS_LEGEND: &'static str =
        "Seats (seat 1 is dealt first around the table; names and who plays)";
    const DEFAULT_PLAYERS: usize = 4;
    const PICKER_RESUME: Option<&'static str> = Some("resume-game");
    const RULES: &'static str = include_str!("../../../docs/rules/card-keeper.md");

    fn hand_words(v: &PlayerView) -> Vec<String> {
        v.hand.iter().map(|c| c.name()).collect()
    }
    fn result_text(v: &PlayerView, names: &[String]) -> String {
        let name = |s: u8| names.get(s as usize).map_or("?", String::as_str);
        if !v.over {
            return format!("In progress after {} turns.", v.turn);
        }
        match v.winner {
            Some(w) => format!("{} won after {} turns.", name(w), v.turn),
            None => format!(
                "A draw after {} turns: the last players went out together.",
                v.turn
            ),
        }
    }

    fn options_form(setup: RwSignal<Settings<Options>>) -> AnyView {
        ruling::rulings_form(setup).into_any()
    }

    fn table(t: TableCtx<Self>) -> AnyView {
        table::table(t).into_any()
    }

    fn prompt(t: TableCtx<Self>, decision: Decision) -> Option<Prompt> {
        prompt::prompt(t, decision)
    }

    fn game_over_lines(view: &PlayerView, names: &[String], seen: &[Event]) -> Vec<String> {
        game_over::paths(view, names, seen)
    }

    fn game_over(t: TableCtx<Self>) -> AnyView {
        view! { <game_over::Paths t=t /> }.into_any()
    }
}

/// Card Keeper's options: the three open rulings (V1–V3), in links as
/// `&V1=…&V2=…&V3=…`.
impl GameOptions<Position> for Options {
    fn engine(&self) -> Options {
        *self
    }

    fn from_engine(engine: &Options) -> Options {
        *engine
    }

    fn encode(&self) -> String {
        let r = self.rulings;
        format!(
            "&V1={}&V2={}&V3={}",
            r.start_wild_colour.as_str(),
            r.used_shields.as_str(),
            r.simultaneous_knockout.as_str()
        )
    }

    fn decode(q: &Query) -> Result<Options, String> {
        Ok(Options {
            variant: Default::default(),
            rulings: Rulings {
                start_wild_colour: option(q, "V1", StartWildColour::parse)?,
                used_shields: option(q, "V2", UsedShields::parse)?,
                simultaneous_knockout: option(q, "V3", SimultaneousKnockout::parse)?,
            },
        })
    }

    fn report(&self) -> Vec<String> {
        let r = self.rulings;
        use ruling::{words, V1_WORDS, V2_WORDS, V3_WORDS};
        vec![
            format!(
                "V1 (who names a starting Wild's colour): {}",
                words(&V1_WORDS, &r.start_wild_colour)
            ),
            format!(
                "V2 (where a used Shield goes): {}",
                words(&V2_WORDS, &r.used_shields)
            ),
            format!(
                "V3 (who wins when the last players go out together): {}",
                words(&V3_WORDS, &r.simultaneous_knockout)
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::kit::played_and_reloaded;
    use crate::shell::kit::seats::SeatKind;
    use crate::shell::kit::session::Session;
    use crate::shell::kit::share;
    use card_keeper::rulings::UsedShields;
    use keep_core::Engine;

    fn settings(seats: &[&str]) -> Settings<Options> {
        let mut s = Settings::new(seats.len(), 42);
        s.deal.seats = seats.iter().map(|k| SeatKind::parse(k).unwrap()).collect();
        s
    }

    #[test]
    fn links_round_trip_and_broken_ones_are_explained() {
        let mut s = settings(&["human", "bot-basic", "bot-random"]);
        s.deal.names = vec!["Ana María".into(), "Bo, the 2nd".into(), "Cy&Co".into()];
        s.options.rulings.used_shields = UsedShields::BurnPile;
        let q = Query::parse(&share::encode::<CardKeeper>(&s)).unwrap();
        assert_eq!(share::decode::<CardKeeper>(&q).unwrap(), s);
        for bad in [
            "play=card-keeper&seed=abc&seats=human,human",
            "play=card-keeper&seed=1&seats=human,robot",
            "play=card-keeper&seed=1&seats=human",
            "play=card-keeper&seed=1&seats=human,human&V2=maybe",
        ] {
            assert!(
                share::decode::<CardKeeper>(&Query::parse(bad).unwrap()).is_err(),
                "{bad}"
            );
        }
        assert!(
            Query::parse("play=card-keeper&seed=1&seats=human,human&names=%ZZ,b")
                .and_then(|q| share::decode::<CardKeeper>(&q))
                .is_err()
        );
    }

    #[test]
    fn one_human_always_sees_their_hand_and_two_pass_the_device() {
        let (s, _) =
            Session::<CardKeeper>::start(settings(&["human", "bot-basic", "bot-random"])).unwrap();
        assert_eq!((s.seating.viewer, s.seating.pass_to), (Some(0), None));
        let (s, pos) = Session::<CardKeeper>::start(settings(&["human", "human"])).unwrap();
        let mut s = s.split(pos);
        let first = s.live.position().pending().unwrap().0;
        assert_eq!((s.seating.viewer, s.seating.pass_to), (None, Some(first)));
        s.seating.ready();
        assert_eq!(s.seating.viewer, Some(first));
        let a = s.live.position().legal_actions()[0];
        s.act(a, 1).unwrap();
        if let Some((next, _)) = s.live.position().pending() {
            if next != first {
                assert_eq!(
                    s.seating.viewer, None,
                    "the other hand is hidden while the device is passed"
                );
                assert_eq!(s.seating.pass_to, Some(next));
            }
        }
    }

    #[test]
    fn saves_round_trip_and_bad_saves_are_refused() {
        let (s, pos, pos2) =
            played_and_reloaded::<CardKeeper>(settings(&["human", "bot-basic", "bot-random"]), 20);
        let text = s.save_text();
        // The page keeps a session split by concern; joined again it saves
        // the same text.
        let parts = s.clone().split(pos2.clone());
        let said = crate::shell::kit::session::Said {
            notes: parts.notes,
            marks: parts.marks,
            feedback: parts.feedback,
            guest_notes: parts.guest_notes,
        };
        let joined = Session::join(&parts.live, parts.seating, said, parts.pick);
        assert_eq!(joined.save_text(), text);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        let err = |t: &str| Session::<CardKeeper>::load(t).unwrap_err().to_string();
        assert!(err("{").contains("JSON"));
        assert!(err(&text.replace("\"version\":1", "\"version\":99")).contains("another version"));
        let mut edited = s.clone();
        edited.game.actions.insert(
            0,
            card_keeper::Action::NameColour {
                seat: 5,
                colour: card_keeper::Colour::Red,
            },
        );
        assert!(err(&edited.save_text()).contains("replay"));
    }

    #[test]
    fn the_report_writes_the_log_by_move_and_lists_marks_by_move_with_their_lines() {
        use crate::shell::kit::marks::Mark;
        let (s, pos, _) =
            played_and_reloaded::<CardKeeper>(settings(&["bot-basic", "bot-random"]), 12);
        let parts = s.split(pos);
        let marked = vec![
            (
                Mark::new(9, "Bo", "Was that legal?"),
                "http://x/9".to_string(),
            ),
            (Mark::new(3, "Ana", "Too strong"), "http://x/3".to_string()),
        ];
        let md = crate::shell::kit::report::markdown(
            &parts.live,
            "",
            "http://x/",
            "http://x/r",
            &marked,
            "",
        );
        let at = |needle: &str| {
            md.find(needle)
                .unwrap_or_else(|| panic!("missing {needle}:\n{md}"))
        };
        // Marks in the game's order, each quoting its move as the log says it.
        assert!(
            at("Move 3, Ana: Too strong. At that move: “")
                < at("Move 9, Bo: Was that legal? At that move: “")
        );
        let log = &md[at("## Log")..];
        let move3 = log
            .lines()
            .find(|l| l.starts_with("- **Move 3.** "))
            .expect("move 3 in the log");
        let quoted = md.lines().find(|l| l.contains("Too strong")).unwrap();
        assert!(
            quoted.contains(move3.trim_start_matches("- **Move 3.** ")),
            "{quoted}\n{move3}"
        );
        assert!(quoted.ends_with("([replay this moment](http://x/3))"));
    }

    #[test]
    fn the_report_has_every_section() {
        let (mut s, pos) =
            Session::<CardKeeper>::start(settings(&["human", "bot-random"])).unwrap();
        s.notes = "Does a Shield count as a card?".into();
        let parts = s.split(pos);
        let md = crate::shell::kit::report::markdown(
            &parts.live,
            &parts.notes,
            "http://x/?play=card-keeper",
            "http://x/?replay=card-keeper",
            &[],
            "",
        );
        for needle in [
            "# Card Keeper playtest report",
            "## Settings",
            "Seed: 42",
            "- Replay of the whole game: http://x/?replay=card-keeper",
            "V2 (where a used Shield goes): It leaves the game (as written)",
            "## Result",
            "In progress after 1 turns.",
            "Does a Shield count",
            "## Log",
            "- **The deal.** ",
        ] {
            assert!(md.contains(needle), "missing {needle}:\n{md}");
        }
    }
}
