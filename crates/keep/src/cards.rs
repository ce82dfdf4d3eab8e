//! Card lists written as data: their JSON format, its validation, and the
//! starter set (`cards/starter.json`, written for this app).
//!
//! A list is `{ "name", "characters": [...], "items": [...] }`. An item is
//! `{ "name", "type", "value", "copies" }`; a character is `{ "name",
//! "copies", "ability": [steps], "score": [effects] }`. A step is an object
//! naming its `"step"` and its parameters, an effect one naming its
//! `"score"`:
//!
//! | step | parameters | what it does |
//! |---|---|---|
//! | `gain_coins` | `n` | take `n` coins from the supply |
//! | `sell` | `up_to` or `n` | sell 0..=`up_to` items (the player chooses), or exactly `n` (fewer if you have fewer) |
//! | `add_from_commons` | `n` | add `n` Commons cards to your Cloister, with their coins |
//! | `draw` | `n` | draw `n` cards from the deck (fewer if it runs out) |
//! | `take_decree` | — | take the Royal Decree |
//! | `tax` | `n` | each other player gives you `n` coins (as many as they have) |
//! | `discard_opponent_item` | — | discard one item from another player's Cloister |
//! | `swap_items` | — | swap one of your items with one of another player's |
//! | `skim_commons` | `n` | take `n` coins from each Commons card that has coins |
//!
//! | effect | parameters | scores |
//! |---|---|---|
//! | `per_item_type` | `type`, `n` | `n` per item of that type |
//! | `per_character` | `n` | `n` per character in your Cloister (this one included) |
//! | `if_has_type` | `type`, `n` | `n` if you have at least one item of that type |
//! | `if_decree` | `n` | `n` if you hold the Royal Decree |
//! | `per_distinct_type` | `n` | `n` per different item type you have |
//! | `if_most_items` | `n` | `n` if you have the most items, ties count (KR7) |

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::fmt;

/// The starter set's JSON text.
pub const STARTER_JSON: &str = include_str!("../cards/starter.json");

/// Cards in a Cloister per player at the start, in hands, and the Commons'
/// base size: a list must hold `10 × players + 2` cards and `3 × players`
/// characters to seat that many players.
pub const HAND_SIZE: usize = 8;

/// Which card of a list: an index into [`CardList::cards`] (one per name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl CardId {
    /// A face-down card another player may not see (views only).
    pub const HIDDEN: CardId = CardId(u16::MAX);
}

/// One step of a character's ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Take `n` coins from the supply.
    GainCoins(u32),
    /// Sell items: up to `n` (the player may stop), or exactly `n` when `must`.
    Sell {
        /// How many at most.
        n: u8,
        /// Whether every one (as far as possible) must be sold.
        must: bool,
    },
    /// Add `n` Commons cards to the Cloister.
    AddFromCommons(u8),
    /// Draw `n` cards.
    Draw(u8),
    /// Take the Royal Decree.
    TakeDecree,
    /// Each other player gives `n` coins.
    Tax(u32),
    /// Discard an item from another player's Cloister.
    DiscardOpponentItem,
    /// Swap an own item with another player's.
    SwapItems,
    /// Take `n` coins from every Commons card with coins.
    SkimCommons(u32),
}

/// One end-of-game score effect of a character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// `n` per item of the type.
    PerItemType(u8, i32),
    /// `n` per character in the Cloister.
    PerCharacter(i32),
    /// `n` if at least one item of the type.
    IfHasType(u8, i32),
    /// `n` if holding the Decree.
    IfDecree(i32),
    /// `n` per different item type.
    PerDistinctType(i32),
    /// `n` if the most items (ties count; at least one item).
    IfMostItems(i32),
}

/// What a card is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// A character: its ability and score effects.
    Character {
        /// Ability steps, in order.
        ability: Vec<Step>,
        /// End-of-game effects.
        score: Vec<Effect>,
    },
    /// An item: its type (index into [`CardList::types`]) and value.
    Item {
        /// Type index.
        ty: u8,
        /// Coins at the end.
        value: i32,
    },
}

/// One named card of a list and how many copies are in the deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDef {
    /// Its name (unique in the list).
    pub name: String,
    /// Copies.
    pub copies: u8,
    /// Character or item.
    pub kind: Kind,
}

impl CardDef {
    /// Whether it is a character.
    pub fn is_character(&self) -> bool {
        matches!(self.kind, Kind::Character { .. })
    }
}

/// A validated card list. Its serde form is the documented JSON format, and
/// reading it validates it (a corrupt save cannot smuggle in a bad list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardList {
    /// The list's title.
    pub name: String,
    /// Every named card: characters first, then items, in the file's order.
    pub cards: Vec<CardDef>,
    /// The item types, in order of first appearance.
    pub types: Vec<String>,
}

/// One problem of a card list, with its place in the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListError {
    /// Where: `characters[2] "Knight" › ability[0] › step`.
    pub place: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.place.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.place, self.message)
        }
    }
}

/// Every problem found in a list (never empty when returned as an error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListErrors(pub Vec<ListError>);

impl fmt::Display for ListErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ListErrors {}

impl Serialize for CardList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl<'de> Deserialize<'de> for CardList {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CardList, D::Error> {
        let v = Value::deserialize(d)?;
        CardList::from_value(&v).map_err(serde::de::Error::custom)
    }
}

const STEPS: &str = "gain_coins, sell, add_from_commons, draw, take_decree, tax, discard_opponent_item, swap_items, skim_commons";
const EFFECTS: &str =
    "per_item_type, per_character, if_has_type, if_decree, per_distinct_type, if_most_items";
/// Most distinct names in a list.
const MAX_NAMES: usize = 200;
/// The most bytes a card list's text may have (checked before it is read).
pub const MAX_BYTES: usize = 256 * 1024;
/// Most cards in a list.
const MAX_CARDS: usize = 600;

struct Checker {
    errors: Vec<ListError>,
}

impl Checker {
    fn err(&mut self, place: &str, message: impl Into<String>) {
        self.errors.push(ListError {
            place: place.to_string(),
            message: message.into(),
        });
    }

    fn fields<'v>(
        &mut self,
        place: &str,
        v: &'v Value,
        allowed: &[&str],
    ) -> Option<&'v Map<String, Value>> {
        let Some(o) = v.as_object() else {
            self.err(place, format!("must be an object, found {}", kind_of(v)));
            return None;
        };
        for k in o.keys() {
            if !allowed.contains(&k.as_str()) {
                self.err(
                    &format!("{place} › {k}"),
                    format!("unknown field (allowed: {})", allowed.join(", ")),
                );
            }
        }
        Some(o)
    }

    fn int(
        &mut self,
        place: &str,
        o: &Map<String, Value>,
        key: &str,
        lo: i64,
        hi: i64,
    ) -> Option<i64> {
        let at = format!("{place} › {key}");
        match o.get(key) {
            None => {
                self.err(&at, "missing");
                None
            }
            Some(v) => match v.as_i64() {
                Some(n) if (lo..=hi).contains(&n) => Some(n),
                Some(n) => {
                    self.err(&at, format!("{n} is out of range ({lo} to {hi})"));
                    None
                }
                None => {
                    let found = match v {
                        Value::Number(n) => n.to_string(),
                        other => kind_of(other).to_string(),
                    };
                    self.err(
                        &at,
                        format!("must be a whole number from {lo} to {hi}, found {found}"),
                    );
                    None
                }
            },
        }
    }

    fn text(&mut self, place: &str, o: &Map<String, Value>, key: &str) -> Option<String> {
        let at = format!("{place} › {key}");
        match o.get(key) {
            None => {
                self.err(&at, "missing");
                None
            }
            Some(Value::String(s)) => {
                let t = s.trim();
                if t.is_empty() {
                    self.err(&at, "must not be empty");
                    None
                } else if t.chars().count() > 40 {
                    self.err(&at, "is longer than 40 characters");
                    None
                } else {
                    Some(t.to_string())
                }
            }
            Some(v) => {
                self.err(&at, format!("must be text, found {}", kind_of(v)));
                None
            }
        }
    }
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true/false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

impl CardList {
    /// The starter set (valid: a unit test parses it).
    pub fn starter() -> CardList {
        CardList::parse(STARTER_JSON).expect("the starter set is valid")
    }

    /// The starter set, read once and shared.
    pub fn starter_shared() -> std::sync::Arc<CardList> {
        static STARTER: std::sync::OnceLock<std::sync::Arc<CardList>> = std::sync::OnceLock::new();
        STARTER
            .get_or_init(|| std::sync::Arc::new(CardList::starter()))
            .clone()
    }

    /// Reads and validates a list; every problem is reported with its place.
    pub fn parse(text: &str) -> Result<CardList, ListErrors> {
        if text.len() > MAX_BYTES {
            return Err(ListErrors(vec![ListError {
                place: "the list".into(),
                message: format!(
                    "{} bytes: a card list is at most {MAX_BYTES} bytes",
                    text.len()
                ),
            }]));
        }
        let v: Value = serde_json::from_str(text).map_err(|e| {
            ListErrors(vec![ListError {
                place: format!("line {}, column {}", e.line(), e.column()),
                message: format!("not valid JSON: {e}"),
            }])
        })?;
        CardList::from_value(&v)
    }

    /// Validates a list already read as JSON.
    pub fn from_value(v: &Value) -> Result<CardList, ListErrors> {
        let mut c = Checker { errors: Vec::new() };
        let Some(top) = c.fields("the list", v, &["name", "characters", "items"]) else {
            return Err(ListErrors(c.errors));
        };
        let name = match top.get("name") {
            None => "Untitled card list".to_string(),
            Some(Value::String(s)) if !s.trim().is_empty() => s.trim().chars().take(120).collect(),
            Some(other) => {
                c.err(
                    "name",
                    format!("must be non-empty text, found {}", kind_of(other)),
                );
                String::new()
            }
        };
        let list_of = |c: &mut Checker, key: &str| -> &[Value] {
            match top.get(key) {
                Some(Value::Array(a)) => a,
                Some(other) => {
                    c.err(key, format!("must be a list, found {}", kind_of(other)));
                    &[]
                }
                None => {
                    c.err(key, "missing");
                    &[]
                }
            }
        };
        let chars = list_of(&mut c, "characters");
        let items = list_of(&mut c, "items");
        // Sizes first, before any work that grows with them.
        if chars.len() + items.len() > MAX_NAMES {
            c.err(
                "the list",
                format!(
                    "{} characters and items: a card list has at most {MAX_NAMES} names",
                    chars.len() + items.len()
                ),
            );
            return Err(ListErrors(c.errors));
        }
        let mut cards: Vec<CardDef> = Vec::new();
        let mut types: Vec<String> = Vec::new();
        // Items first, so that types are known when characters name them;
        // the list keeps characters first.
        let mut item_defs = Vec::new();
        for (i, it) in items.iter().enumerate() {
            let label = it
                .get("name")
                .and_then(Value::as_str)
                .map(|n| format!("items[{i}] \"{n}\""))
                .unwrap_or(format!("items[{i}]"));
            let Some(o) = c.fields(&label, it, &["name", "type", "value", "copies"]) else {
                continue;
            };
            let name = c.text(&label, o, "name");
            let ty = c.text(&label, o, "type");
            let value = c.int(&label, o, "value", -20, 50);
            let copies = c.int(&label, o, "copies", 1, 20);
            if let (Some(name), Some(ty), Some(value), Some(copies)) = (name, ty, value, copies) {
                let t = match types.iter().position(|x| *x == ty) {
                    Some(t) => t,
                    None => {
                        types.push(ty);
                        types.len() - 1
                    }
                };
                if t > 30 {
                    c.err(&format!("{label} › type"), "more than 30 item types");
                    continue;
                }
                item_defs.push(CardDef {
                    name,
                    copies: copies as u8,
                    kind: Kind::Item {
                        ty: t as u8,
                        value: value as i32,
                    },
                });
            }
        }
        for (i, ch) in chars.iter().enumerate() {
            let label = ch
                .get("name")
                .and_then(Value::as_str)
                .map(|n| format!("characters[{i}] \"{n}\""))
                .unwrap_or(format!("characters[{i}]"));
            let Some(o) = c.fields(&label, ch, &["name", "copies", "ability", "score"]) else {
                continue;
            };
            let name = c.text(&label, o, "name");
            let copies = c.int(&label, o, "copies", 1, 20);
            let mut ability = Vec::new();
            let mut score = Vec::new();
            let mut ok = true;
            for (key, is_step) in [("ability", true), ("score", false)] {
                let at = format!("{label} › {key}");
                let entries: &[Value] = match o.get(key) {
                    Some(Value::Array(a)) => a,
                    None => &[],
                    Some(other) => {
                        c.err(&at, format!("must be a list, found {}", kind_of(other)));
                        ok = false;
                        &[]
                    }
                };
                if entries.len() > 8 {
                    c.err(&at, "more than 8 entries");
                    ok = false;
                    continue;
                }
                for (j, e) in entries.iter().enumerate() {
                    let place = format!("{at}[{j}]");
                    if is_step {
                        match parse_step(&mut c, &place, e) {
                            Some(s) => ability.push(s),
                            None => ok = false,
                        }
                    } else {
                        match parse_effect(&mut c, &place, e, &types) {
                            Some(s) => score.push(s),
                            None => ok = false,
                        }
                    }
                }
            }
            if let (Some(name), Some(copies), true) = (name, copies, ok) {
                cards.push(CardDef {
                    name,
                    copies: copies as u8,
                    kind: Kind::Character { ability, score },
                });
            }
        }
        cards.extend(item_defs);
        let mut seen = std::collections::HashSet::new();
        for d in &cards {
            if !seen.insert(d.name.as_str()) {
                c.err(
                    &format!("\"{}\"", d.name),
                    "two cards have this name (names must be unique: \"a card that does not match\" compares names)",
                );
            }
        }
        if c.errors.is_empty() {
            let list = CardList { name, cards, types };
            let total = list.total();
            if list.cards.len() > MAX_NAMES || total > MAX_CARDS {
                c.err(
                    "the list",
                    format!("too large: at most {MAX_NAMES} names and {MAX_CARDS} cards"),
                );
            } else if list.max_players() < 2 {
                c.err(
                    "the list",
                    format!(
                        "too small for 2 players: it needs at least 6 characters and 22 cards, and has {} characters and {total} cards",
                        list.character_count()
                    ),
                );
            } else {
                return Ok(list);
            }
        }
        Err(ListErrors(c.errors))
    }

    /// The list in its JSON format (what [`CardList::parse`] reads back).
    pub fn to_json(&self) -> Value {
        let mut chars = Vec::new();
        let mut items = Vec::new();
        for d in &self.cards {
            match &d.kind {
                Kind::Character { ability, score } => chars.push(json!({
                    "name": d.name,
                    "copies": d.copies,
                    "ability": ability.iter().map(step_json).collect::<Vec<_>>(),
                    "score": score.iter().map(|e| effect_json(e, &self.types)).collect::<Vec<_>>(),
                })),
                Kind::Item { ty, value } => items.push(json!({
                    "name": d.name,
                    "type": self.types[*ty as usize],
                    "value": value,
                    "copies": d.copies,
                })),
            }
        }
        json!({ "name": self.name, "characters": chars, "items": items })
    }

    /// The list as pretty JSON text.
    pub fn to_json_text(&self) -> String {
        serde_json::to_string_pretty(&self.to_json()).expect("a list serializes")
    }

    /// The card of an id (`None` for an id outside the list).
    pub fn get(&self, id: CardId) -> Option<&CardDef> {
        self.cards.get(id.0 as usize)
    }

    /// The card of an id; ids come from this list.
    pub fn card(&self, id: CardId) -> &CardDef {
        &self.cards[id.0 as usize]
    }

    /// The list for a share link: compact JSON, deflated, in base64url.
    pub fn to_link(&self) -> String {
        let json = serde_json::to_vec(&self.to_json()).expect("a list serializes");
        keep_core::link::base64url(&miniz_oxide::deflate::compress_to_vec(&json, 9))
    }

    /// Reads [`CardList::to_link`] text (and validates the list).
    pub fn from_link(text: &str) -> Result<CardList, String> {
        let bytes = keep_core::link::unbase64url(text)?;
        let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, 256 * 1024)
            .map_err(|_| "the card list in the link is damaged".to_string())?;
        let text = String::from_utf8(json).map_err(|_| "the card list in the link is damaged")?;
        CardList::parse(&text).map_err(|e| format!("the card list in the link is invalid: {e}"))
    }

    /// A card's name ("a face-down card" for [`CardId::HIDDEN`]).
    pub fn name(&self, id: CardId) -> &str {
        self.get(id).map_or("a face-down card", |d| d.name.as_str())
    }

    /// The id of a name.
    pub fn id(&self, name: &str) -> Option<CardId> {
        self.cards
            .iter()
            .position(|d| d.name == name)
            .map(|i| CardId(i as u16))
    }

    /// Whether the id is a character.
    pub fn is_character(&self, id: CardId) -> bool {
        self.get(id).is_some_and(CardDef::is_character)
    }

    /// An item's type and value.
    pub fn item(&self, id: CardId) -> Option<(u8, i32)> {
        match self.get(id)?.kind {
            Kind::Item { ty, value } => Some((ty, value)),
            Kind::Character { .. } => None,
        }
    }

    /// A character's ability.
    pub fn ability(&self, id: CardId) -> &[Step] {
        match self.get(id).map(|d| &d.kind) {
            Some(Kind::Character { ability, .. }) => ability,
            _ => &[],
        }
    }

    /// A character's score effects.
    pub fn score(&self, id: CardId) -> &[Effect] {
        match self.get(id).map(|d| &d.kind) {
            Some(Kind::Character { score, .. }) => score,
            _ => &[],
        }
    }

    /// Every card in the deck, one id per copy, in list order.
    pub fn deck(&self) -> Vec<CardId> {
        let mut v = Vec::with_capacity(self.total());
        for (i, d) in self.cards.iter().enumerate() {
            for _ in 0..d.copies {
                v.push(CardId(i as u16));
            }
        }
        v
    }

    /// Cards in all.
    pub fn total(&self) -> usize {
        self.cards.iter().map(|d| d.copies as usize).sum()
    }

    /// Character cards in all.
    pub fn character_count(&self) -> usize {
        self.cards
            .iter()
            .filter(|d| d.is_character())
            .map(|d| d.copies as usize)
            .sum()
    }

    /// Whether the list can seat `players` (3 characters each to choose
    /// from; a Cloister card, 8 in hand and the Commons' 2 + players).
    pub fn seats(&self, players: usize) -> bool {
        (2..=5).contains(&players)
            && self.character_count() >= 3 * players
            && self.total() >= (2 + HAND_SIZE) * players + 2
    }

    /// The most players the list can seat (0 or 1: none).
    pub fn max_players(&self) -> usize {
        (2..=5).rev().find(|&p| self.seats(p)).unwrap_or(0)
    }

    /// A character's ability in words.
    pub fn ability_text(&self, id: CardId) -> String {
        let steps = self.ability(id);
        if steps.is_empty() {
            return "No ability".into();
        }
        let parts: Vec<String> = steps.iter().map(|s| s.text()).collect();
        parts.join(", then ")
    }

    /// A character's score effects in words.
    pub fn score_text(&self, id: CardId) -> String {
        let effects = self.score(id);
        if effects.is_empty() {
            return "Scores nothing".into();
        }
        let parts: Vec<String> = effects.iter().map(|e| e.text(&self.types)).collect();
        parts.join("; ")
    }

    /// A card in one line: "Knight — character: Discard 1 item… / Scores 2 per Arms".
    pub fn describe(&self, id: CardId) -> String {
        let Some(d) = self.get(id) else {
            return "a face-down character".into();
        };
        match d.kind {
            Kind::Item { ty, value } => format!(
                "{} — item, {}, worth {value}",
                d.name, self.types[ty as usize]
            ),
            Kind::Character { .. } => format!(
                "{} — character: {}. At the end: {}",
                d.name,
                self.ability_text(id),
                self.score_text(id)
            ),
        }
    }
}

fn plural(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Step {
    /// The step in words.
    pub fn text(&self) -> String {
        match *self {
            Step::GainCoins(n) => format!("Take {} from the supply", plural(n, "coin", "coins")),
            Step::Sell { n, must: false } => {
                format!(
                    "Sell up to {} from your Cloister",
                    plural(n, "item", "items")
                )
            }
            Step::Sell { n, must: true } => {
                format!("Sell {} from your Cloister", plural(n, "item", "items"))
            }
            Step::AddFromCommons(n) => format!(
                "Add {} from the Commons to your Cloister",
                plural(n, "card", "cards")
            ),
            Step::Draw(n) => format!("Draw {} from the deck", plural(n, "card", "cards")),
            Step::TakeDecree => "Take the Royal Decree".into(),
            Step::Tax(n) => format!(
                "Each other player gives you {} (if they have it)",
                plural(n, "coin", "coins")
            ),
            Step::DiscardOpponentItem => "Discard 1 item from another player's Cloister".into(),
            Step::SwapItems => {
                "Swap one item in your Cloister with one item in another player's Cloister".into()
            }
            Step::SkimCommons(n) => format!(
                "Take {} from each Commons card that has coins",
                plural(n, "coin", "coins")
            ),
        }
    }
}

impl Effect {
    /// The effect in words.
    pub fn text(&self, types: &[String]) -> String {
        let ty = |t: u8| types.get(t as usize).map_or("?", String::as_str);
        match *self {
            Effect::PerItemType(t, n) => format!("{n} per {}", ty(t)),
            Effect::PerCharacter(n) => {
                format!("{n} per character in your Cloister (this one included)")
            }
            Effect::IfHasType(t, n) => format!("{n} if you have at least one {}", ty(t)),
            Effect::IfDecree(n) => format!("{n} if you hold the Royal Decree"),
            Effect::PerDistinctType(n) => format!("{n} per different item type you have"),
            Effect::IfMostItems(n) => format!("{n} if you have the most items (ties count)"),
        }
    }
}

fn parse_step(c: &mut Checker, place: &str, v: &Value) -> Option<Step> {
    let Some(kind) = v.get("step").and_then(Value::as_str) else {
        c.err(
            &format!("{place} › step"),
            format!("missing: each ability step names its \"step\" ({STEPS})"),
        );
        return None;
    };
    let at = format!("{place} ({kind})");
    let o = match kind {
        "take_decree" | "discard_opponent_item" | "swap_items" => c.fields(&at, v, &["step"])?,
        "sell" => c.fields(&at, v, &["step", "up_to", "n"])?,
        "gain_coins" | "add_from_commons" | "draw" | "tax" | "skim_commons" => {
            c.fields(&at, v, &["step", "n"])?
        }
        other => {
            c.err(
                &format!("{place} › step"),
                format!("unknown step \"{other}\" (known: {STEPS})"),
            );
            return None;
        }
    };
    Some(match kind {
        "take_decree" => Step::TakeDecree,
        "discard_opponent_item" => Step::DiscardOpponentItem,
        "swap_items" => Step::SwapItems,
        "sell" => match (o.contains_key("up_to"), o.contains_key("n")) {
            (true, false) => Step::Sell {
                n: c.int(&at, o, "up_to", 1, 10)? as u8,
                must: false,
            },
            (false, true) => Step::Sell {
                n: c.int(&at, o, "n", 1, 10)? as u8,
                must: true,
            },
            _ => {
                c.err(
                    &at,
                    "give exactly one of \"up_to\" (the player may stop) or \"n\" (must sell)",
                );
                return None;
            }
        },
        "gain_coins" => Step::GainCoins(c.int(&at, o, "n", 1, 50)? as u32),
        "tax" => Step::Tax(c.int(&at, o, "n", 1, 20)? as u32),
        "skim_commons" => Step::SkimCommons(c.int(&at, o, "n", 1, 20)? as u32),
        "add_from_commons" => Step::AddFromCommons(c.int(&at, o, "n", 1, 10)? as u8),
        _ => Step::Draw(c.int(&at, o, "n", 1, 10)? as u8),
    })
}

fn parse_effect(c: &mut Checker, place: &str, v: &Value, types: &[String]) -> Option<Effect> {
    let Some(kind) = v.get("score").and_then(Value::as_str) else {
        c.err(
            &format!("{place} › score"),
            format!("missing: each score effect names its \"score\" ({EFFECTS})"),
        );
        return None;
    };
    let at = format!("{place} ({kind})");
    let typed = matches!(kind, "per_item_type" | "if_has_type");
    let o = match kind {
        "per_item_type" | "if_has_type" => c.fields(&at, v, &["score", "type", "n"])?,
        "per_character" | "if_decree" | "per_distinct_type" | "if_most_items" => {
            c.fields(&at, v, &["score", "n"])?
        }
        other => {
            c.err(
                &format!("{place} › score"),
                format!("unknown score effect \"{other}\" (known: {EFFECTS})"),
            );
            return None;
        }
    };
    let n = c.int(&at, o, "n", -20, 50)? as i32;
    let ty = if typed {
        let name = c.text(&at, o, "type")?;
        match types.iter().position(|t| *t == name) {
            Some(t) => t as u8,
            None => {
                c.err(
                    &format!("{at} › type"),
                    format!(
                        "\"{name}\" is not the type of any item (types: {})",
                        types.join(", ")
                    ),
                );
                return None;
            }
        }
    } else {
        0
    };
    Some(match kind {
        "per_item_type" => Effect::PerItemType(ty, n),
        "if_has_type" => Effect::IfHasType(ty, n),
        "per_character" => Effect::PerCharacter(n),
        "if_decree" => Effect::IfDecree(n),
        "per_distinct_type" => Effect::PerDistinctType(n),
        _ => Effect::IfMostItems(n),
    })
}

fn step_json(s: &Step) -> Value {
    match *s {
        Step::GainCoins(n) => json!({"step": "gain_coins", "n": n}),
        Step::Sell { n, must: false } => json!({"step": "sell", "up_to": n}),
        Step::Sell { n, must: true } => json!({"step": "sell", "n": n}),
        Step::AddFromCommons(n) => json!({"step": "add_from_commons", "n": n}),
        Step::Draw(n) => json!({"step": "draw", "n": n}),
        Step::TakeDecree => json!({"step": "take_decree"}),
        Step::Tax(n) => json!({"step": "tax", "n": n}),
        Step::DiscardOpponentItem => json!({"step": "discard_opponent_item"}),
        Step::SwapItems => json!({"step": "swap_items"}),
        Step::SkimCommons(n) => json!({"step": "skim_commons", "n": n}),
    }
}

fn effect_json(e: &Effect, types: &[String]) -> Value {
    let ty = |t: u8| types[t as usize].clone();
    match *e {
        Effect::PerItemType(t, n) => json!({"score": "per_item_type", "type": ty(t), "n": n}),
        Effect::PerCharacter(n) => json!({"score": "per_character", "n": n}),
        Effect::IfHasType(t, n) => json!({"score": "if_has_type", "type": ty(t), "n": n}),
        Effect::IfDecree(n) => json!({"score": "if_decree", "n": n}),
        Effect::PerDistinctType(n) => json!({"score": "per_distinct_type", "n": n}),
        Effect::IfMostItems(n) => json!({"score": "if_most_items", "n": n}),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starter_set_is_67_cards_and_round_trips() {
        let l = CardList::starter();
        assert_eq!(l.total(), 67);
        assert_eq!(l.character_count(), 27);
        assert_eq!(l.types, ["Relic", "Scroll", "Arms", "Provision"]);
        assert_eq!(l.max_players(), 5);
        assert_eq!(CardList::parse(&l.to_json_text()).unwrap(), l);
        let knight = l.id("Knight").unwrap();
        assert_eq!(
            l.describe(knight),
            "Knight — character: Discard 1 item from another player's Cloister. At the end: 2 per Arms"
        );
    }

    #[test]
    fn lists_travel_in_links() {
        let l = CardList::starter();
        let link = l.to_link();
        assert!(link.len() < 1200, "{} characters", link.len());
        assert_eq!(CardList::from_link(&link).unwrap(), l);
        assert!(CardList::from_link("AAAA").is_err());
        assert!(CardList::from_link("%%").is_err());
    }

    #[test]
    fn errors_name_the_card_and_the_field() {
        let text = r#"{"characters":[{"name":"Knight","copies":3,"ability":[{"step":"smite"}],"score":[{"score":"per_item_type","type":"Gold","n":1}]}],
            "items":[{"name":"Cup","type":"Relic","value":"five","copies":3}]}"#;
        let e = CardList::parse(text).unwrap_err().0;
        let all: Vec<String> = e.iter().map(|e| e.to_string()).collect();
        assert!(
            all.iter()
                .any(|m| m.starts_with("items[0] \"Cup\" › value: must be a whole number")),
            "{all:?}"
        );
        assert!(
            all.iter().any(|m| m
                .contains("characters[0] \"Knight\" › ability[0] › step: unknown step \"smite\"")),
            "{all:?}"
        );
        let e = CardList::parse("{\"characters\": [").unwrap_err();
        assert!(e.0[0].place.starts_with("line 1"));
        let e = CardList::parse(r#"{"characters":[],"items":[],"extra":1}"#).unwrap_err();
        assert!(e.to_string().contains("extra: unknown field"), "{e}");
    }

    #[test]
    fn small_and_duplicate_lists_are_refused() {
        let text = r#"{"characters":[{"name":"A","copies":5,"ability":[],"score":[]}],
            "items":[{"name":"A","type":"T","value":1,"copies":20}]}"#;
        assert!(CardList::parse(text)
            .unwrap_err()
            .to_string()
            .contains("two cards have this name"));
        let text = r#"{"characters":[{"name":"A","copies":5,"ability":[],"score":[]}],
            "items":[{"name":"B","type":"T","value":1,"copies":20}]}"#;
        assert!(CardList::parse(text)
            .unwrap_err()
            .to_string()
            .contains("too small for 2 players"));
        let text = r#"{"characters":[{"name":"A","copies":6,"ability":[{"step":"sell","up_to":1,"n":1}],"score":[]}],
            "items":[{"name":"B","type":"T","value":1,"copies":20}]}"#;
        assert!(CardList::parse(text)
            .unwrap_err()
            .to_string()
            .contains("exactly one of"));
    }
}
