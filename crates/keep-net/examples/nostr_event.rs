//! Prints a signed ephemeral event of keep-net's Nostr protocol (for
//! checking it against a real relay by hand): `cargo run -p keep-net
//! --example nostr_event -- <room> <content> <created_at>`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let room = args.get(1).map_or("kt-test", String::as_str);
    let content = args.get(2).map_or("aGVsbG8", String::as_str);
    let at = args
        .get(3)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_700_000_000);
    let keys = keep_net::nostr::Keys::from_secret(&[9; 32]).expect("a key");
    let topic = keep_net::nostr::topic(room);
    let kind = keep_net::nostr::kind(&topic);
    println!("{}", keep_net::nostr::subscribe("s1", kind, &topic));
    println!(
        "{}",
        keep_net::nostr::publish(&keys.event(kind, &topic, content, at, &[3; 32]))
    );
}
