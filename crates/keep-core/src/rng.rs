//! Seeded randomness: every chance event of every game comes through here.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// The games' random generator.
pub type GameRng = ChaCha8Rng;

/// A new generator for a game seed.
pub fn rng_from_seed(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A uniform number in `0..n` (`n > 0`), by Lemire's multiply-and-reject
/// method on 32-bit draws (the division is only needed on the rare draws
/// near a rejection). Returns 0 when `n <= 1`.
#[inline]
pub fn below(rng: &mut GameRng, n: u32) -> u32 {
    if n <= 1 {
        return 0;
    }
    below_from(n, &mut || rng.next_u32())
}

/// Fisher–Yates shuffle (from the last element down), drawing with [`below`].
///
/// The generator's words are fetched in batches of exactly as many as the
/// shuffle needs at least (one per place), so the words it uses, and those
/// left for later draws, are the same as drawing them one by one; a rare
/// rejection in [`below`] takes the next batched word, then fresh ones.
pub fn shuffle<T>(rng: &mut GameRng, items: &mut [T]) {
    shuffle_from(rng, items);
}

/// [`shuffle`] over any generator (the tests drive it with scripted words).
fn shuffle_from<T, R: RngCore>(rng: &mut R, items: &mut [T]) {
    const BATCH: usize = 64;
    let mut bytes = [0u8; 4 * BATCH];
    let mut i = items.len();
    while i > 1 {
        // Places i-1 down to 1 still to fill; fetch at most that many words.
        let want = (i - 1).min(BATCH);
        rng.fill_bytes(&mut bytes[..4 * want]);
        let mut words = bytes[..4 * want]
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
        // Each place takes one word; a rejection takes one more (batched
        // while any are left, then straight from the generator).
        let mut next = move |rng: &mut R| words.next().unwrap_or_else(|| rng.next_u32());
        for _ in 0..want {
            i -= 1;
            let n = i as u32 + 1;
            let j = below_from(n, &mut || next(rng)) as usize;
            items.swap(i, j.min(i));
        }
    }
}

/// Lemire's multiply-and-reject method of [`below`] over a source of words.
#[inline]
fn below_from(n: u32, word: &mut impl FnMut() -> u32) -> u32 {
    let mut m = u64::from(word()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(word()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_is_stable() {
        let mut rng = rng_from_seed(7);
        let draws: Vec<u32> = (0..8).map(|_| below(&mut rng, 10)).collect();
        assert!(draws.iter().all(|&d| d < 10));
        let mut again = rng_from_seed(7);
        let draws2: Vec<u32> = (0..8).map(|_| below(&mut again, 10)).collect();
        assert_eq!(draws, draws2);
        assert_eq!(below(&mut rng, 0), 0);
        assert_eq!(below(&mut rng, 1), 0);
    }

    /// Words from a script, then from a counter: for checking which words a
    /// shuffle takes.
    struct Scripted {
        words: Vec<u32>,
        taken: usize,
    }

    impl RngCore for Scripted {
        fn next_u32(&mut self) -> u32 {
            let w = self.words.get(self.taken).copied();
            self.taken += 1;
            w.unwrap_or((self.taken as u32).wrapping_mul(0x9E37_79B9))
        }
        fn next_u64(&mut self) -> u64 {
            u64::from(self.next_u32()) | u64::from(self.next_u32()) << 32
        }
        fn fill_bytes(&mut self, dest: &mut [u8]) {
            for chunk in dest.chunks_mut(4) {
                let w = self.next_u32().to_le_bytes();
                chunk.copy_from_slice(&w[..chunk.len()]);
            }
        }
        fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
            self.fill_bytes(dest);
            Ok(())
        }
    }

    /// The shuffle as first written: one word at a time.
    fn one_by_one<T>(rng: &mut impl RngCore, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let n = i as u32 + 1;
            let j = below_from(n, &mut || rng.next_u32()) as usize;
            items.swap(i, j);
        }
    }

    /// Batched words give the same order and leave the generator at the
    /// same word as drawing one by one, with rejections (a word of 0 is
    /// rejected for every n that does not divide 2^32) anywhere, including
    /// at the end of a batch.
    #[test]
    fn batched_shuffle_takes_the_same_words_as_one_by_one() {
        for len in [0usize, 1, 2, 3, 64, 65, 66, 108, 200] {
            for zeros in [
                vec![],
                vec![0],
                vec![5, 62, 63, 64, 65],
                (0..130).step_by(7).collect(),
            ] {
                let mut words: Vec<u32> =
                    (1..400u32).map(|w| w.wrapping_mul(0x7F4A_7C15)).collect();
                for &z in &zeros {
                    if z < words.len() {
                        words[z] = 0;
                    }
                }
                let (mut a, mut b) = (
                    Scripted {
                        words: words.clone(),
                        taken: 0,
                    },
                    Scripted { words, taken: 0 },
                );
                let mut x: Vec<usize> = (0..len).collect();
                let mut y = x.clone();
                shuffle_from(&mut a, &mut x);
                one_by_one(&mut b, &mut y);
                assert_eq!(x, y, "len {len}, zeros at {zeros:?}");
                assert_eq!(a.taken, b.taken, "len {len}, zeros at {zeros:?}");
            }
        }
        // The rejection really happens: a word of 0 is refused for n = 3.
        let mut words = [0u32, 1 << 31, 9].into_iter();
        assert_eq!(below_from(3, &mut || words.next().unwrap()), 1);
        assert_eq!(
            words.next(),
            Some(9),
            "the zero and the half were both taken"
        );
    }

    #[test]
    fn shuffle_is_a_stable_permutation() {
        let mut rng = rng_from_seed(1);
        let mut v: Vec<u32> = (0..108).collect();
        shuffle(&mut rng, &mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..108).collect::<Vec<_>>());
        assert_ne!(v, sorted);
        // Pinned: the same seed gives this order on every machine and version.
        assert_eq!(&v[..6], &[40, 88, 16, 36, 55, 17]);
    }
}
