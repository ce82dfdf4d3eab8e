//! Games spread over threads: game `i` gets seed `seed + i`, each thread
//! plays every `threads`-th game and folds its results; a progress bar
//! (games done, rate, time left) on the terminal when asked.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Runs `play(i, scratch, acc)` for every game index `0..games` on
/// `threads` threads, each with its own `S::default()` scratch (such as a
/// reused buffer) and `A::default()` totals that `play` counts the game
/// into, then merges the threads' totals in thread order with `merge`. With `progress`, a bar on standard error shows the games done,
/// the rate and the time left.
pub fn run<S: Default, A: Default + Send>(
    games: u64,
    threads: usize,
    progress: bool,
    play: impl Fn(u64, &mut S, &mut A) + Sync,
    mut merge: impl FnMut(A),
) {
    let done = AtomicU64::new(0);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (play, done) = (&play, &done);
                scope.spawn(move || {
                    let mut acc = A::default();
                    let mut scratch = S::default();
                    let mut i = t as u64;
                    while i < games {
                        play(i, &mut scratch, &mut acc);
                        done.fetch_add(1, Ordering::Relaxed);
                        i += threads as u64;
                    }
                    acc
                })
            })
            .collect();
        if progress {
            let bar = indicatif::ProgressBar::new(games).with_style(
                indicatif::ProgressStyle::with_template(
                    "[{bar:40}] {pos}/{len} games  {rate}  {eta} left",
                )
                .expect("a valid template")
                .with_key(
                    "rate",
                    |s: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                        let _ = write!(w, "{:.0} games/s", s.per_sec());
                    },
                )
                .progress_chars("#>."),
            );
            while handles.iter().any(|h| !h.is_finished()) {
                bar.set_position(done.load(Ordering::Relaxed));
                std::thread::sleep(Duration::from_millis(100));
            }
            bar.finish_and_clear();
        }
        for h in handles {
            merge(h.join().expect("a simulation thread panicked"));
        }
    });
}
