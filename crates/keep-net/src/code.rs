//! A WebRTC session description cut down to what a data channel needs, as
//! short text to paste in a chat: the ICE user fragment and password, the
//! DTLS certificate's fingerprint and the UDP candidates
//! (`ufrag~pwd~fingerprint~h10.0.0.5:53350~s203.0.113.7:41000`). The other
//! side writes the whole description back from it ([`Signal::to_sdp`]).
//! Chromium's offer with one candidate is some 560 bytes of SDP; its code is
//! about 90 characters.

use keep_core::link::{base64url, unbase64url};

/// One way to reach a peer: an address and a UDP port, seen on its own
/// network (`host`) or through a STUN server (`srflx`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The IP address (v4 or v6).
    pub ip: String,
    /// The UDP port.
    pub port: u16,
    /// True for an address a STUN server saw (server-reflexive).
    pub reflexive: bool,
}

/// What one side of a data channel tells the other to connect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// The ICE user fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate (32 bytes).
    pub fingerprint: Vec<u8>,
    /// The UDP candidates.
    pub candidates: Vec<Candidate>,
}

/// The characters ICE allows in a user fragment or password.
fn ice_chars(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 256
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

impl Signal {
    /// Reads what is needed from a session description (an offer or an
    /// answer of a data channel); TCP candidates are left out.
    pub fn from_sdp(sdp: &str) -> Result<Signal, String> {
        let (mut ufrag, mut pwd, mut fingerprint) = (None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
                ufrag = Some(v.to_string());
            } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
                pwd = Some(v.to_string());
            } else if let Some(v) = line.strip_prefix("a=fingerprint:sha-256 ") {
                let bytes = v
                    .split(':')
                    .map(|h| u8::from_str_radix(h, 16))
                    .collect::<Result<Vec<u8>, _>>()
                    .map_err(|_| "the fingerprint is not hexadecimal".to_string())?;
                fingerprint = Some(bytes);
            } else if let Some(v) = line.strip_prefix("a=candidate:") {
                let f: Vec<&str> = v.split_whitespace().collect();
                // foundation component transport priority ip port "typ" type
                if f.len() >= 8 && f[2].eq_ignore_ascii_case("udp") && f[1] == "1" {
                    let reflexive = match f[7] {
                        "host" => false,
                        "srflx" => true,
                        _ => continue,
                    };
                    let port = f[5].parse().map_err(|_| "a candidate's port is bad")?;
                    let c = Candidate {
                        ip: f[4].to_string(),
                        port,
                        reflexive,
                    };
                    if !candidates.contains(&c) {
                        candidates.push(c);
                    }
                }
            }
        }
        let s = Signal {
            ufrag: ufrag.ok_or("the description has no ICE user fragment")?,
            pwd: pwd.ok_or("the description has no ICE password")?,
            fingerprint: fingerprint.ok_or("the description has no SHA-256 fingerprint")?,
            candidates,
        };
        s.check()?;
        Ok(s)
    }

    fn check(&self) -> Result<(), String> {
        if !ice_chars(&self.ufrag) || !ice_chars(&self.pwd) {
            return Err(
                "the ICE user fragment or password has characters ICE does not allow".into(),
            );
        }
        if self.fingerprint.len() != 32 {
            return Err("the fingerprint is not 32 bytes".into());
        }
        if self.candidates.is_empty() {
            return Err("it names no address to reach (no candidate)".into());
        }
        for c in &self.candidates {
            let ok = c.ip.parse::<std::net::IpAddr>().is_ok();
            if !ok || c.port == 0 {
                return Err(format!("`{}` is not an address", c.ip));
            }
        }
        Ok(())
    }

    /// The short text (see the module's documentation).
    pub fn encode(&self) -> String {
        let mut out = format!(
            "{}~{}~{}",
            self.ufrag,
            self.pwd,
            base64url(&self.fingerprint)
        );
        for c in &self.candidates {
            out.push('~');
            out.push(if c.reflexive { 's' } else { 'h' });
            if c.ip.contains(':') {
                out.push_str(&format!("[{}]:{}", c.ip, c.port));
            } else {
                out.push_str(&format!("{}:{}", c.ip, c.port));
            }
        }
        out
    }

    /// Reads [`Signal::encode`]'s text (spaces and line breaks a chat added
    /// are ignored), or says what is wrong with it.
    pub fn decode(code: &str) -> Result<Signal, String> {
        let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        if code.len() > 2000 {
            return Err("the code is far too long".into());
        }
        let mut parts = code.split('~');
        let ufrag = parts.next().unwrap_or_default().to_string();
        let pwd = parts.next().ok_or("the code is cut short")?.to_string();
        let fingerprint = unbase64url(parts.next().ok_or("the code is cut short")?)?;
        let candidates = parts
            .map(|p| {
                let reflexive = match p.as_bytes().first() {
                    Some(b'h') => false,
                    Some(b's') => true,
                    _ => return Err(format!("`{p}` is not an address")),
                };
                let (ip, port) = p[1..]
                    .rsplit_once(':')
                    .ok_or_else(|| format!("`{p}` has no port"))?;
                let ip = ip.trim_start_matches('[').trim_end_matches(']').to_string();
                let port = port.parse().map_err(|_| format!("`{p}` has a bad port"))?;
                Ok(Candidate {
                    ip,
                    port,
                    reflexive,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let s = Signal {
            ufrag,
            pwd,
            fingerprint,
            candidates,
        };
        s.check()?;
        Ok(s)
    }

    /// The whole session description again: an offer (`offer`) or an
    /// answer, of one data channel.
    pub fn to_sdp(&self, offer: bool) -> String {
        let fp: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let mut s = String::from("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n");
        s.push_str("a=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n");
        s.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (i, c) in self.candidates.iter().enumerate() {
            let (kind, priority) = if c.reflexive {
                ("srflx raddr 0.0.0.0 rport 0", 1_686_052_607u32 - i as u32)
            } else {
                ("host", 2_113_937_151u32 - i as u32)
            };
            s.push_str(&format!(
                "a=candidate:{} 1 udp {priority} {} {} typ {kind}\r\n",
                i + 1,
                c.ip,
                c.port
            ));
        }
        s.push_str("a=end-of-candidates\r\n");
        s.push_str(&format!(
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\n",
            self.ufrag, self.pwd
        ));
        s.push_str(&format!("a=fingerprint:sha-256 {}\r\n", fp.join(":")));
        s.push_str(if offer {
            "a=setup:actpass\r\n"
        } else {
            "a=setup:active\r\n"
        });
        s.push_str("a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n");
        s
    }
}

/// A short check of `text` (two link-safe characters, 12 bits of FNV-1a):
/// a reply code cut short or mistyped no longer matches it.
fn check(text: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in text.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    [
        ABC[(h & 63) as usize] as char,
        ABC[((h >> 6) & 63) as usize] as char,
    ]
    .iter()
    .collect()
}

/// The guest's reply code: its answer's code, the offer it answers
/// (`~o` and the offer's ICE user fragment) and a check (`~k` and two
/// characters), so that the host can tell a code cut short, mistyped or
/// made for an earlier invitation from a good one.
pub fn reply_code(answer: &Signal, offer: &Signal) -> String {
    let body = format!("{}~o{}", answer.encode(), offer.ufrag);
    let k = check(&body);
    format!("{body}~k{k}")
}

/// Reads a reply code pasted at the host for the invitation whose offer
/// has ICE user fragment `offer_ufrag`, or says in people's words what is
/// wrong with it and what to do.
pub fn read_reply(code: &str, offer_ufrag: &str) -> Result<Signal, String> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.is_empty() {
        return Err("Paste the code their page shows first.".into());
    }
    // The check is the last `~k` and two characters; a `~k` further from the
    // end is a field of the answer that starts with `k` (its password or
    // fingerprint can), so the code lost its end.
    let check_at = code
        .rsplit_once("~k")
        .filter(|(_, k)| k.chars().count() <= 2);
    let Some((body, k)) = check_at else {
        // (A start of a code: its first fields, separated by `~`.)
        return Err(if code.matches('~').count() >= 2 {
            "This code is cut short: ask them to copy the whole code again (their page's Copy button copies all of it)."
        } else {
            "This is not a reply code from Keep Table: ask them to copy the code their page shows, with its Copy button."
        }
        .into());
    };
    if k != check(body) {
        return Err("This code has a typo or lost a part on the way: ask them to copy it again with their page's Copy button and paste it whole.".into());
    }
    let Some((answer, tag)) = body.rsplit_once("~o") else {
        return Err(
            "This is not a reply code from Keep Table: ask them to copy the code their page shows."
                .into(),
        );
    };
    if tag != offer_ufrag {
        return Err("This code answers an earlier invitation for this seat (their page was opened from an older link). Send them the link above, and paste the code their page shows then.".into());
    }
    Signal::decode(answer)
        .map_err(|why| format!("This reply code is damaged ({why}): ask them to copy it again."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_code_says_what_is_wrong_with_it() {
        let offer = Signal::from_sdp(OFFER).unwrap();
        let mut answer = offer.clone();
        answer.ufrag = "Ab9x".into();
        let code = reply_code(&answer, &offer);
        assert!(code.contains("~oz+l6~k"));
        assert_eq!(read_reply(&format!(" {code}\n"), "z+l6").unwrap(), answer);
        // Cut short, mistyped, for another offer, not a code at all.
        let cut = read_reply(&code[..code.len() - 12], "z+l6").unwrap_err();
        assert!(cut.contains("cut short"), "{cut}");
        let typo = read_reply(&code.replace("10.200.0.1", "10.200.0.7"), "z+l6").unwrap_err();
        assert!(typo.contains("typo"), "{typo}");
        let short = read_reply(&code[..code.len() - 1], "z+l6").unwrap_err();
        assert!(short.contains("typo"), "{short}");
        // An answer whose password starts with `k`: its code cut short still
        // holds a `~k`, which is not the check.
        let mut k_answer = answer.clone();
        k_answer.pwd = format!("k{}", &answer.pwd[1..]);
        let k_code = reply_code(&k_answer, &offer);
        assert_eq!(read_reply(&k_code, "z+l6").unwrap(), k_answer);
        let k_cut = read_reply(&k_code[..k_code.len() - 12], "z+l6").unwrap_err();
        assert!(k_cut.contains("cut short"), "{k_cut}");
        let stale = read_reply(&code, "Qq7w").unwrap_err();
        assert!(stale.contains("earlier invitation"), "{stale}");
        assert!(read_reply("hello", "z+l6")
            .unwrap_err()
            .contains("not a reply code"));
        assert!(read_reply("  ", "z+l6").is_err());
    }

    /// An offer Chromium 156 made in the test network namespace.
    const OFFER: &str = "v=0\r\no=- 5575908001495974085 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 53350 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 10.200.0.1\r\na=candidate:3176444054 1 udp 2113937151 10.200.0.1 53350 typ host generation 0 network-cost 999\r\na=candidate:9 1 tcp 1518280447 10.200.0.1 9 typ host tcptype active\r\na=ice-ufrag:z+l6\r\na=ice-pwd:GJol6pSz96dA9QKoLl20xizc\r\na=ice-options:trickle\r\na=fingerprint:sha-256 BC:FE:71:72:1D:35:4F:DC:FB:B0:8D:8C:65:4D:BA:68:FD:8A:A4:C9:F9:CB:E9:81:1B:17:10:B8:D1:36:1C:23\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    #[test]
    fn an_offer_becomes_a_short_code_and_back() {
        let s = Signal::from_sdp(OFFER).unwrap();
        assert_eq!(s.candidates.len(), 1, "the TCP candidate is left out");
        let code = s.encode();
        assert_eq!(
            code,
            "z+l6~GJol6pSz96dA9QKoLl20xizc~vP5xch01T9z7sI2MZU26aP2KpMn5y-mBGxcQuNE2HCM~h10.200.0.1:53350"
        );
        assert!(code.len() < OFFER.len() / 5);
        let back = Signal::decode(&format!(" {code}\n")).unwrap();
        assert_eq!(back, s);
        // The description written back reads as the same signal.
        assert_eq!(Signal::from_sdp(&back.to_sdp(true)).unwrap(), s);
        assert!(back.to_sdp(false).contains("a=setup:active"));
    }

    #[test]
    fn reflexive_and_v6_candidates_round_trip() {
        let mut s = Signal::from_sdp(OFFER).unwrap();
        s.candidates.push(Candidate {
            ip: "203.0.113.7".into(),
            port: 41000,
            reflexive: true,
        });
        s.candidates.push(Candidate {
            ip: "fd00::5".into(),
            port: 5,
            reflexive: false,
        });
        let back = Signal::decode(&s.encode()).unwrap();
        assert_eq!(back, s);
        assert_eq!(Signal::from_sdp(&back.to_sdp(true)).unwrap(), s);
    }

    #[test]
    fn a_damaged_code_is_refused_with_a_reason() {
        let code = Signal::from_sdp(OFFER).unwrap().encode();
        for bad in [
            "",
            "abc",
            &code[..code.len() - 20],
            &code.replace("~h10.200.0.1:53350", ""),
            &code.replace("10.200.0.1", "10.200.0"),
            &code.replace("z+l6", "z l6?"),
            &"x~".repeat(1500),
        ] {
            assert!(Signal::decode(bad).is_err(), "{bad}");
        }
    }
}
