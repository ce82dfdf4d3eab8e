//! A playtest campaign's records on the relays: each finished game's
//! record ([`keep_core::record`]) deflated and sealed to the campaign's
//! public key ([`crate::seal`]: NIP-44 v2 in a NIP-59 gift wrap), one
//! stored event per record; and opened again with the campaign's secret
//! key on the designer's device.
//!
//! The rumor inside is of kind [`RECORD_KIND`], tagged
//! `["format", "keep-table-record"]` and `["encoding", "deflate"]`; its
//! content is the record's JSON text, raw-deflated (RFC 1951) and written
//! in base64. A relay sees a throwaway key, the campaign's public key, a
//! time up to two days early and ciphertext: no name, card, note or answer.

use crate::nostr::{hex, relay_list, unhex32, Keys};
use crate::seal::{self, Randomness, Rumor};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use keep_core::link::{base64url, unbase64url};
use keep_core::record::{Tag, MAX_BYTES};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// What a campaign's link carries: what a table needs to play it and to
/// send its records. Never the secret key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Campaign {
    /// Its name, as players are told it.
    pub name: String,
    /// The game (`card-keeper`).
    pub game: String,
    /// The designer's public key (x-only, hex): records are sealed to it.
    pub key: String,
    /// The relays records go to.
    pub relays: Vec<String>,
    /// The player counts offered (empty: every count the game takes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<u8>,
    /// The game's options the tables play (`None`: the rules as written).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Value>,
    /// The tags the end-of-game form offers (names, in [`Tag::ALL`] order).
    pub tags: Vec<String>,
    /// The question above the note at the end of a game.
    pub question: String,
}

/// The longest campaign name kept (characters).
pub const MAX_NAME: usize = 80;
/// The longest question kept (characters).
pub const MAX_QUESTION: usize = 200;
/// The most relays a campaign names.
pub const MAX_RELAYS: usize = 8;
/// The end-of-game question a new campaign asks.
pub const QUESTION: &str = "What did the table argue about?";

impl Campaign {
    /// A campaign named `name` of `game` sealed to `key`, sent to
    /// `relays`, offering every tag and today's question.
    pub fn new(name: &str, game: &str, key: &str, relays: &[String]) -> Campaign {
        Campaign {
            name: name.trim().chars().take(MAX_NAME).collect(),
            game: game.into(),
            key: key.into(),
            relays: relays.to_vec(),
            players: vec![],
            options: None,
            tags: Tag::ALL.iter().map(|t| t.as_str().to_string()).collect(),
            question: QUESTION.into(),
        }
    }

    /// Checks what a table relies on: a name, a key that is a curve point,
    /// one to [`MAX_RELAYS`] relays, known tags, short texts.
    pub fn check(&self) -> Result<(), String> {
        if self.name.trim().is_empty() {
            return Err("the campaign has no name".into());
        }
        if self.name.chars().count() > MAX_NAME || self.question.chars().count() > MAX_QUESTION {
            return Err("the campaign's name or question is too long".into());
        }
        if !unhex32(&self.key).is_some_and(|k| seal::is_public_key(&k)) {
            return Err("the campaign's key is not a public key".into());
        }
        if self.relays.is_empty() || self.relays.len() > MAX_RELAYS {
            return Err(format!("a campaign names one to {MAX_RELAYS} relays"));
        }
        if relay_list(&self.relays.join(" ")).len() != self.relays.len() {
            return Err("a relay of the campaign is not a wss:// address".into());
        }
        if let Some(bad) = self.tags.iter().find(|t| Tag::parse(t).is_none()) {
            return Err(format!("the campaign asks an unknown tag `{bad}`"));
        }
        Ok(())
    }

    /// The link's fragment value (after `#campaign=`): the campaign as
    /// JSON, deflated, in URL-safe base64.
    pub fn to_link(&self) -> String {
        let json = serde_json::to_vec(self).expect("a campaign serializes");
        base64url(&miniz_oxide::deflate::compress_to_vec(&json, 9))
    }

    /// Reads a link's fragment value, checked, or says why it cannot.
    pub fn from_link(text: &str) -> Result<Campaign, String> {
        const BROKEN: &str = "the campaign link is damaged (was it cut short?)";
        if text.len() > 4_000 {
            return Err(BROKEN.into());
        }
        let bytes = unbase64url(text).map_err(|_| BROKEN)?;
        let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, 16 * 1024)
            .map_err(|_| BROKEN)?;
        let campaign: Campaign = serde_json::from_slice(&json).map_err(|_| BROKEN)?;
        campaign.check()?;
        Ok(campaign)
    }
}

/// What the designer keeps of a campaign on their device (and in its key
/// backup): the campaign and its secret key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Designer {
    /// Always [`KEY_FORMAT`].
    pub format: String,
    /// The campaign.
    pub campaign: Campaign,
    /// The secret key (hex): whoever holds it reads the records.
    pub secret: String,
    /// When it was made (ms since 1970).
    pub created: u64,
}

/// The `format` of a campaign's key backup.
pub const KEY_FORMAT: &str = "keep-table-campaign-key";

impl Designer {
    /// A new campaign with the secret key `secret` (32 random bytes from
    /// the browser's crypto); `None` for the rare bytes that are no key.
    pub fn new(
        name: &str,
        game: &str,
        relays: &[String],
        secret: &[u8; 32],
        created: u64,
    ) -> Option<Designer> {
        let key = Keys::from_secret(secret)?.public;
        Some(Designer {
            format: KEY_FORMAT.into(),
            campaign: Campaign::new(name, game, &key, relays),
            secret: hex(secret),
            created,
        })
    }

    /// The secret key's bytes.
    pub fn secret(&self) -> [u8; 32] {
        unhex32(&self.secret).unwrap_or([0; 32])
    }

    /// The backup file's text.
    pub fn to_file(&self) -> String {
        serde_json::to_string_pretty(self).expect("a key serializes")
    }

    /// Reads a key backup, checking that its secret key is its campaign's,
    /// or says why it cannot.
    pub fn from_file(text: &str) -> Result<Designer, String> {
        if text.len() > 64 * 1024 {
            return Err("it is not a campaign's key backup (too large)".into());
        }
        let d: Designer = serde_json::from_str(text)
            .map_err(|_| "it is not a campaign's key backup".to_string())?;
        if d.format != KEY_FORMAT {
            return Err("it is not a campaign's key backup".into());
        }
        d.campaign.check()?;
        let secret = unhex32(&d.secret).ok_or("its secret key is damaged")?;
        match Keys::from_secret(&secret) {
            Some(k) if k.public == d.campaign.key => Ok(d),
            _ => Err("its secret key is not the campaign's".into()),
        }
    }
}

/// The kind of the sealed event that carries a record (inside the wrap,
/// so no relay sees it).
pub const RECORD_KIND: u16 = 7_171;
/// The largest sealed event sent (bytes of its JSON): relays commonly
/// refuse events much above 64 KB.
pub const MAX_EVENT: usize = 64 * 1024;

/// The record text `record` sealed to the campaign's public key `reader`
/// (hex) at `now` (seconds since 1970), as the stored event to publish, or
/// why it cannot travel (too large even deflated).
pub fn seal_record(
    record: &str,
    reader: &str,
    now: u64,
    random: &Randomness,
) -> Result<Value, String> {
    let deflated = miniz_oxide::deflate::compress_to_vec(record.as_bytes(), 9);
    let content = STANDARD.encode(deflated);
    let too_large = |bytes: usize| {
        format!(
            "this game's record is {} KB sealed; relays take at most {} KB",
            bytes.div_ceil(1024),
            MAX_EVENT / 1024
        )
    };
    // Sealing twice grows a text by about 16/9: refuse at once what
    // cannot fit.
    if content.len() > seal::MAX_TEXT * 9 / 16 {
        return Err(too_large(content.len() * 16 / 9));
    }
    let tags = json!([
        ["format", keep_core::record::FORMAT],
        ["encoding", "deflate"]
    ]);
    let event = seal::gift_wrap(RECORD_KIND, tags, &content, reader, now, random)
        .map_err(|e| format!("the record cannot be sealed: {e}"))?;
    let bytes = event.to_string().len();
    if bytes > MAX_EVENT {
        return Err(too_large(bytes));
    }
    Ok(event)
}

/// The record text a sealed event carries, opened with the campaign's
/// `secret` key, with its rumor's id and time; or why it cannot be read
/// (not sealed to this campaign, damaged, forged, not a record). The
/// record itself is not checked here: replaying it is the game's part.
pub fn open_record(event: &Value, secret: &[u8; 32]) -> Result<(Rumor, String), String> {
    if event.to_string().len() > MAX_EVENT {
        return Err("the event is larger than any record".into());
    }
    let mut rumor = seal::unwrap(event, secret).map_err(|e| e.to_string())?;
    let tag = |name: &str| {
        rumor.tags.as_array().and_then(|tags| {
            tags.iter()
                .filter_map(Value::as_array)
                .find(|t| t.first().and_then(Value::as_str) == Some(name))
                .and_then(|t| t.get(1)?.as_str())
        })
    };
    if rumor.kind != RECORD_KIND || tag("format") != Some(keep_core::record::FORMAT) {
        return Err("it holds no game record".into());
    }
    if tag("encoding") != Some("deflate") {
        return Err("its record is in an unknown encoding".into());
    }
    let deflated = STANDARD
        .decode(&rumor.content)
        .map_err(|_| "its record is not base64".to_string())?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_BYTES)
        .map_err(|_| "its record is damaged or larger than a record may be".to_string())?;
    let text = String::from_utf8(bytes).map_err(|_| "its record is not text".to_string())?;
    rumor.content.clear();
    Ok((rumor, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn random(n: u8) -> Randomness {
        seal::test_randomness(n, [10, 20])
    }

    #[test]
    fn a_record_travels_sealed_and_comes_back_whole() {
        let secret = [42u8; 32];
        let public = Keys::from_secret(&secret).unwrap().public;
        let record = format!(
            r#"{{"format":"keep-table-record","id":"k1","seats":[{{"name":"Ana"}}],"actions":[{}]}}"#,
            vec![r#"{"Play":{"card":"R5"}}"#; 200].join(",")
        );
        let e = seal_record(&record, &public, 1_765_000_000, &random(1)).unwrap();
        let text = e.to_string();
        assert!(!text.contains("Ana") && !text.contains("R5"));
        assert!(
            text.len() < record.len(),
            "deflated: {} of {}",
            text.len(),
            record.len()
        );
        let (rumor, back) = open_record(&e, &secret).unwrap();
        assert_eq!(back, record);
        assert_eq!((rumor.kind, rumor.created_at), (RECORD_KIND, 1_765_000_000));
        assert!(open_record(&e, &[7; 32]).is_err());
    }

    #[test]
    fn a_campaign_link_and_a_key_backup_round_trip_and_broken_ones_say_why() {
        let relays = vec![
            "wss://relay.example".to_string(),
            "ws://127.0.0.1:6969".into(),
        ];
        let mut d = Designer::new("Spring test ", "card-keeper", &relays, &[42; 32], 5).unwrap();
        d.campaign.players = vec![3, 4];
        d.campaign.options = Some(json!({"shields": 6}));
        let link = d.campaign.to_link();
        assert!(link.len() < 400, "{}", link.len());
        assert!(!link.contains(&d.secret));
        assert_eq!(Campaign::from_link(&link).unwrap(), d.campaign);
        assert_eq!(d.campaign.name, "Spring test");
        assert_eq!(Designer::from_file(&d.to_file()).unwrap(), d);
        assert_eq!(d.secret(), [42; 32]);
        let broken = "the campaign link is damaged (was it cut short?)";
        assert_eq!(
            Campaign::from_link(&link[..link.len() / 2]).unwrap_err(),
            broken
        );
        assert_eq!(Campaign::from_link("%%").unwrap_err(), broken);
        let mut other = d.clone();
        other.secret = hex(&[43; 32]);
        assert_eq!(
            Designer::from_file(&other.to_file()).unwrap_err(),
            "its secret key is not the campaign's"
        );
        assert!(Designer::from_file("{}").is_err());
        let mut bad = d.campaign.clone();
        bad.key = "ff".repeat(32);
        assert_eq!(
            bad.check().unwrap_err(),
            "the campaign's key is not a public key"
        );
        let mut bad = d.campaign.clone();
        bad.relays = vec!["https://x".into()];
        assert!(bad.check().unwrap_err().contains("wss://"));
        let mut bad = d.campaign.clone();
        bad.tags.push("boring".into());
        assert!(bad.check().unwrap_err().contains("`boring`"));
        let mut bad = d.campaign;
        bad.name = " ".into();
        assert_eq!(bad.check().unwrap_err(), "the campaign has no name");
    }

    #[test]
    fn what_is_no_record_or_too_large_says_why() {
        let secret = [42u8; 32];
        let public = Keys::from_secret(&secret).unwrap().public;
        // Sealed correctly, but not a record.
        let other = seal::gift_wrap(14, json!([]), "hello", &public, 5, &random(1)).unwrap();
        assert_eq!(
            open_record(&other, &secret).unwrap_err(),
            "it holds no game record"
        );
        // Random text deflates to nothing smaller than itself.
        let mut x: u64 = 1;
        let noise: String = (0..120_000)
            .map(|_| {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                char::from(b'!' + (x >> 58) as u8)
            })
            .collect();
        let why = seal_record(&noise, &public, 5, &random(1)).unwrap_err();
        assert!(
            why.starts_with("this game's record is") && why.ends_with("at most 64 KB"),
            "{why}"
        );
    }
}
