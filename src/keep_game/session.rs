//! A Keep session in the app: the saved game (with its card list), seats,
//! notes, the selected card, and the words of every choice. Plain data and
//! pure functions, covered by native tests.

use crate::game_session::GameSession;
use crate::seats::{Deal, Seating};
use keep::{Action, CardId, CardList, Decision, Position, SavedGame, Way};
use keep_core::link::Query;
use keep_core::Engine;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The save format's version.
pub const SAVE_VERSION: u32 = 1;
/// The game's name in saves and links.
pub const GAME: &str = "keep";
/// The game's title in messages.
pub const TITLE: &str = "Keep";
/// The player counts it takes.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

/// What a game is dealt from: seats, names, seed, and the card list
/// (`None`: the app's starter set).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Seats, names and seed.
    #[serde(flatten)]
    pub deal: Deal,
    /// A custom card list.
    #[serde(default)]
    pub cards: Option<Arc<CardList>>,
}

impl Settings {
    /// The card list played.
    pub fn list(&self) -> Arc<CardList> {
        self.cards.clone().unwrap_or_else(super::starter)
    }

    /// Checks the player count, names, and that the list seats everyone.
    pub fn validate(&self) -> Result<(), String> {
        self.deal.validate(TITLE, PLAYERS)?;
        let list = self.list();
        if !list.seats(self.deal.seats.len()) {
            return Err(format!(
                "the card list \"{}\" seats at most {} players",
                list.name,
                list.max_players()
            ));
        }
        Ok(())
    }

    /// The share-link query: the deal, and a custom list compressed.
    pub fn encode(&self) -> String {
        let mut q = self.deal.encode(GAME);
        if let Some(list) = &self.cards {
            q.push_str("&cards=");
            q.push_str(&list.to_link());
        }
        q
    }

    /// Reads a share link whose `play` is this game.
    pub fn decode(q: &Query) -> Result<Settings, String> {
        let deal = Deal::decode(q)?;
        let cards = match q.get("cards") {
            None => None,
            Some(text) => Some(Arc::new(CardList::from_link(text)?)),
        };
        let s = Settings { deal, cards };
        s.validate()?;
        Ok(s)
    }
}

impl crate::seat_rows::DealForm for Settings {
    fn deal(&self) -> &Deal {
        &self.deal
    }
    fn deal_mut(&mut self) -> &mut Deal {
        &mut self.deal
    }
}

/// What the viewing player has selected for a turn's play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pick {
    /// A card of the hand.
    Hand(CardId),
    /// The Commons card in this place.
    Commons(u8),
}

/// A whole session, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// The game (card list, players, seed, actions).
    pub game: SavedGame,
    /// Its settings.
    pub settings: Settings,
    /// Playtest notes.
    #[serde(default)]
    pub notes: String,
    /// Whose hand is shown, and the privacy screen.
    #[serde(flatten)]
    pub seating: Seating,
    /// The selected card.
    #[serde(default)]
    pub selected: Option<Pick>,
    /// True while at the table.
    pub at_table: bool,
}

/// What the table asks of the person holding the device.
pub type Stage = crate::game_session::Stage<Decision>;

/// Reads a save.
pub fn parse_save(text: &str) -> Result<(Session, Position), String> {
    crate::game_session::load(text)
}

/// The save text.
pub fn save_text(s: &Session) -> String {
    crate::game_session::save_text(s)
}

/// One choice of a prompt: its words, the card it names (for `data-name`),
/// and the action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What the button says.
    pub label: String,
    /// The card named, if any.
    pub name: Option<String>,
    /// The action.
    pub action: Action,
}

impl Session {
    /// A new session and its first position.
    pub fn start(settings: Settings) -> Result<(Session, Position), String> {
        settings.validate()?;
        let game = SavedGame::new(
            settings.deal.seats.len(),
            keep::Options {
                cards: settings.list(),
            },
            settings.deal.seed,
        );
        let pos = game.restore().map_err(|e| e.to_string())?;
        let mut s = Session {
            game,
            settings,
            notes: String::new(),
            seating: Seating::default(),
            selected: None,
            at_table: true,
        };
        s.hand_over(&pos);
        Ok((s, pos))
    }
    /// The stage the table is at.
    pub fn stage(&self, pos: &Position) -> Stage {
        Stage::of(self.holder(pos), || {
            pos.pending().map(|p| p.1).expect("a viewer decides")
        })
    }
    /// The legal ways to play the selected card (a turn only).
    pub fn ways(&self, pos: &Position) -> Vec<Action> {
        let Some(pick) = self.selected else {
            return Vec::new();
        };
        pos.legal_actions()
            .into_iter()
            .filter(|a| match (*a, pick) {
                (Action::Play { card, .. }, Pick::Hand(c)) => card == c,
                (Action::Take { slot, .. }, Pick::Commons(s)) => slot == s,
                _ => false,
            })
            .collect()
    }
    /// The choices of the viewer's decision, in words.
    pub fn choices(&self, pos: &Position) -> Vec<Choice> {
        let l = pos.list();
        pos.legal_actions()
            .into_iter()
            .map(|a| {
                let named = |c: CardId| Some(l.name(c).to_string());
                let (label, name) = match a {
                    Action::Keep { card, .. } => {
                        (format!("Keep {}", l.describe(card)), named(card))
                    }
                    Action::Order { first: true, .. } => ("Act first".into(), None),
                    Action::Order { first: false, .. } => ("Act last".into(), None),
                    Action::Bonus { card, .. } => (
                        format!("Turn up {}: {}", l.name(card), l.ability_text(card)),
                        named(card),
                    ),
                    Action::Play { card, way, .. } => (way_label(l, card, way, None), named(card)),
                    Action::Take { slot, way, .. } => {
                        let s = pos.commons()[slot as usize];
                        (way_label(l, s.card, way, Some(s.coins)), named(s.card))
                    }
                    Action::Pass { .. } => ("Pass: no card can be played".into(), None),
                    Action::Replace { card, .. } => (
                        format!("Put {} onto the Commons", l.name(card)),
                        named(card),
                    ),
                    Action::Sell { card, .. } => (
                        format!(
                            "Sell {} ({}) for 3 coins",
                            l.name(card),
                            item_worth(l, card)
                        ),
                        named(card),
                    ),
                    Action::StopSelling { .. } => ("Sell no more".into(), None),
                    Action::Add { slot, .. } => {
                        let s = pos.commons()[slot as usize];
                        (
                            format!("Add {}{}", l.name(s.card), coins_on(s.coins)),
                            named(s.card),
                        )
                    }
                    Action::Discard { target, card, .. } => (
                        format!(
                            "Discard {} from {}'s Cloister",
                            l.name(card),
                            self.name(target)
                        ),
                        named(card),
                    ),
                    Action::Swap {
                        mine,
                        target,
                        theirs,
                        ..
                    } => (
                        format!(
                            "Give your {}, take {}'s {}",
                            l.name(mine),
                            self.name(target),
                            l.name(theirs)
                        ),
                        named(theirs),
                    ),
                };
                Choice {
                    label,
                    name,
                    action: a,
                }
            })
            .collect()
    }
}

fn item_worth(l: &CardList, card: CardId) -> String {
    l.item(card).map_or(String::new(), |(t, v)| {
        format!("{}, worth {v}", l.types[t as usize])
    })
}

fn coins_on(coins: u32) -> String {
    match coins {
        0 => String::new(),
        1 => " with its 1 coin".into(),
        n => format!(" with its {n} coins"),
    }
}

/// A play's button text.
pub fn way_label(l: &CardList, card: CardId, way: Way, commons: Option<u32>) -> String {
    let base = match way {
        Way::Ability => format!("Play for its ability: {}", l.ability_text(card)),
        Way::FaceDown => "Play face down into your Cloister".to_string(),
        Way::Item => format!("Play into your Cloister ({})", item_worth(l, card)),
    };
    match commons {
        None => base,
        Some(c) => format!("{base}{}", coins_on(c).replace(" with its", ", taking its")),
    }
}

crate::game_session::game_session!(Session, Position, Action, keep::bots::BasicBot, deal: settings.deal, clear: |s| {
    s.selected = None;
});

impl crate::game_session::Saved for Session {
    const GAME: &'static str = GAME;
    const VERSION: u32 = SAVE_VERSION;
    fn check_saved(&self) -> Result<(), String> {
        self.settings.validate()?;
        if self.game.players != self.settings.deal.seats.len() {
            return Err("its seats do not match its game".into());
        }
        Ok(())
    }
    fn replay(&self) -> Result<Position, String> {
        self.game.restore().map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(players: usize, seed: u64) -> Settings {
        Settings {
            deal: Deal::new(players, seed),
            cards: None,
        }
    }

    #[test]
    fn links_and_saves_round_trip() {
        let s = settings(3, 8);
        assert_eq!(
            Settings::decode(&Query::parse(&s.encode()).unwrap()).unwrap(),
            s
        );
        let mut custom = CardList::starter();
        custom.name = "Designer list".into();
        let s = Settings {
            deal: Deal::new(2, 9),
            cards: Some(Arc::new(custom)),
        };
        let link = s.encode();
        assert!(link.contains("&cards="));
        assert_eq!(Settings::decode(&Query::parse(&link).unwrap()).unwrap(), s);
        let (mut session, mut pos) = Session::start(s).unwrap();
        for _ in 0..40 {
            let Some((seat, _)) = pos.pending() else {
                break;
            };
            let a = session
                .bot_action(&pos, seat)
                .unwrap_or_else(|| session.choices(&pos)[0].action);
            session.act(&mut pos, a).unwrap();
        }
        let (back, pos2) = parse_save(&save_text(&session)).unwrap();
        assert_eq!(back, session);
        assert_eq!(pos2.to_setup(), pos.to_setup());
        assert!(parse_save("{}").unwrap_err().contains("format version"));
    }

    #[test]
    fn bad_links_are_explained() {
        let q = Query::parse("play=keep&seed=1&seats=human,bot-basic&cards=AAAA").unwrap();
        assert!(Settings::decode(&q).unwrap_err().contains("card list"));
        let q = Query::parse("play=keep&seed=1&seats=human").unwrap();
        assert!(Settings::decode(&q).unwrap_err().contains("2 to 5"));
    }

    #[test]
    fn every_choice_has_words() {
        let (mut s, mut pos) = Session::start(settings(4, 5)).unwrap();
        let choices = s.choices(&pos);
        assert!((1..=3).contains(&choices.len()));
        assert!(choices[0].label.starts_with("Keep "));
        while !pos.is_over() {
            let c = s.choices(&pos);
            assert!(c.iter().all(|c| !c.label.is_empty()));
            let a = c[c.len() / 2].action;
            s.act(&mut pos, a).unwrap();
        }
        assert_eq!(s.stage(&pos), Stage::Over);
    }
}
