//! Sealing a text to one reader on public Nostr relays, with the standard
//! constructions other Nostr software reads: NIP-44 v2 encryption (secp256k1
//! ECDH, HKDF-SHA256, ChaCha20, HMAC-SHA256, each from the RustCrypto crates)
//! inside a NIP-59 gift wrap. A playtest campaign's records travel this way
//! to its designer: the relay stores a kind-1059 event signed by a throwaway
//! key, tagged with the reader's public key, its time moved up to two days
//! into the past; inside it, a seal (kind 13) signed by a second throwaway
//! key; inside that, the unsigned "rumor" that carries the text.
//!
//! Everything random (keys, nonces, times) is passed in, so the page takes
//! it from the browser's crypto and the tests replay it. [`encrypt`] and
//! [`decrypt`] pass every published NIP-44 v2 test vector
//! (`tests/nip44_vectors.rs`).

use crate::nostr::{hex, is_signed, unhex32, Keys};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use chacha20::cipher::{KeyIvInit, StreamCipher};
use chacha20::ChaCha20;
use hkdf::Hkdf;
use hmac::{Hmac, Mac};
use k256::{ecdh::diffie_hellman, PublicKey, SecretKey};
use serde_json::{json, Value};
use sha2::Sha256;
use std::fmt;

/// NIP-59's seal kind.
pub const SEAL: u16 = 13;
/// NIP-59's gift wrap kind (a stored event).
pub const GIFT_WRAP: u16 = 1059;
/// The longest text NIP-44 v2 encrypts (bytes).
pub const MAX_TEXT: usize = 65_535;
/// How far into the past a seal's and a wrap's times may be moved
/// (seconds: two days, as NIP-59 advises).
pub const TWO_DAYS: u64 = 2 * 24 * 60 * 60;

/// Why a text could not be sealed or opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealError {
    /// A secret key that is no secp256k1 key (0, or not below the order).
    Secret,
    /// A public key that is no point of the curve.
    Public,
    /// A text to encrypt that is empty or longer than [`MAX_TEXT`].
    Length,
    /// An encryption version other than 2.
    Version,
    /// A payload of an impossible size.
    Size,
    /// A payload that is not base64.
    Base64,
    /// The payload's authentication code does not match: damaged, or
    /// sealed to another key.
    Mac,
    /// The padding inside does not match the length it says.
    Padding,
    /// What it holds is not text (UTF-8) or not the event it should be.
    Shape,
    /// An event that is not the kind it should be.
    Kind,
    /// A seal or wrap whose signature does not match what it says.
    Signature,
    /// A rumor that claims another author than its seal's.
    Author,
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SealError::Secret => "the secret key is not a secp256k1 key",
            SealError::Public => "the public key is not a secp256k1 point",
            SealError::Length => "the text is empty or longer than 65,535 bytes",
            SealError::Version => "it is sealed with an unknown encryption version",
            SealError::Size => "its sealed text has an impossible size",
            SealError::Base64 => "its sealed text is not base64",
            SealError::Mac => "it was damaged or sealed to another key",
            SealError::Padding => "its padding is wrong",
            SealError::Shape => "what it holds is not the event it should be",
            SealError::Kind => "it is not a gift-wrapped seal",
            SealError::Signature => "its signature does not match",
            SealError::Author => "its inner event claims another author than its seal",
        })
    }
}

impl std::error::Error for SealError {}

/// NIP-44 v2's conversation key of `secret` and the other side's x-only
/// `public` key (the same from both sides): HKDF-extract, salt
/// `nip44-v2`, of their shared point's x coordinate.
pub fn conversation_key(secret: &[u8; 32], public: &[u8; 32]) -> Result<[u8; 32], SealError> {
    let secret = SecretKey::from_bytes(secret.into()).map_err(|_| SealError::Secret)?;
    let public = point(public)?;
    let shared = diffie_hellman(secret.to_nonzero_scalar(), public.as_affine());
    let (key, _) = Hkdf::<Sha256>::extract(Some(b"nip44-v2"), shared.raw_secret_bytes());
    Ok(key.into())
}

/// The curve point of an x-only public key (its even-y point, as BIP-340
/// and NIP-44 read it), or [`SealError::Public`].
fn point(public: &[u8; 32]) -> Result<PublicKey, SealError> {
    let mut sec1 = [2u8; 33];
    sec1[1..].copy_from_slice(public);
    PublicKey::from_sec1_bytes(&sec1).map_err(|_| SealError::Public)
}

/// True when `public` (x-only) is a point of the curve: a key records can
/// be sealed to.
pub fn is_public_key(public: &[u8; 32]) -> bool {
    point(public).is_ok()
}

/// The keys of one message (ChaCha20's key and nonce, HMAC's key):
/// HKDF-expand of the conversation key with the message's nonce.
pub fn message_keys(conversation: &[u8; 32], nonce: &[u8; 32]) -> ([u8; 32], [u8; 12], [u8; 32]) {
    let hkdf = Hkdf::<Sha256>::from_prk(conversation).expect("32 bytes are a pseudo-random key");
    let mut okm = [0u8; 76];
    hkdf.expand(nonce, &mut okm)
        .expect("76 bytes are within HKDF's reach");
    let mut key = [0u8; 32];
    let mut chacha_nonce = [0u8; 12];
    let mut mac_key = [0u8; 32];
    key.copy_from_slice(&okm[..32]);
    chacha_nonce.copy_from_slice(&okm[32..44]);
    mac_key.copy_from_slice(&okm[44..]);
    (key, chacha_nonce, mac_key)
}

/// The length a text of `len` bytes is padded to (NIP-44 v2: 32 bytes at
/// least, then steps of a power of two's eighth).
pub fn padded_len(len: usize) -> usize {
    if len <= 32 {
        return 32;
    }
    let next_power = 1usize << (usize::BITS - (len - 1).leading_zeros());
    let chunk = if next_power <= 256 {
        32
    } else {
        next_power / 8
    };
    chunk * ((len - 1) / chunk + 1)
}

fn mac(key: &[u8; 32], nonce: &[u8], ciphertext: &[u8]) -> Hmac<Sha256> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC takes any key");
    mac.update(nonce);
    mac.update(ciphertext);
    mac
}

/// NIP-44 v2: `text` encrypted with a conversation key and a 32-byte
/// random `nonce`, as base64 payload.
pub fn encrypt(text: &str, conversation: &[u8; 32], nonce: &[u8; 32]) -> Result<String, SealError> {
    let len = text.len();
    if len == 0 || len > MAX_TEXT {
        return Err(SealError::Length);
    }
    let mut padded = vec![0u8; 2 + padded_len(len)];
    padded[..2].copy_from_slice(&(len as u16).to_be_bytes());
    padded[2..2 + len].copy_from_slice(text.as_bytes());
    let (key, chacha_nonce, mac_key) = message_keys(conversation, nonce);
    ChaCha20::new(&key.into(), &chacha_nonce.into()).apply_keystream(&mut padded);
    let tag = mac(&mac_key, nonce, &padded).finalize().into_bytes();
    let mut out = Vec::with_capacity(1 + 32 + padded.len() + 32);
    out.push(2);
    out.extend_from_slice(nonce);
    out.extend_from_slice(&padded);
    out.extend_from_slice(&tag);
    Ok(STANDARD.encode(out))
}

/// NIP-44 v2: the text of a base64 `payload` sealed with a conversation
/// key, or why it cannot be opened (checked before decrypting: its size,
/// version and authentication code).
pub fn decrypt(payload: &str, conversation: &[u8; 32]) -> Result<String, SealError> {
    if payload.is_empty() || payload.starts_with('#') {
        return Err(SealError::Version);
    }
    if !(132..=87_472).contains(&payload.len()) {
        return Err(SealError::Size);
    }
    let data = STANDARD.decode(payload).map_err(|_| SealError::Base64)?;
    if !(99..=65_603).contains(&data.len()) {
        return Err(SealError::Size);
    }
    if data[0] != 2 {
        return Err(SealError::Version);
    }
    let nonce: [u8; 32] = data[1..33].try_into().expect("32 bytes");
    let (ciphertext, tag) = data[33..].split_at(data.len() - 33 - 32);
    let (key, chacha_nonce, mac_key) = message_keys(conversation, &nonce);
    mac(&mac_key, &nonce, ciphertext)
        .verify_slice(tag)
        .map_err(|_| SealError::Mac)?;
    let mut padded = ciphertext.to_vec();
    ChaCha20::new(&key.into(), &chacha_nonce.into()).apply_keystream(&mut padded);
    let len = u16::from_be_bytes([padded[0], padded[1]]) as usize;
    if len == 0 || padded.len() != 2 + padded_len(len) {
        return Err(SealError::Padding);
    }
    padded.truncate(2 + len);
    padded.drain(..2);
    String::from_utf8(padded).map_err(|_| SealError::Shape)
}

/// The random bytes one gift wrap takes (from the browser's crypto; the
/// tests' own in tests): two throwaway keys, two nonces, two signatures'
/// auxiliary bytes, and how far back to move the two times.
#[derive(Clone, Debug)]
pub struct Randomness {
    /// The seal's (the text's author's) throwaway secret key.
    pub author: [u8; 32],
    /// The wrap's throwaway secret key.
    pub wrap: [u8; 32],
    /// The seal's and the wrap's NIP-44 nonces.
    pub nonces: [[u8; 32]; 2],
    /// The seal's and the wrap's signature bytes.
    pub aux: [[u8; 32]; 2],
    /// Seconds the seal's and the wrap's times go back (below [`TWO_DAYS`]).
    pub back: [u64; 2],
}

/// What a gift wrap carried: NIP-59's unsigned "rumor".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rumor {
    /// Its id (NIP-01's hash of it).
    pub id: String,
    /// Its author's public key (the seal's signer).
    pub pubkey: String,
    /// When it was written (seconds since 1970: its real time).
    pub created_at: u64,
    /// Its kind.
    pub kind: u16,
    /// Its tags.
    pub tags: Value,
    /// What it says.
    pub content: String,
}

/// A gift wrap (NIP-59) of a rumor of `kind` with `tags` saying `content`,
/// written at `now` (seconds since 1970), readable only by the holder of
/// `reader`'s secret key (`reader`: its x-only public key, hex): the
/// stored event to publish.
pub fn gift_wrap(
    kind: u16,
    tags: Value,
    content: &str,
    reader: &str,
    now: u64,
    random: &Randomness,
) -> Result<Value, SealError> {
    let reader_key = unhex32(reader).ok_or(SealError::Public)?;
    let author = Keys::from_secret(&random.author).ok_or(SealError::Secret)?;
    let id = crate::nostr::event_id(&author.public, now, kind, &tags, content);
    let rumor = json!({
        "id": hex(&id),
        "pubkey": author.public,
        "created_at": now,
        "kind": kind,
        "tags": tags,
        "content": content,
    });
    let sealed = encrypt(
        &rumor.to_string(),
        &conversation_key(&random.author, &reader_key)?,
        &random.nonces[0],
    )?;
    let back = |i: usize| now.saturating_sub(random.back[i] % TWO_DAYS);
    let seal = author.sign(SEAL, json!([]), &sealed, back(0), &random.aux[0]);
    let wrapper = Keys::from_secret(&random.wrap).ok_or(SealError::Secret)?;
    let wrapped = encrypt(
        &seal.to_string(),
        &conversation_key(&random.wrap, &reader_key)?,
        &random.nonces[1],
    )?;
    Ok(wrapper.sign(
        GIFT_WRAP,
        json!([["p", reader]]),
        &wrapped,
        back(1),
        &random.aux[1],
    ))
}

/// Opens a gift wrap with the reader's `secret` key: its rumor, once the
/// wrap and its seal are checked (kinds, signatures, the rumor's author is
/// the seal's signer, its id its hash), or why it cannot be opened.
pub fn unwrap(event: &Value, secret: &[u8; 32]) -> Result<Rumor, SealError> {
    let opened = |event: &Value, kind: u16| -> Result<Value, SealError> {
        if event.get("kind").and_then(Value::as_u64) != Some(kind as u64) {
            return Err(SealError::Kind);
        }
        if !is_signed(event) {
            return Err(SealError::Signature);
        }
        let field = |k: &str| event.get(k).and_then(Value::as_str).ok_or(SealError::Shape);
        let public = unhex32(field("pubkey")?).ok_or(SealError::Public)?;
        let text = decrypt(field("content")?, &conversation_key(secret, &public)?)?;
        serde_json::from_str(&text).map_err(|_| SealError::Shape)
    };
    let seal = opened(event, GIFT_WRAP)?;
    let rumor = opened(&seal, SEAL)?;
    let text = |k: &str| {
        rumor
            .get(k)
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or(SealError::Shape)
    };
    let rumor = Rumor {
        id: text("id")?,
        pubkey: text("pubkey")?,
        created_at: rumor
            .get("created_at")
            .and_then(Value::as_u64)
            .ok_or(SealError::Shape)?,
        kind: rumor
            .get("kind")
            .and_then(Value::as_u64)
            .and_then(|k| u16::try_from(k).ok())
            .ok_or(SealError::Shape)?,
        tags: rumor.get("tags").cloned().ok_or(SealError::Shape)?,
        content: text("content")?,
    };
    if seal.get("pubkey").and_then(Value::as_str) != Some(rumor.pubkey.as_str()) {
        return Err(SealError::Author);
    }
    let id = crate::nostr::event_id(
        &rumor.pubkey,
        rumor.created_at,
        rumor.kind,
        &rumor.tags,
        &rumor.content,
    );
    if unhex32(&rumor.id) != Some(id) {
        return Err(SealError::Shape);
    }
    Ok(rumor)
}

/// Randomness made from one byte, for this crate's tests: two calls with
/// different bytes give different keys and nonces.
#[cfg(test)]
pub(crate) fn test_randomness(n: u8, back: [u64; 2]) -> Randomness {
    Randomness {
        author: [n; 32],
        wrap: [n + 1; 32],
        nonces: [[n + 2; 32], [n + 3; 32]],
        aux: [[n + 4; 32], [n + 5; 32]],
        back,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn random(n: u8) -> Randomness {
        test_randomness(n, [3_600, 90_000])
    }

    fn reader() -> ([u8; 32], String) {
        let secret = [42u8; 32];
        (secret, Keys::from_secret(&secret).unwrap().public)
    }

    #[test]
    fn a_gift_wrap_opens_only_with_its_readers_key_and_hides_its_author() {
        let (secret, public) = reader();
        let tags = json!([["format", "keep-table-record"]]);
        let e = gift_wrap(
            7_101,
            tags.clone(),
            "the record",
            &public,
            1_765_000_000,
            &random(1),
        )
        .unwrap();
        assert_eq!(e["kind"], 1059);
        assert_eq!(e["tags"], json!([["p", public]]));
        assert_eq!(e["created_at"], 1_765_000_000 - 90_000);
        assert!(is_signed(&e));
        let author = Keys::from_secret(&[1; 32]).unwrap().public;
        let text = e.to_string();
        assert!(!text.contains("the record") && !text.contains(&author));
        assert_ne!(e["pubkey"], json!(author));
        let rumor = unwrap(&e, &secret).unwrap();
        assert_eq!(
            (rumor.kind, rumor.tags, rumor.content.as_str()),
            (7_101, tags, "the record")
        );
        assert_eq!((rumor.pubkey, rumor.created_at), (author, 1_765_000_000));
        assert_eq!(unwrap(&e, &[43; 32]), Err(SealError::Mac));
    }

    #[test]
    fn a_tampered_or_forged_wrap_is_refused_with_why() {
        let (secret, public) = reader();
        let e = gift_wrap(7_101, json!([]), "x", &public, 1_765_000_000, &random(1)).unwrap();
        let mut changed = e.clone();
        changed["created_at"] = json!(1);
        assert_eq!(unwrap(&changed, &secret), Err(SealError::Signature));
        let mut kind = e.clone();
        kind["kind"] = json!(1);
        assert_eq!(unwrap(&kind, &secret), Err(SealError::Kind));
        assert_eq!(unwrap(&json!("junk"), &secret), Err(SealError::Kind));
        // A wrap around a seal whose rumor names someone else.
        let wrapper = Keys::from_secret(&[9; 32]).unwrap();
        let author = Keys::from_secret(&[8; 32]).unwrap();
        let rumor = json!({"id": "00", "pubkey": public, "created_at": 1, "kind": 1,
            "tags": [], "content": "x"});
        let ck = |s: &[u8; 32]| conversation_key(s, &unhex32(&public).unwrap()).unwrap();
        let sealed = encrypt(&rumor.to_string(), &ck(&[8; 32]), &[1; 32]).unwrap();
        let seal = author.sign(SEAL, json!([]), &sealed, 1, &[0; 32]);
        let wrapped = encrypt(&seal.to_string(), &ck(&[9; 32]), &[2; 32]).unwrap();
        let forged = wrapper.sign(GIFT_WRAP, json!([["p", public]]), &wrapped, 1, &[0; 32]);
        assert_eq!(unwrap(&forged, &secret), Err(SealError::Author));
    }

    #[test]
    fn no_two_wraps_share_a_key() {
        let (_, public) = reader();
        let a = gift_wrap(1, json!([]), "x", &public, 5, &random(1)).unwrap();
        let b = gift_wrap(1, json!([]), "x", &public, 5, &random(10)).unwrap();
        assert_ne!(a["pubkey"], b["pubkey"]);
        assert_ne!(a["content"], b["content"]);
    }
}
