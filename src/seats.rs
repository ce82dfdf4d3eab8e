//! Who sits where, shared by every game's table: humans and bots, names,
//! seeds typed as text, and pass-and-play hand-over.

use serde::{Deserialize, Serialize};

/// The bots every game offers, by name (each game builds its own).
pub use keep_core::BotKind;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A bot.
    Bot(BotKind),
}

impl SeatKind {
    /// Every choice, humans first.
    pub fn all() -> Vec<SeatKind> {
        std::iter::once(SeatKind::Human)
            .chain(BotKind::ALL.into_iter().map(SeatKind::Bot))
            .collect()
    }
    /// The value used in the UI contract and share links (`human`, `bot-basic`).
    pub fn as_str(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::Bot(b) => format!("bot-{}", b.name()),
        }
    }
    /// Parses [`SeatKind::as_str`].
    pub fn parse(s: &str) -> Option<SeatKind> {
        if s == "human" {
            return Some(SeatKind::Human);
        }
        s.strip_prefix("bot-")
            .and_then(BotKind::parse)
            .map(SeatKind::Bot)
    }
    /// A label for menus.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::Bot(b) => b.describe(),
        }
    }
    /// True for bots.
    pub fn is_bot(self) -> bool {
        matches!(self, SeatKind::Bot(_))
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
/// and the seed (Card Keeper adds its rulings).
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

/// Pass-and-play state saved with every game: whose hand is shown, and the
/// human the device must be passed to before play goes on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// Whose hand is shown (`None`: none, behind the privacy screen or all bots).
    pub viewer: Option<u8>,
    /// The human the device must be passed to.
    pub pass_to: Option<u8>,
}

/// Who holds the device, as far as a table's prompt is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// The game is over.
    Over,
    /// Pass the device to this human (privacy screen).
    PassDevice(u8),
    /// Someone else decides (a bot, or another player behind the screen).
    Waiting(u8),
    /// The viewer decides.
    Viewer(u8),
}

impl Seating {
    /// After each action: see [`hand_over`].
    pub fn update(&mut self, seats: &[SeatKind], pending: Option<u8>) {
        (self.viewer, self.pass_to) = hand_over(seats, self.viewer, pending);
    }
    /// The "I have the device" answer on the privacy screen.
    pub fn ready(&mut self) {
        if let Some(seat) = self.pass_to.take() {
            self.viewer = Some(seat);
        }
    }
    /// Checks a loaded seating against the number of seats.
    pub fn check(&self, players: usize) -> Result<(), String> {
        let bad = |s: Option<u8>| s.is_some_and(|s| s as usize >= players);
        if bad(self.viewer) || bad(self.pass_to) {
            return Err("it names a seat that does not exist".into());
        }
        Ok(())
    }

    /// The hand that may be shown now (none behind the privacy screen).
    pub fn shown(&self) -> Option<u8> {
        if self.pass_to.is_some() {
            None
        } else {
            self.viewer
        }
    }
    /// The bot that must move now: the pending seat, if a bot, and never while
    /// the device is being passed.
    pub fn bot_to_move(&self, seats: &[SeatKind], pending: Option<u8>) -> Option<u8> {
        pending.filter(|&s| seats[s as usize].is_bot() && self.pass_to.is_none())
    }
    /// Who holds the device for the pending seat (`None`: the game is over).
    pub fn holder(&self, pending: Option<u8>) -> Holder {
        match (pending, self.pass_to) {
            (None, _) => Holder::Over,
            (Some(_), Some(p)) => Holder::PassDevice(p),
            (Some(s), None) if self.viewer == Some(s) => Holder::Viewer(s),
            (Some(s), None) => Holder::Waiting(s),
        }
    }
}

/// After each action: whose hand is shown and to whom the device must be
/// passed. One human always sees their own hand; with two or more humans,
/// a human about to decide who is not the viewer gets the privacy screen
/// first; bots never need the device. Returns `(viewer, pass_to)`.
pub fn hand_over(
    seats: &[SeatKind],
    viewer: Option<u8>,
    pending: Option<u8>,
) -> (Option<u8>, Option<u8>) {
    let humans: Vec<u8> = (0..seats.len() as u8)
        .filter(|&s| !seats[s as usize].is_bot())
        .collect();
    match humans.len() {
        0 => (None, None),
        1 => (Some(humans[0]), None),
        _ => match pending {
            Some(seat) if !seats[seat as usize].is_bot() && viewer != Some(seat) => {
                (None, Some(seat))
            }
            _ => (viewer, None),
        },
    }
}

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

    #[test]
    fn hand_over_rules() {
        let h = SeatKind::Human;
        let b = SeatKind::Bot(BotKind::Basic);
        assert_eq!(hand_over(&[h, b], None, Some(1)), (Some(0), None));
        assert_eq!(hand_over(&[b, b], None, Some(1)), (None, None));
        assert_eq!(hand_over(&[h, h, b], Some(0), Some(1)), (None, Some(1)));
        assert_eq!(hand_over(&[h, h, b], Some(0), Some(2)), (Some(0), None));
        assert_eq!(hand_over(&[h, h, b], Some(1), Some(1)), (Some(1), None));
    }
}
