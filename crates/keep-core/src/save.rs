//! The versioned envelope that every saved game is stored in.

use serde::{Deserialize, Serialize};

/// A save: the format version, the game's name, and the game's own data.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Envelope<T> {
    /// The format version the data was written with.
    pub version: u32,
    /// Which game (`card-keeper`, `star-crew`, …).
    pub game: String,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_checks() {
        let ok = Header {
            version: Some(1),
            game: Some("star-crew".into()),
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
}
