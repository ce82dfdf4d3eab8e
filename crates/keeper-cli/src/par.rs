//! Games spread over threads: game `i` gets seed `seed + i`, each thread
//! plays every `threads`-th game and folds its results.

/// Runs `play(i)` for every game index `0..games` on `threads` threads and
/// folds the results of each thread with `fold` into an `A::default()`,
/// then merges the threads' values in thread order with `merge`.
pub fn run<R, A: Default + Send>(
    games: u64,
    threads: usize,
    play: impl Fn(u64) -> R + Sync,
    fold: impl Fn(&mut A, R) + Sync,
    mut merge: impl FnMut(A),
) {
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (play, fold) = (&play, &fold);
                scope.spawn(move || {
                    let mut acc = A::default();
                    let mut i = t as u64;
                    while i < games {
                        fold(&mut acc, play(i));
                        i += threads as u64;
                    }
                    acc
                })
            })
            .collect();
        for h in handles {
            merge(h.join().expect("a simulation thread panicked"));
        }
    });
}
