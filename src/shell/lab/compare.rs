//! A/B: two lab runs side by side, each figure's difference with its 95%
//! interval (normal approximation), so a designer sees whether a ruling or
//! a card list changed anything beyond chance.

use keep_lab::Figures;
use leptos::prelude::*;

/// One run of a comparison: what it was, in words, and its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    /// The run in words (game, players, bots, options, games, seed).
    pub label: String,
    /// Its figures.
    pub figures: Figures,
}

/// A difference `b − a` and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Diff {
    /// `b − a`.
    pub diff: f64,
    /// Lower bound.
    pub low: f64,
    /// Upper bound.
    pub high: f64,
}

impl Diff {
    fn of(diff: f64, se: f64) -> Diff {
        Diff {
            diff,
            low: diff - 1.959_964 * se,
            high: diff + 1.959_964 * se,
        }
    }
    /// True when the interval leaves out zero.
    pub fn beyond_chance(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }
}

/// The difference of two proportions `kb/nb − ka/na`.
pub fn rate_diff(ka: u64, na: u64, kb: u64, nb: u64) -> Diff {
    let (na, nb) = (na.max(1) as f64, nb.max(1) as f64);
    let (pa, pb) = (ka as f64 / na, kb as f64 / nb);
    Diff::of(
        pb - pa,
        (pa * (1.0 - pa) / na + pb * (1.0 - pb) / nb).sqrt(),
    )
}

/// Mean and variance of `v`.
fn mean_var(v: &[i64]) -> (f64, f64) {
    let n = v.len().max(1) as f64;
    let mean = v.iter().map(|&x| x as f64).sum::<f64>() / n;
    let var = v.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var)
}

/// The difference of two means (Welch).
pub fn mean_diff(a: &[i64], b: &[i64]) -> Diff {
    let ((ma, va), (mb, vb)) = (mean_var(a), mean_var(b));
    let (na, nb) = (a.len().max(1) as f64, b.len().max(1) as f64);
    Diff::of(mb - ma, (va / na + vb / nb).sqrt())
}

/// A and B side by side.
#[component]
pub fn Compare(a: Side, b: Side) -> impl IntoView {
    let pct = |x: f64| format!("{:.1}%", x * 100.0);
    let signed = |x: f64, pct_of: bool| {
        if pct_of {
            format!("{:+.1} points", x * 100.0)
        } else {
            format!("{x:+.2}")
        }
    };
    let seats = a.figures.wins.len().max(b.figures.wins.len());
    let mut rows = Vec::new();
    for s in 0..seats {
        let (ka, kb) = (
            a.figures.wins.get(s).copied().unwrap_or(0),
            b.figures.wins.get(s).copied().unwrap_or(0),
        );
        let (na, nb) = (a.figures.games, b.figures.games);
        let d = rate_diff(ka, na, kb, nb);
        rows.push((
            format!("Seat {} wins", s + 1),
            pct(ka as f64 / na.max(1) as f64),
            pct(kb as f64 / nb.max(1) as f64),
            d,
            true,
        ));
    }
    let d = mean_diff(&a.figures.lengths, &b.figures.lengths);
    let (ma, _) = mean_var(&a.figures.lengths);
    let (mb, _) = mean_var(&b.figures.lengths);
    rows.push((
        format!("Mean game length ({})", b.figures.length_unit),
        format!("{ma:.2}"),
        format!("{mb:.2}"),
        d,
        false,
    ));
    let body = rows
        .into_iter()
        .map(|(what, va, vb, d, is_rate)| {
            view! {
                <tr class=if d.beyond_chance() { "differs" } else { "" }>
                    <th scope="row">{what}</th>
                    <td>{va}</td>
                    <td>{vb}</td>
                    <td>{format!("{} [{} to {}]", signed(d.diff, is_rate), signed(d.low, is_rate), signed(d.high, is_rate))}</td>
                    <td>{if d.beyond_chance() { "beyond chance" } else { "within chance" }}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="lab-compare" data-testid="lab-compare" aria-labelledby="lab-compare-title">
            <h3 id="lab-compare-title">"A/B: B − A, with 95% intervals"</h3>
            <p class="hint"><strong>"A: "</strong>{a.label}<br /><strong>"B: "</strong>{b.label}</p>
            <div class="table-scroll" tabindex="0" role="region" aria-label="The comparison table (scrolls sideways)">
                <table>
                    <thead><tr><th scope="col">"Figure"</th><th scope="col">"A"</th><th scope="col">"B"</th><th scope="col">"B − A"</th><th scope="col">"Verdict"</th></tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_and_their_intervals() {
        let same = rate_diff(500, 1000, 500, 1000);
        assert_eq!(same.diff, 0.0);
        assert!(!same.beyond_chance());
        let more = rate_diff(400, 1000, 600, 1000);
        assert!((more.diff - 0.2).abs() < 1e-12 && more.beyond_chance());
        let m = mean_diff(&[1, 2, 3], &[11, 12, 13]);
        assert!((m.diff - 10.0).abs() < 1e-12 && m.beyond_chance());
    }
}
