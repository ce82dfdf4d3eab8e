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

use crate::seal::{self, Randomness, Rumor};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use keep_core::record::MAX_BYTES;
use serde_json::{json, Value};

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
    use crate::nostr::Keys;

    fn random(n: u8) -> Randomness {
        Randomness {
            author: [n; 32],
            wrap: [n + 1; 32],
            nonces: [[n + 2; 32], [n + 3; 32]],
            aux: [[n + 4; 32], [n + 5; 32]],
            back: [10, 20],
        }
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
