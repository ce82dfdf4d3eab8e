//! The room's key in the browser's own cryptography (SubtleCrypto's
//! AES-GCM, 128 bits; no cryptography written here): what a page says
//! through the relays is sealed under it, so that a relay reads nothing of
//! it and nobody without the invitation can forge it.

use js_sys::{Array, Uint8Array};
use keep_core::link::{base64url, unbase64url};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{AesGcmParams, CryptoKey, SubtleCrypto};

/// The length of a room key, in bytes.
pub const KEY_BYTES: usize = 16;
/// The length of an AES-GCM nonce, in bytes.
const IV_BYTES: usize = 12;

/// `N` random bytes from the browser.
pub fn random<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    if getrandom::fill(&mut b).is_err() {
        for x in b.iter_mut() {
            *x = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    b
}

/// A fresh room key, as an invitation carries it (link-safe text).
pub fn new_key() -> String {
    base64url(&random::<KEY_BYTES>())
}

fn subtle() -> Result<SubtleCrypto, String> {
    let w = web_sys::window().ok_or("no window")?;
    let c = w.crypto().map_err(|_| "this browser has no cryptography")?;
    // (Absent on a page that is not https or localhost.)
    let s = js_sys::Reflect::get(&c, &"subtle".into()).map_err(|_| "no SubtleCrypto")?;
    if s.is_undefined() {
        return Err(
            "this page is not secure (https), so the browser offers no cryptography".into(),
        );
    }
    Ok(s.unchecked_into())
}

/// A room's key, ready to seal and open.
pub struct RoomKey(CryptoKey);

impl RoomKey {
    /// The key of an invitation's text (see [`new_key`]).
    pub async fn import(text: &str) -> Result<RoomKey, String> {
        let raw = unbase64url(text)?;
        if raw.len() != KEY_BYTES {
            return Err("the invitation's room key is damaged".into());
        }
        let usages = Array::of2(&"encrypt".into(), &"decrypt".into());
        let data = Uint8Array::from(raw.as_slice());
        let p = subtle()?
            .import_key_with_str("raw", &data, "AES-GCM", false, &usages)
            .map_err(|_| "the browser refused the room key")?;
        let key = JsFuture::from(p)
            .await
            .map_err(|_| "the browser refused the room key")?;
        Ok(RoomKey(key.unchecked_into()))
    }

    /// `plain` sealed: a fresh nonce and the ciphertext, as link-safe text.
    pub async fn seal(&self, plain: &str) -> Result<String, String> {
        let iv = random::<IV_BYTES>();
        let params = AesGcmParams::new("AES-GCM", &Uint8Array::from(&iv[..]));
        let p = subtle()?
            .encrypt_with_object_and_u8_array(&params, &self.0, plain.as_bytes())
            .map_err(|_| "the browser could not seal a message")?;
        let out = JsFuture::from(p)
            .await
            .map_err(|_| "the browser could not seal a message")?;
        let mut bytes = iv.to_vec();
        bytes.extend(Uint8Array::new(&out).to_vec());
        Ok(base64url(&bytes))
    }

    /// What `sealed` says, if it was sealed under this key (`None`: another
    /// key, or tampered with).
    pub async fn open(&self, sealed: &str) -> Option<String> {
        let bytes = unbase64url(sealed).ok()?;
        if bytes.len() <= IV_BYTES {
            return None;
        }
        let params = AesGcmParams::new("AES-GCM", &Uint8Array::from(&bytes[..IV_BYTES]));
        let p = subtle()
            .ok()?
            .decrypt_with_object_and_u8_array(&params, &self.0, &bytes[IV_BYTES..])
            .ok()?;
        let out = JsFuture::from(p).await.ok()?;
        String::from_utf8(Uint8Array::new(&out).to_vec()).ok()
    }
}
