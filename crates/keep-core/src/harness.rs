//! Property checks that hold for every game, written once over the engine
//! trait. Each game's property tests (with `proptest`) call them for every
//! player count, option and seed they draw:
//!
//! - every card is accounted for after every action ([`play_checked`]);
//! - a refused action changes nothing ([`refusal_changes_nothing`]);
//! - the same seed and actions give the same game, through a save too
//!   ([`replays_exactly`]);
//! - a view hides what its seat cannot know: with every hidden card dealt
//!   again, the seat's view, legal actions and bot decisions (the search
//!   bot's whole search too) are the same, and so is the position the
//!   search deals itself from the view ([`views_hide`]).

use crate::bot::make_bots;
use crate::bot::{Bot, BotKind, SeededBot};
use crate::engine::{Engine, SeatWindow, VariantOf};
use crate::saved::SavedGame;
use crate::search::SearchBot;
use crate::sim::{at_most, play_out, play_with};
use crate::variant::HasVariant;

/// What the property checks need to see of a position beyond the engine.
pub trait Inspect: Engine {
    /// Checks that every card of the game is somewhere, as many copies as
    /// it has (say which is not).
    fn check_cards(&self) -> Result<(), String>;
    /// Everything the position holds, as text: positions with equal texts
    /// are the same.
    fn snapshot(&self) -> String {
        format!("{self:?}")
    }
}

/// The bots property tests play with: basic against random, or random only.
pub fn bot_mix(basic: bool) -> Vec<BotKind> {
    if basic {
        vec![BotKind::Basic, BotKind::Random]
    } else {
        vec![BotKind::Random]
    }
}

/// Plays `pos` to its end (at most `max` decisions) with bots of `kinds`,
/// applying each decision through the rules and checking every card after
/// each; returns the final position.
pub fn play_checked<E: Inspect>(mut pos: E, kinds: &[BotKind], max: usize) -> Result<E, String> {
    let mut bots = make_bots::<E>(kinds, pos.players(), pos.seed());
    pos.check_cards()?;
    play_with(&mut pos, &mut bots, at_most(max), |pos, a| {
        if let Err(e) = pos.apply(a) {
            return Err(format!("the legal action {a:?} was refused: {e}"));
        }
        pos.check_cards().map_err(|e| format!("after {a:?}: {e}"))
    })?;
    if pos.pending().is_some() {
        return Err(format!("the game did not end in {max} decisions"));
    }
    if pos.winners().is_none() {
        return Err("the game has no decision pending but no result".into());
    }
    Ok(pos)
}

/// Plays up to `steps` decisions of `pos` with bots of `kinds` (seeded from
/// `seed`), each through `apply`: a position part-way through a game, for
/// the checks that look at one.
pub fn play_steps<E: Engine>(
    pos: &mut E,
    kinds: &[BotKind],
    seed: u64,
    steps: usize,
) -> Result<u32, String> {
    let mut bots = make_bots::<E>(kinds, pos.players(), seed);
    play_with(pos, &mut bots, at_most(steps), |pos, a| {
        pos.apply(a)
            .map(|_| ())
            .map_err(|e| format!("the legal action {a:?} was refused: {e}"))
    })
}

/// Plays `actions` on `pos`, each as drawn or, when its flag is set and
/// something is legal, the legal action at `pick(pos, step, count)` (modulo
/// their count), so that games get deep; after each, checks that the legal
/// actions are exactly what `apply` accepts ([`refusal_changes_nothing`])
/// and that every card is accounted for. No action sequence panics.
pub fn any_actions<E: Inspect>(
    pos: &mut E,
    actions: Vec<(E::Action, bool)>,
    pick: impl Fn(&E, usize, usize) -> usize,
) -> Result<(), String> {
    for (i, (drawn, use_legal)) in actions.into_iter().enumerate() {
        let legal = pos.legal_actions();
        let action = match use_legal && !legal.is_empty() {
            true => legal[pick(pos, i, legal.len()) % legal.len()],
            false => drawn,
        };
        refusal_changes_nothing(pos, action)?;
        pos.check_cards()?;
    }
    Ok(())
}

/// Applies `action` to `pos`, and checks that the legal actions are exactly
/// what `apply` accepts, both ways: when it is refused, that nothing
/// changed and that it was not one of the legal actions; when it is
/// accepted, that it was one of them, or the same play as one of them
/// written another way (Capture +2's targets in the other order): applying
/// that one gives the very same position. Returns whether it was applied.
pub fn refusal_changes_nothing<E: Inspect>(pos: &mut E, action: E::Action) -> Result<bool, String> {
    let before = pos.snapshot();
    let log_len = pos.log().len();
    let legal = pos.legal_actions();
    let listed = legal.contains(&action);
    let earlier = (!listed).then(|| pos.clone());
    match pos.apply(action) {
        Ok(_) => {
            if let Some(earlier) = earlier {
                let after = pos.snapshot();
                let same_as_listed = legal.iter().any(|&b| {
                    let mut other = earlier.clone();
                    other.apply(b).is_ok() && other.snapshot() == after
                });
                if !same_as_listed {
                    return Err(format!(
                        "{action:?} was accepted but is not among the legal actions {legal:?}"
                    ));
                }
            }
            Ok(true)
        }
        Err(e) => {
            if listed {
                return Err(format!("the listed action {action:?} was refused: {e}"));
            }
            if pos.snapshot() != before || pos.log().len() != log_len {
                return Err(format!("the refused {action:?} ({e}) changed the position"));
            }
            Ok(false)
        }
    }
}

/// Plays a game with bots of `kinds` twice from the same seed, once as a
/// simulation plays it ([`play_out`], without its log) and once through
/// `apply`, recording a [`SavedGame`]; checks both end alike, and that the
/// save, written as JSON and read back, replays to the same position, and
/// that its moves written as a replay link read back the same.
pub fn replays_exactly<E: Inspect>(
    players: usize,
    options: &E::Options,
    seed: u64,
    kinds: &[BotKind],
    max: usize,
) -> Result<(), String> {
    let deal = || E::new_game(players, options, seed).map_err(|e| e.to_string());
    let mut fast = deal()?.without_log();
    let mut buf = E::Actions::default();
    play_out(
        &mut fast,
        &mut make_bots::<E>(kinds, players, seed),
        &mut buf,
        at_most(max),
    );
    let mut pos = deal()?;
    let mut saved = SavedGame::<E>::new(players, options.clone(), seed);
    let mut bots = make_bots::<E>(kinds, players, seed);
    play_with(&mut pos, &mut bots, at_most(max), |pos, a| {
        saved.play(pos, a).map_err(|e| e.to_string())
    })?;
    if fast.winners() != pos.winners() {
        return Err("a simulated game and the same game through apply end differently".into());
    }
    for s in 0..players as u8 {
        if fast.player_view(Some(s)) != pos.player_view(Some(s)) {
            return Err(format!(
                "seat {s}'s view differs between a simulated game and the same game through apply"
            ));
        }
    }
    let json = serde_json::to_string(&saved).map_err(|e| e.to_string())?;
    let back: SavedGame<E> = serde_json::from_str(&json).map_err(|e| e.to_string())?;
    if back != saved {
        return Err("a save read back differs from the save written".into());
    }
    let restored = back.restore().map_err(|e| e.to_string())?;
    if restored.snapshot() != pos.snapshot() {
        return Err("a save replays to another position".into());
    }
    // A replay link's moves read back to the same moves.
    let code = saved
        .actions_code()
        .ok_or("a save's moves cannot be written as a link")?;
    let mut linked = SavedGame::<E>::new(players, options.clone(), seed);
    linked.read_actions_code(&code)?;
    if linked != saved {
        return Err("a replay link's moves read back differently".into());
    }
    if !code.is_empty()
        && linked.read_actions_code(&code[..code.len() - 1]).is_ok()
        && linked == saved
    {
        return Err("a cut replay link reads as the whole game".into());
    }
    Ok(())
}

/// Plays a game with bots of `kinds` (at most `max` decisions), and after
/// every action checks take-backs ([`crate::take_back`]): where one is
/// allowed (the first few times and then one in eight), taking it back gives the position before the action exactly
/// (the seat's view too), a seat that did not act is refused, and the
/// action played again gives the same position as before; then the game
/// goes on. Returns (take-backs allowed, refused).
pub fn take_backs_hold<E: Inspect>(
    players: usize,
    seed: u64,
    kinds: &[BotKind],
    max: usize,
) -> Result<(u32, u32), String> {
    let mut pos = E::new_game(players, &E::Options::default(), seed).map_err(|e| e.to_string())?;
    let mut saved = SavedGame::<E>::new(players, E::Options::default(), seed);
    let mut bots = make_bots::<E>(kinds, players, seed);
    let (mut allowed, mut refused, mut taken, mut stepped) = (0, 0, 0, 0);
    play_with(&mut pos, &mut bots, at_most(max), |pos, a| {
        let before = pos.clone();
        let seat = before.pending().map_or(0, |p| p.0);
        saved.play(pos, a).map_err(|e| e.to_string())?;
        if crate::take_back::check(&before, a, pos, seat).is_err() {
            refused += 1;
            return Ok(());
        }
        allowed += 1;
        // The whole round trip (a replay each) for the first few and then
        // one in eight: a game's take-backs checked in linear time.
        if allowed > 4 && allowed % 8 != 0 {
            return Ok(());
        }
        taken += 1;
        if saved.taker(pos).map(|t| t.0).ok() != Some(seat) {
            return Err(format!(
                "seat {seat} may not take back {a:?} from its saved game"
            ));
        }
        let after = pos.snapshot();
        let other = (seat + 1) % players as u8;
        if players > 1 && saved.clone().take_back(&mut pos.clone(), other).is_ok() {
            return Err(format!("seat {other} took back seat {seat}'s {a:?}"));
        }
        let mut back = pos.clone();
        let taken = saved
            .take_back(&mut back, seat)
            .map_err(|e| e.to_string())?;
        if taken != a || back.snapshot() != before.snapshot() {
            return Err(format!(
                "taking back {a:?} did not give the position before it"
            ));
        }
        if back.player_view(Some(seat)) != before.player_view(Some(seat)) {
            return Err(format!("taking back {a:?} left seat {seat} another view"));
        }
        // Now and then a player steps back through their turn (T4): the
        // move before, taken back too, and both lines in the log.
        if stepped < 3 && saved.taker(&back).map(|t| t.0).ok() == Some(seat) {
            let prev = saved
                .take_back(&mut back, seat)
                .map_err(|e| e.to_string())?;
            stepped += 1;
            let lines = crate::take_back::lines(&saved, &[], None, None);
            if lines.len() != saved.taken_back.len() {
                return Err(format!(
                    "after stepping back through {prev:?} and {a:?}, the log has {} take-back lines of {}",
                    lines.len(),
                    saved.taken_back.len()
                ));
            }
            saved.play(&mut back, prev).map_err(|e| e.to_string())?;
        }
        saved.play(&mut back, a).map_err(|e| e.to_string())?;
        if back.snapshot() != after {
            return Err(format!(
                "{a:?} played again after its take-back went another way"
            ));
        }
        *pos = back;
        Ok(())
    })?;
    if saved.taken_back.len() != taken + stepped
        || saved.restore().map_err(|e| e.to_string())?.snapshot() != pos.snapshot()
    {
        return Err("a game with take-backs does not replay to where it stands".into());
    }
    let lines = crate::take_back::lines(&saved, &[], None, None);
    if lines.len() != saved.taken_back.len() {
        return Err(format!(
            "{} take-backs, {} lines in the log",
            saved.taken_back.len(),
            lines.len()
        ));
    }
    Ok((allowed, refused))
}

/// Deals everything hidden from `seat` again (from `salt`) and checks that
/// the seat's view, its legal actions, its basic bot's decision, the
/// position [`SeatWindow::sample`] deals from its view and the search bot's
/// whole search are the same, and that every card is still accounted for. Returns whether the
/// new deal differs from `pos` at all (it can only when something is hidden).
pub fn views_hide<E: Inspect>(pos: &E, seat: u8, salt: u64) -> Result<bool, String> {
    let other = pos.sample(seat, salt);
    other
        .check_cards()
        .map_err(|e| format!("after dealing seat {seat}'s hidden cards again: {e}"))?;
    if other.player_view(Some(seat)) != pos.player_view(Some(seat)) {
        return Err(format!(
            "seat {seat}'s view changed when only cards hidden from it moved:\n{:?}\n{:?}",
            pos.player_view(Some(seat)),
            other.player_view(Some(seat))
        ));
    }
    if other.pending() != pos.pending() {
        return Err("who decides changed when only hidden cards moved".into());
    }
    if pos.pending().is_some_and(|(s, _)| s == seat) {
        let (a, b) = (pos.legal_actions(), other.legal_actions());
        if a != b {
            return Err(format!(
                "seat {seat}'s legal actions changed when only cards hidden from it moved"
            ));
        }
        let decide = |p: &E| E::Basic::from_seed(salt).decide(&p.view(seat), &a);
        if decide(pos) != decide(&other) {
            return Err(format!(
                "seat {seat}'s bot decided differently when only cards hidden from it moved"
            ));
        }
        let search = |p: &E| SearchBot::<E>::new(salt, 12).search(&p.view(seat), &a);
        if search(pos) != search(&other) {
            return Err(format!(
                "seat {seat}'s search bot searched differently when only cards hidden from it moved"
            ));
        }
    }
    let (x, y) = (pos.view(seat).sample(salt), other.view(seat).sample(salt));
    if x.snapshot() != y.snapshot() {
        return Err(format!(
            "the position seat {seat}'s search deals from its view depends on where its hidden cards are"
        ));
    }
    x.check_cards()
        .map_err(|e| format!("in the position seat {seat}'s search dealt: {e}"))?;
    // (Its view may differ only in what the app's view reads from the log,
    // which a dealt position does not keep.)
    let decides = pos.pending().is_some_and(|(s, _)| s == seat);
    if x.pending() != pos.pending() || (decides && x.legal_actions() != pos.legal_actions()) {
        return Err(format!(
            "in the position seat {seat}'s search dealt, another seat decides or other actions are legal"
        ));
    }
    Ok(other.snapshot() != pos.snapshot())
}

/// Plays `games` games of `players` seats (seeds from `seed` on) with the
/// search bot (`iterations` per decision) in seat 0 and the random bot in
/// the others, checking that it always chooses a legal action and that
/// the same seed and view give the same decision; returns the games seat
/// 0 won (shared wins count).
pub fn search_against_random<E: Inspect>(
    players: usize,
    games: u64,
    seed: u64,
    iterations: u32,
) -> Result<u64, String> {
    let mut won = 0;
    for g in seed..seed + games {
        let mut pos = E::new_game(players, &E::Options::default(), g).map_err(|e| e.to_string())?;
        let mut random = crate::bot::UniformBot::new(g);
        let mut steps = 0;
        while let Some((seat, _)) = pos.pending() {
            steps += 1;
            if steps > 20_000 {
                return Err("the game did not end".into());
            }
            let legal = pos.legal_actions();
            let a = if seat == 0 {
                let salt = g ^ steps;
                let first = SearchBot::<E>::new(salt, iterations).search(&pos.view(0), &legal);
                let again = SearchBot::<E>::new(salt, iterations).search(&pos.view(0), &legal);
                if again != first {
                    return Err("the same seed and view gave another search".into());
                }
                if !legal.contains(&first.action) {
                    return Err(format!(
                        "the search chose {:?}, not a legal action",
                        first.action
                    ));
                }
                first.action
            } else {
                Bot::<E::View<'_>, E::Action>::decide(&mut random, &pos.view(seat), &legal)
            };
            pos.apply(a).map_err(|e| e.to_string())?;
        }
        if pos.winners().is_some_and(|w| w.contains(0)) {
            won += 1;
        }
    }
    Ok(won)
}

/// [`search_against_random`] for every player count the game takes: one
/// game of each count with a small budget, and heads-up eight games with
/// 40 iterations, of which the search must win at least five.
pub fn search_plays_every_count<E: Inspect>() -> Result<(), String> {
    for players in E::PLAYERS {
        let heads_up = players == 2;
        let games = if heads_up { 8 } else { 1 };
        let won = search_against_random::<E>(players, games, 1, if heads_up { 40 } else { 8 })?;
        if heads_up && won < 5 {
            return Err(format!("the search won {won} of 8 games against random"));
        }
    }
    Ok(())
}

/// Game `E`'s default options with variant `v`.
fn with_variant<E: Engine>(v: VariantOf<E>) -> E::Options {
    let mut options = E::Options::default();
    *options.variant_mut() = v;
    options
}

/// A variant drawn at random from `seed` for `players` players: each
/// number uniform in its range, drawn again until the game deals with it
/// (its checks, and Keep's card list, accept it); the rules' numbers if
/// 10,000 draws do not.
pub fn random_variant<E: Engine>(players: usize, seed: u64) -> VariantOf<E> {
    use crate::variant::Numbers;
    let mut rng = crate::rng_from_seed(seed);
    for _ in 0..10_000 {
        let mut v = VariantOf::<E>::default();
        for (i, n) in VariantOf::<E>::NUMBERS.iter().enumerate() {
            let span = u32::from(n.max - n.min) + 1;
            v.set(i, n.min + crate::below(&mut rng, span) as u16);
        }
        if E::new_game(players, &with_variant::<E>(v), seed).is_ok() {
            return v;
        }
    }
    VariantOf::<E>::default()
}

/// Every variant within the limits: a random one for `players` (from
/// `seed`) deals, plays to its end under bots of `kinds` with every card
/// accounted for after every action, and replays exactly through a save;
/// and the variants at the edge of every range (each number at its least
/// and its most, the others the rules') deal and play to the end too when
/// the game's checks accept them. Returns the variant drawn.
pub fn variants_play_out<E: Inspect>(
    players: usize,
    seed: u64,
    kinds: &[BotKind],
    max: usize,
) -> Result<VariantOf<E>, String> {
    use crate::variant::Numbers;
    use crate::Variant;
    let play = |v: VariantOf<E>| -> Result<(), String> {
        let options = with_variant::<E>(v);
        let pos = match E::new_game(players, &options, seed) {
            Ok(pos) => pos,
            // Refused, naming the field: a list too small for it (Keep).
            Err(e) if v.check(players).is_ok() && e.to_string().starts_with("variant `") => {
                return Ok(())
            }
            Err(e) => return Err(format!("{v:?} passed its check but was not dealt: {e}")),
        };
        play_checked(pos, kinds, max).map_err(|e| format!("{v:?}: {e}"))?;
        replays_exactly::<E>(players, &options, seed, kinds, max).map_err(|e| format!("{v:?}: {e}"))
    };
    let drawn = random_variant::<E>(players, seed);
    play(drawn)?;
    for (i, n) in VariantOf::<E>::NUMBERS.iter().enumerate() {
        for x in [n.min, n.max] {
            let mut v = VariantOf::<E>::default();
            v.set(i, x);
            match v.check(players) {
                Ok(()) => play(v)?,
                Err(why) => {
                    if E::new_game(players, &with_variant::<E>(v), seed).is_ok() {
                        return Err(format!("{v:?} was refused by its check ({why}) but dealt"));
                    }
                }
            }
        }
    }
    Ok(drawn)
}

/// The tests every game runs over this harness, written once for a game's
/// `tests/properties.rs` (which needs `proptest` among its dev-dependencies):
/// the search bot plays whole games legally for every player count and
/// heads-up beats the random bot ([`search_plays_every_count`]); and, over
/// 64 cases, every variant within the limits (one drawn at random, and
/// each number at the least and the most of its range) deals, plays to its
/// end under bots within `cap` decisions with every card accounted for,
/// and replays exactly ([`variants_play_out`]); and, over 24 games, take-backs
/// give back the position before ([`take_backs_hold`]).
#[macro_export]
macro_rules! every_game_tests {
    ($pos:ty, cap: $cap:expr) => {
        /// The search bot plays legally for every count and beats random.
        #[test]
        fn the_search_bot_plays_legally_and_beats_random() {
            $crate::harness::search_plays_every_count::<$pos>().unwrap();
        }

        ::proptest::proptest! {
            #![proptest_config(::proptest::prelude::ProptestConfig {
                cases: 64,
                ..::proptest::prelude::ProptestConfig::default()
            })]

            /// Every variant within the limits plays out.
            #[test]
            fn every_variant_within_the_limits_plays_out(
                players in <$pos as $crate::Engine>::PLAYERS,
                seed: u64,
                basic: bool,
            ) {
                let bots = $crate::harness::bot_mix(basic);
                $crate::harness::variants_play_out::<$pos>(players, seed, &bots, $cap)
                    .map_err(::proptest::test_runner::TestCaseError::fail)?;
            }
        }

        ::proptest::proptest! {
            #![proptest_config(::proptest::prelude::ProptestConfig {
                cases: 24,
                ..::proptest::prelude::ProptestConfig::default()
            })]

            /// A take-back gives back the position before the action,
            /// only to the seat that took it.
            #[test]
            fn take_backs_give_back_the_position_before(
                players in <$pos as $crate::Engine>::PLAYERS,
                seed: u64,
                basic: bool,
            ) {
                let bots = $crate::harness::bot_mix(basic);
                $crate::harness::take_backs_hold::<$pos>(players, seed, &bots, $cap)
                    .map_err(::proptest::test_runner::TestCaseError::fail)?;
            }
        }
    };
}
