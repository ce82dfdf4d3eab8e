//! Every NIP-44 v2 test vector the specification publishes
//! (`data/nip44.vectors.json`, as `nbd-wtf/nostr-tools` carries it) passes
//! through [`keep_net::seal`]: conversation keys, message keys, padding,
//! encryption both ways, the longest text, and every invalid case refused.

use keep_net::nostr::{unhex, unhex32};
use keep_net::seal::{self, SealError};
use serde_json::Value;

fn vectors() -> Value {
    let text = include_str!("data/nip44.vectors.json");
    serde_json::from_str::<Value>(text).unwrap()["v2"].clone()
}

fn list<'a>(v: &'a Value, path: &[&str]) -> &'a Vec<Value> {
    let mut at = v;
    for p in path {
        at = &at[*p];
    }
    at.as_array()
        .unwrap_or_else(|| panic!("no vectors at {path:?}"))
}

fn key(v: &Value, name: &str) -> [u8; 32] {
    unhex32(v[name].as_str().unwrap()).unwrap()
}

fn public_of(secret: &[u8; 32]) -> [u8; 32] {
    let public = keep_net::nostr::Keys::from_secret(secret).unwrap().public;
    unhex32(&public).unwrap()
}

#[test]
fn conversation_keys() {
    let v = vectors();
    let valid = list(&v, &["valid", "get_conversation_key"]);
    assert_eq!(valid.len(), 35);
    for t in valid {
        let got = seal::conversation_key(&key(t, "sec1"), &key(t, "pub2")).unwrap();
        assert_eq!(got, key(t, "conversation_key"), "{t}");
    }
    let invalid = list(&v, &["invalid", "get_conversation_key"]);
    assert_eq!(invalid.len(), 8);
    for t in invalid {
        assert!(
            seal::conversation_key(&key(t, "sec1"), &key(t, "pub2")).is_err(),
            "{}",
            t["note"]
        );
    }
}

#[test]
fn message_keys() {
    let v = vectors();
    let mk = &v["valid"]["get_message_keys"];
    let ck = key(mk, "conversation_key");
    let keys = list(mk, &["keys"]);
    assert!(keys.len() >= 3);
    for t in keys {
        let (chacha, nonce, mac) = seal::message_keys(&ck, &key(t, "nonce"));
        assert_eq!(chacha, key(t, "chacha_key"));
        assert_eq!(
            Some(nonce),
            unhex::<12>(t["chacha_nonce"].as_str().unwrap())
        );
        assert_eq!(mac, key(t, "hmac_key"));
    }
}

#[test]
fn padded_lengths() {
    let v = vectors();
    let cases = list(&v, &["valid", "calc_padded_len"]);
    assert_eq!(cases.len(), 24);
    for t in cases {
        let (len, padded) = (t[0].as_u64().unwrap(), t[1].as_u64().unwrap());
        assert_eq!(seal::padded_len(len as usize) as u64, padded, "{len}");
    }
}

#[test]
fn encrypt_and_decrypt() {
    let v = vectors();
    let cases = list(&v, &["valid", "encrypt_decrypt"]);
    assert_eq!(cases.len(), 10);
    for t in cases {
        let (sec1, sec2) = (key(t, "sec1"), key(t, "sec2"));
        let ck = seal::conversation_key(&sec1, &public_of(&sec2)).unwrap();
        assert_eq!(ck, key(t, "conversation_key"));
        assert_eq!(
            seal::conversation_key(&sec2, &public_of(&sec1)).unwrap(),
            ck,
            "the same key from both sides"
        );
        let plaintext = t["plaintext"].as_str().unwrap();
        let payload = t["payload"].as_str().unwrap();
        assert_eq!(
            seal::encrypt(plaintext, &ck, &key(t, "nonce")).unwrap(),
            payload
        );
        assert_eq!(seal::decrypt(payload, &ck).unwrap(), plaintext);
    }
}

#[test]
fn the_longest_text() {
    let v = vectors();
    for t in list(&v, &["valid", "encrypt_decrypt_long_msg"]) {
        let ck = key(t, "conversation_key");
        let letter = t["letter"].as_str().unwrap();
        let text = letter.repeat(t["repeat"].as_u64().unwrap() as usize);
        if text.len() > seal::MAX_TEXT {
            assert_eq!(
                seal::encrypt(&text, &ck, &key(t, "nonce")),
                Err(SealError::Length)
            );
            continue;
        }
        let payload = seal::encrypt(&text, &ck, &key(t, "nonce")).unwrap();
        if let Some(sum) = t["payload_checksum_sha256"]
            .as_str()
            .filter(|s| !s.is_empty())
        {
            assert_eq!(keep_net::nostr::sha256_hex(&payload), sum);
        }
        assert_eq!(seal::decrypt(&payload, &ck).unwrap(), text);
    }
    let longest = "a".repeat(seal::MAX_TEXT);
    let payload = seal::encrypt(&longest, &[7; 32], &[1; 32]).unwrap();
    assert_eq!(seal::decrypt(&payload, &[7; 32]).unwrap(), longest);
}

#[test]
fn invalid_lengths_and_payloads_are_refused() {
    let v = vectors();
    for n in list(&v, &["invalid", "encrypt_msg_lengths"]) {
        let text = "a".repeat(n.as_u64().unwrap() as usize);
        assert_eq!(
            seal::encrypt(&text, &[7; 32], &[1; 32]),
            Err(SealError::Length),
            "{n}"
        );
    }
    for n in list(&v, &["invalid", "decrypt_msg_lengths"]) {
        let payload = "a".repeat(n.as_u64().unwrap() as usize);
        assert!(seal::decrypt(&payload, &[7; 32]).is_err(), "{n}");
    }
    let cases = list(&v, &["invalid", "decrypt"]);
    assert_eq!(cases.len(), 8);
    for t in cases {
        let got = seal::decrypt(t["payload"].as_str().unwrap(), &key(t, "conversation_key"));
        let note = t["note"].as_str().unwrap();
        let want = match note {
            n if n.starts_with("unknown encryption version") => SealError::Version,
            "invalid base64" => SealError::Base64,
            "invalid MAC" => SealError::Mac,
            "invalid padding" => SealError::Padding,
            other => panic!("a vector this test does not know: {other}"),
        };
        assert_eq!(got, Err(want), "{note}");
    }
}
