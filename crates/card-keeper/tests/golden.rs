//! Golden deals: the same seed must deal the same game on every machine and
//! every version. If this test fails, shared links and saved games break.

use card_keeper::{Position, Rulings};

fn deal(players: usize, seed: u64) -> (Option<u8>, &'static str, u8, Vec<String>) {
    let p = Position::new_game(players, Rulings::default(), seed).unwrap();
    let hands = (0..players as u8)
        .map(|s| {
            p.hand(s)
                .cards()
                .map(|c| c.code())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    (p.dealer(), p.top().unwrap().code(), p.current(), hands)
}

#[test]
fn seed_1_four_players() {
    let (dealer, top, first, hands) = deal(4, 1);
    assert_eq!((dealer, top, first), (Some(2), "B3", 3));
    assert_eq!(
        hands,
        [
            "R8 B1 B9 G2 G9 Y7 Rcap Ycap wild shield",
            "R5 R5 R8 B2 G7 Y5 Y8 Bcap cap2 shield",
            "R2 R2 R3 B3 G1 G7 Y2 Y9 Gcap wild",
            "B6 G4 G4 G5 Y5 Y8 Brev Rcap wild swapRY",
        ]
    );
}

#[test]
fn seed_42_two_players() {
    let (dealer, top, first, hands) = deal(2, 42);
    assert_eq!((dealer, top, first), (Some(0), "B2", 1));
    assert_eq!(
        hands,
        [
            "R8 B7 B9 G6 Y3 Brev Rcap cap2 draw3 swapRY",
            "R8 B2 B6 B6 G5 Y5 Y9 Rrev Brev draw3"
        ]
    );
}

#[test]
fn seed_2026_six_players() {
    let (dealer, top, first, hands) = deal(6, 2026);
    assert_eq!((dealer, top, first), (Some(0), "Rcap", 1));
    assert_eq!(hands[0], "R2 R8 B8 G3 G4 G8 Y4 Y9 draw3 shield");
    assert_eq!(hands[5], "R3 R5 R8 B4 B7 G6 Y8 Y9 chaos shield");
}
