//! Who sits where, for every game's table: humans and bots, names, and
//! seeds typed as text.

use serde::{Deserialize, Serialize};

/// The bots every game offers, by name (each game builds its own).
pub use keep_core::BotKind;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A person at their own device, invited from this one (which keeps
    /// the game and plays the seat's moves they send).
    Remote,
    /// A bot.
    Bot(BotKind),
}

impl SeatKind {
    /// Every choice, humans first.
    pub fn all() -> Vec<SeatKind> {
        [SeatKind::Human, SeatKind::Remote]
            .into_iter()
            .chain(BotKind::ALL.into_iter().map(SeatKind::Bot))
            .collect()
    }
    /// The value used in the UI contract and share links (`human`,
    /// `remote`, `bot-basic`).
    pub fn as_str(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::Remote => "remote".into(),
            SeatKind::Bot(b) => format!("bot-{}", b.name()),
        }
    }
    /// Parses [`SeatKind::as_str`].
    pub fn parse(s: &str) -> Option<SeatKind> {
        match s {
            "human" => return Some(SeatKind::Human),
            "remote" => return Some(SeatKind::Remote),
            _ => {}
        }
        s.strip_prefix("bot-")
            .and_then(BotKind::parse)
            .map(SeatKind::Bot)
    }
    /// The kind in a word or two ("Basic bot"): a menu's choice, whole at
    /// any width ([`SeatKind::label`] says what each bot does).
    pub fn short(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::Remote => "Own device",
            SeatKind::Bot(BotKind::Random) => "Random bot",
            SeatKind::Bot(BotKind::Basic) => "Basic bot",
            SeatKind::Bot(BotKind::Strong) => "Strong bot",
            SeatKind::Bot(BotKind::Expert) => "Expert bot",
        }
    }
    /// What the bots do, one line each ("Basic bot: plays like a sensible
    /// person"), for a hint beside menus of [`SeatKind::short`].
    pub fn bots_explained() -> Vec<&'static str> {
        BotKind::ALL.into_iter().map(BotKind::describe).collect()
    }
    /// A label for menus.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::Remote => "A person at their own device (invited from this table)",
            SeatKind::Bot(b) => b.describe(),
        }
    }
    /// True for bots.
    pub fn is_bot(self) -> bool {
        matches!(self, SeatKind::Bot(_))
    }
    /// True for a person at this device (pass-and-play hands it to them).
    pub fn is_here(self) -> bool {
        self == SeatKind::Human
    }
}

impl TryFrom<String> for SeatKind {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        SeatKind::parse(&s).ok_or_else(|| format!("unknown seat kind `{s}`"))
    }
}

impl From<SeatKind> for String {
    fn from(k: SeatKind) -> String {
        k.as_str()
    }
}

/// What a table is dealt from, for every game: who sits where, their names,
/// and the seed (a game's own options sit beside them in its settings).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// Seat kinds; the number of players is its length.
    pub seats: Vec<SeatKind>,
    /// Player names, one per seat.
    pub names: Vec<String>,
    /// The seed.
    pub seed: u64,
}

impl Deal {
    /// One human in seat 0 and basic bots, with the default names.
    pub fn new(players: usize, seed: u64) -> Deal {
        Deal {
            seats: (0..players)
                .map(|i| {
                    if i == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot(BotKind::Basic)
                    }
                })
                .collect(),
            names: DEFAULT_NAMES
                .iter()
                .take(players)
                .map(|s| s.to_string())
                .collect(),
            seed,
        }
    }

    /// Checks the player count for `game` (named in the message) and the names.
    pub fn validate(
        &self,
        game: &str,
        players: std::ops::RangeInclusive<usize>,
    ) -> Result<(), String> {
        if !players.contains(&self.seats.len()) {
            return Err(format!(
                "{} players: {game} takes {} to {}",
                self.seats.len(),
                players.start(),
                players.end()
            ));
        }
        if self.names.len() != self.seats.len() {
            return Err("one name per seat is needed".into());
        }
        Ok(())
    }

    /// The share-link query (without `?`) for `game` (`play=…&seed=…&seats=…&names=…`).
    pub fn encode(&self, game: &str) -> String {
        let seats: Vec<String> = self.seats.iter().map(|k| k.as_str()).collect();
        format!(
            "play={game}&seed={}&seats={}&names={}",
            self.seed,
            seats.join(","),
            keep_core::link::join_escaped(&self.names)
        )
    }

    /// Reads a share link's deal for `game` (named in messages), checked
    /// against the player counts it takes.
    pub fn decode_for(
        q: &keep_core::link::Query,
        game: &str,
        players: std::ops::RangeInclusive<usize>,
    ) -> Result<Deal, String> {
        let d = Deal::decode(q)?;
        d.validate(game, players)?;
        Ok(d)
    }

    /// Reads the seed, seats and names of a share link (not yet validated).
    pub fn decode(q: &keep_core::link::Query) -> Result<Deal, String> {
        let seed = q
            .get("seed")
            .and_then(|s| s.parse::<u64>().ok())
            .ok_or("the link's seed is missing or not a number")?;
        let seats = q
            .get("seats")
            .ok_or("the link lists no seats")?
            .split(',')
            .map(|k| {
                SeatKind::parse(k).ok_or_else(|| format!("the link has an unknown seat kind `{k}`"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let names = match q.list("names") {
            Some(n) => n?
                .into_iter()
                .map(|n| n.chars().take(24).collect())
                .collect(),
            None => DEFAULT_NAMES
                .iter()
                .take(seats.len())
                .map(|s| s.to_string())
                .collect(),
        };
        Ok(Deal { seats, names, seed })
    }
}

/// Grows or shrinks the seat list to `players`: new seats are basic bots
/// with the default names.
pub fn resize_seats(seats: &mut Vec<SeatKind>, names: &mut Vec<String>, players: usize) {
    while seats.len() < players {
        names.push(DEFAULT_NAMES[seats.len()].to_string());
        seats.push(SeatKind::Bot(BotKind::Basic));
    }
    seats.truncate(players);
    names.truncate(players);
}

/// Gives every blank name its default.
pub fn fill_blank_names(names: &mut [String]) {
    for (i, n) in names.iter_mut().enumerate() {
        if n.trim().is_empty() {
            *n = DEFAULT_NAMES[i].to_string();
        }
    }
}

/// Default player names.
pub const DEFAULT_NAMES: [&str; 6] = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"];

/// Turns the setup screen's seed text into a seed: a whole number as it is,
/// anything else hashed (FNV-1a), so "friday game" is a seed too.
pub fn seed_from_text(text: &str) -> Option<u64> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    if let Ok(n) = t.parse::<u64>() {
        return Some(n);
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in t.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    Some(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_from_text() {
        assert_eq!(seed_from_text(" 123 "), Some(123));
        assert_eq!(seed_from_text("friday game"), seed_from_text("friday game"));
        assert_ne!(seed_from_text("friday game"), seed_from_text("monday game"));
        assert_eq!(seed_from_text(""), None);
    }
}
