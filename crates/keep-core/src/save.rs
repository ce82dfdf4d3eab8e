//! The versioned envelope that every saved game is stored in.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A save: the format version, the game's name, how many times it was
/// written, and the game's own data.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Envelope<T> {
    /// The format version the data was written with.
    pub version: u32,
    /// Which game (`card-keeper`, `star-crew`, …).
    pub game: String,
    /// The save's revision: one more at each write, so that a writer can
    /// tell a newer save from its own (0 in saves that never counted).
    #[serde(default)]
    pub rev: u64,
    /// The game's saved session.
    pub session: T,
}

/// The envelope's two fields, read before its contents.
#[derive(Debug, Default, Deserialize)]
pub struct Header {
    /// `version`, when present.
    #[serde(default)]
    pub version: Option<u64>,
    /// `game`, when present.
    #[serde(default)]
    pub game: Option<String>,
    /// `rev` (0 when absent).
    #[serde(default)]
    pub rev: u64,
}

/// The revision of save text (0 for text that is no save, or never counted).
/// Text written by [`write_rev`] or [`wrap`] is read from its first few
/// bytes; other text is parsed whole.
pub fn revision(text: &str) -> u64 {
    written_rev(text).unwrap_or_else(|| serde_json::from_str::<Header>(text).map_or(0, |h| h.rev))
}

/// The revision of text as [`write_rev`] writes it (`{"version":…,"game":"…","rev":N,`),
/// read without parsing the rest; `None` for text of another shape.
fn written_rev(text: &str) -> Option<u64> {
    let rest = text.strip_prefix("{\"version\":")?;
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = rest.strip_prefix(",\"game\":\"")?;
    let (game, rest) = rest.split_once('"')?;
    if game.contains('\\') {
        return None;
    }
    let rest = rest.strip_prefix(",\"rev\":")?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    rest[digits..]
        .starts_with(',')
        .then(|| rest[..digits].parse().ok())?
}

/// Save text from a session already written as JSON (`session_json`),
/// exactly as [`write_rev`] would write that session.
pub fn wrap(version: u32, game: &str, rev: u64, session_json: &str) -> String {
    let game = serde_json::to_string(game).expect("a string serializes");
    format!("{{\"version\":{version},\"game\":{game},\"rev\":{rev},\"session\":{session_json}}}")
}

impl Header {
    /// Checks the version and the game, with a message a player can act on.
    pub fn check(&self, version: u32, game: &str) -> Result<(), String> {
        match self.version {
            Some(v) if v == u64::from(version) => {}
            Some(v) => {
                return Err(format!(
                    "it was written by another version of Keep Table (format {v})"
                ))
            }
            None => return Err("it has no format version".into()),
        }
        match &self.game {
            Some(g) if g == game => Ok(()),
            Some(g) => Err(format!("it is a game of `{g}`")),
            None => Err("it does not say which game it holds".into()),
        }
    }
}

/// Reads save text: checks its header (version, game), then its contents,
/// each with a message a player can act on.
pub fn read<T: DeserializeOwned>(text: &str, version: u32, game: &str) -> Result<T, String> {
    let header: Header =
        serde_json::from_str(text).map_err(|e| format!("it is not valid JSON ({e})"))?;
    header.check(version, game)?;
    let file: Envelope<T> =
        serde_json::from_str(text).map_err(|e| format!("its contents are damaged ({e})"))?;
    Ok(file.session)
}

/// The save text of `session` in its envelope (revision 0).
pub fn write<T: Serialize>(version: u32, game: &str, session: &T) -> String {
    write_rev(version, game, 0, session)
}

/// The save text of `session` in its envelope, as revision `rev` (the
/// envelope written by [`wrap`], so that both write the same text).
pub fn write_rev<T: Serialize>(version: u32, game: &str, rev: u64, session: &T) -> String {
    let session = serde_json::to_string(session).expect("a session serializes");
    wrap(version, game, rev, &session)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_checks() {
        let ok = Header {
            version: Some(1),
            game: Some("star-crew".into()),
            rev: 0,
        };
        assert!(ok.check(1, "star-crew").is_ok());
        assert!(ok
            .check(2, "star-crew")
            .unwrap_err()
            .contains("another version"));
        assert!(ok
            .check(1, "card-keeper")
            .unwrap_err()
            .contains("star-crew"));
        assert!(Header::default()
            .check(1, "x")
            .unwrap_err()
            .contains("no format version"));
    }

    #[test]
    fn read_and_write_round_trip() {
        let text = write(3, "g", &vec![1u8, 2]);
        assert_eq!(read::<Vec<u8>>(&text, 3, "g").unwrap(), vec![1, 2]);
        assert!(read::<Vec<u8>>(&text, 4, "g")
            .unwrap_err()
            .contains("another version"));
        assert!(read::<Vec<u8>>("{", 3, "g")
            .unwrap_err()
            .contains("not valid JSON"));
        assert_eq!(revision(&write_rev(3, "g", 7, &1u8)), 7);
        assert_eq!(written_rev(&write_rev(3, "g", 7, &1u8)), Some(7));
        assert_eq!(wrap(3, "g", 7, "[1,2]"), write_rev(3, "g", 7, &vec![1, 2]));
        // Other shapes are parsed whole.
        assert_eq!(
            written_rev(r#"{"game":"g","version":3,"rev":9,"session":1}"#),
            None
        );
        assert_eq!(
            revision(r#"{"game":"g","version":3,"rev":9,"session":1}"#),
            9
        );
        assert_eq!(
            revision(r#"{"version":3,"game":"g","rev":99999999999999999999999,"session":1}"#),
            0
        );
        assert_eq!(revision(&text), 0);
        assert_eq!(revision("{"), 0);
        let damaged = r#"{"version":3,"game":"g","session":"x"}"#;
        assert!(read::<Vec<u8>>(damaged, 3, "g")
            .unwrap_err()
            .contains("damaged"));
    }
}
