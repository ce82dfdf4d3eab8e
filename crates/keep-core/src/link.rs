//! Share-link text: percent-encoding and `key=value` query parsing.

/// Percent-encodes everything but unreserved characters (UTF-8 aware).
pub fn escape(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes and `+` as space.
pub fn unescape(s: &str) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = s
                    .get(i + 1..i + 3)
                    .ok_or("the link has a broken %-escape")?;
                out.push(
                    u8::from_str_radix(hex, 16).map_err(|_| "the link has a broken %-escape")?,
                );
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| "the link's text is not valid UTF-8".to_string())
}

/// A parsed query string: its `key=value` pairs, keys decoded, values raw.
pub struct Query {
    pairs: Vec<(String, String)>,
}

impl Query {
    /// Parses `?a=1&b=2` (the `?` is optional).
    pub fn parse(query: &str) -> Result<Query, String> {
        let pairs = query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                Ok((unescape(k)?, v.to_string()))
            })
            .collect::<Result<_, String>>()?;
        Ok(Query { pairs })
    }

    /// The raw value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// A comma-separated list under `key`, each item decoded.
    pub fn list(&self, key: &str) -> Option<Result<Vec<String>, String>> {
        self.get(key).map(|v| v.split(',').map(unescape).collect())
    }
}

/// A comma-separated list with each item encoded.
pub fn join_escaped<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(|s| escape(s.as_ref()))
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_round_trip() {
        for s in ["Ana María", "Bo, the 2nd", "Cy&Co", "100%"] {
            assert_eq!(unescape(&escape(s)).unwrap(), s);
        }
        assert!(unescape("%ZZ").is_err());
        assert!(unescape("%4").is_err());
    }

    #[test]
    fn queries() {
        let q = Query::parse("?play=x&names=A%20b,C&empty").unwrap();
        assert_eq!(q.get("play"), Some("x"));
        assert_eq!(q.list("names").unwrap().unwrap(), vec!["A b", "C"]);
        assert_eq!(q.get("empty"), Some(""));
        assert_eq!(q.get("nope"), None);
    }
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as unpadded URL-safe base64 (RFC 4648 §5), for binary link fields.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Reads [`base64url`] text.
pub fn unbase64url(text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let v = B64
            .iter()
            .position(|&b| b == c)
            .ok_or_else(|| format!("`{}` is not a base64url character", c as char))?;
        acc = acc << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits >= 6 {
        return Err("the base64url text is cut short".into());
    }
    Ok(out)
}

#[cfg(test)]
mod base64_tests {
    use super::*;

    #[test]
    fn base64url_round_trips() {
        assert_eq!(base64url(b"Man"), "TWFu");
        assert_eq!(base64url(b"Ma"), "TWE");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
        for n in 0..40u8 {
            let v: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37)).collect();
            assert_eq!(unbase64url(&base64url(&v)).unwrap(), v);
        }
        assert!(unbase64url("a*b").is_err());
        assert!(unbase64url("a").is_err());
    }
}
