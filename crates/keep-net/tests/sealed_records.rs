//! Records sealed by `keep-net` are read by an independent implementation,
//! and what it seals `keep-net` reads: `data/sealed-by-keep-net.json` is
//! made here (deterministically; `KEEP_WRITE_FIXTURES=1` writes it again)
//! and opened by npm's `nostr-tools` in `tests/interop/nostr-tools.mjs`;
//! `data/sealed-by-nostr-tools.json` was sealed by `nostr-tools` (that
//! script with `--write`) and is opened here.

use keep_net::campaign::{open_record, seal_record};
use keep_net::nostr::{hex, unhex32, Keys};
use keep_net::seal::Randomness;
use serde_json::{json, Value};

const RECORD: &str = r#"{"format":"keep-table-record","version":1,"id":"ck-2a","game":"card-keeper","app":"test","started":1796677000000,"ended":1796677860000,"finished":false,"winners":null,"result":"","seats":[{"name":"Ana","kind":"human"},{"name":"Bo","kind":"remote"}],"moves":0,"play":{"players":2,"seed":42,"actions":[]},"notes":"Shields felt strong","marks":[{"step":0,"who":"Bo","note":"the deal"}],"answers":[{"seat":0,"tags":["fun"],"note":"again"}]}"#;

fn data(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

#[test]
fn the_fixture_sealed_here_is_fresh() {
    let secret = [0x5eu8; 32];
    let public = Keys::from_secret(&secret).unwrap().public;
    let random = Randomness {
        author: [1; 32],
        wrap: [2; 32],
        nonces: [[3; 32], [4; 32]],
        aux: [[5; 32], [6; 32]],
        back: [4_000, 100_000],
    };
    let event = seal_record(RECORD, &public, 1_796_677_860, &random).unwrap();
    let made = serde_json::to_string_pretty(&json!({
        "secret": hex(&secret),
        "public": public,
        "record": RECORD,
        "event": event,
    }))
    .unwrap()
        + "\n";
    let path = data("sealed-by-keep-net.json");
    if std::env::var_os("KEEP_WRITE_FIXTURES").is_some() {
        std::fs::write(&path, &made).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == made,
        "{} is stale: run this test with KEEP_WRITE_FIXTURES=1",
        path.display()
    );
    let (_, back) = open_record(&event, &secret).unwrap();
    assert_eq!(back, RECORD);
}

#[test]
fn what_nostr_tools_sealed_opens_here() {
    let text = std::fs::read_to_string(data("sealed-by-nostr-tools.json")).unwrap();
    let theirs: Value = serde_json::from_str(&text).unwrap();
    let secret = unhex32(theirs["secret"].as_str().unwrap()).unwrap();
    let (rumor, record) = open_record(&theirs["event"], &secret).unwrap();
    assert_eq!(record, theirs["record"].as_str().unwrap());
    assert_eq!(record, RECORD);
    assert_eq!(rumor.pubkey, theirs["sender"].as_str().unwrap());
    // Sealed to another key, it does not open.
    assert!(open_record(&theirs["event"], &[0x5f; 32]).is_err());
}
