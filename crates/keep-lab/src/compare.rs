//! Two runs' figures compared, and a sweep of one variant number: what the
//! lab's A/B table, its sweep and `keeper simulate --sweep` say, written
//! once. Every figure of [`Figures`] that has an interval is compared: each
//! seat's win rate, the mean game length and every count of the game's
//! engine ([`crate::counts`]). Differences carry a 95%
//! interval (normal approximation for rates, Welch for means); runs of a
//! sweep share their seeds (common random numbers), so the intervals,
//! which treat the two runs as independent, are on the cautious side.

use crate::Figures;
use keep_core::stats::wilson;
use keep_core::variant::Number;
use serde::Serialize;

/// A difference `b − a` and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
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
pub fn mean_var(v: &[i64]) -> (f64, f64) {
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

/// One figure of a run with its 95% interval, as a sweep's chart draws it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The figure.
    pub value: f64,
    /// Lower bound.
    pub low: f64,
    /// Upper bound.
    pub high: f64,
}

/// What a figure is: a rate (a share of the games) or a mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A share of the games, shown in %.
    Rate,
    /// A mean per game.
    Mean,
}

/// A figure of a run: seat `i`'s win rate, the mean length, or the
/// game's count `i` ([`Figures::counts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Figure {
    /// Seat `i`'s win rate.
    Wins(usize),
    /// The mean game length.
    Length,
    /// The engine's count `i`, a rate or a mean per game.
    Count(usize),
}

/// Count `i` of run `f`, or an empty one (a run that did not count it).
fn count_of(f: &Figures, i: usize) -> (crate::counts::Count, bool) {
    f.counts
        .get(i)
        .map(|c| (c.count, c.rate))
        .unwrap_or_default()
}

impl Figure {
    /// Every figure of `runs` (the most seats and counts of any of them).
    pub fn all(runs: &[&Figures]) -> Vec<Figure> {
        let seats = runs.iter().map(|f| f.wins.len()).max().unwrap_or(0);
        let counts = runs.iter().map(|f| f.counts.len()).max().unwrap_or(0);
        (0..seats)
            .map(Figure::Wins)
            .chain([Figure::Length])
            .chain((0..counts).map(Figure::Count))
            .collect()
    }
    /// What it is (a count's kind as `f` says).
    pub fn kind_in(self, f: &Figures) -> Kind {
        match self {
            Figure::Wins(_) => Kind::Rate,
            Figure::Length => Kind::Mean,
            Figure::Count(i) if count_of(f, i).1 => Kind::Rate,
            Figure::Count(_) => Kind::Mean,
        }
    }
    /// Its name in words ("Seat 1 wins", "Mean game length (turns)",
    /// "Shields played a game").
    pub fn name(self, f: &Figures) -> String {
        match self {
            Figure::Wins(s) => format!("Seat {} wins", s + 1),
            Figure::Length => format!("Mean game length ({})", f.length_unit),
            Figure::Count(i) => f
                .counts
                .get(i)
                .map_or_else(|| format!("Count {i}"), |c| c.label.clone()),
        }
    }
    /// Its name in reports (`wins_seat_1`, `length`, `shields_played`): a
    /// column of the CSV.
    pub fn key(self, f: &Figures) -> String {
        match self {
            Figure::Wins(s) => format!("wins_seat_{}", s + 1),
            Figure::Length => "length".into(),
            Figure::Count(i) => f
                .counts
                .get(i)
                .map_or_else(|| format!("count_{i}"), |c| c.name.clone()),
        }
    }
    /// Its estimate in run `f`: a Wilson interval for a rate, the mean
    /// ± 1.96 standard errors for a mean.
    pub fn estimate(self, f: &Figures) -> Estimate {
        match self {
            Figure::Wins(s) => {
                let r = wilson(f.wins.get(s).copied().unwrap_or(0), f.games);
                Estimate {
                    value: r.rate,
                    low: r.low,
                    high: r.high,
                }
            }
            Figure::Length => {
                let (m, v) = mean_var(&f.lengths);
                let se = (v / f.lengths.len().max(1) as f64).sqrt();
                Estimate {
                    value: m,
                    low: m - 1.959_964 * se,
                    high: m + 1.959_964 * se,
                }
            }
            Figure::Count(i) => {
                let (c, rate) = count_of(f, i);
                let (value, low, high) = c.estimate(rate);
                Estimate { value, low, high }
            }
        }
    }
    /// Run `b`'s figure less run `a`'s, with its interval.
    pub fn diff(self, a: &Figures, b: &Figures) -> Diff {
        match self {
            Figure::Wins(s) => {
                let k = |f: &Figures| f.wins.get(s).copied().unwrap_or(0);
                rate_diff(k(a), a.games, k(b), b.games)
            }
            Figure::Length => mean_diff(&a.lengths, &b.lengths),
            Figure::Count(i) => {
                let ((ca, rate), (cb, _)) = (count_of(a, i), count_of(b, i));
                if rate {
                    return rate_diff(ca.sum as u64, ca.games, cb.sum as u64, cb.games);
                }
                let se = |c: crate::counts::Count| c.variance() / c.games.max(1) as f64;
                Diff::of(cb.mean() - ca.mean(), (se(ca) + se(cb)).sqrt())
            }
        }
    }
    /// A figure shown as run `f` has it: its kind fixed, for [`Shown::show`].
    pub fn in_run(self, f: &Figures) -> Shown {
        Shown(self.kind_in(f))
    }
}

/// How a figure's values are written: a rate in % and points, a mean with
/// two decimals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown(pub Kind);

impl Shown {
    /// A value of the figure in words: "25.3%", "41.20".
    pub fn show(self, x: f64) -> String {
        match self.0 {
            Kind::Rate => format!("{:.1}%", x * 100.0),
            Kind::Mean => format!("{x:.2}"),
        }
    }
    /// An interval's bound of a difference: "+1.8" (points), "-0.42".
    pub fn bound(self, x: f64) -> String {
        match self.0 {
            Kind::Rate => format!("{:+.1}", x * 100.0),
            Kind::Mean => format!("{x:+.2}"),
        }
    }
    /// A difference in words: "+1.8 points", "-0.42".
    pub fn show_diff(self, x: f64) -> String {
        match self.0 {
            Kind::Rate => format!("{:+.1} points", x * 100.0),
            Kind::Mean => format!("{x:+.2}"),
        }
    }
}

/// The values a sweep of `n` from `from` to `to` plays: every value in
/// between, and the rules' value (the baseline each is compared with)
/// wherever it falls; or why not. A yes/no (a ruling such as "a first Wild
/// goes back") sweeps over 0 (no) and 1 (yes).
pub fn sweep_values(n: &Number, from: u16, to: u16) -> Result<Vec<u16>, String> {
    if from > to {
        return Err(format!(
            "the sweep of `{}` goes from {from} up to {to}: give the smaller value first",
            n.name
        ));
    }
    if from < n.min || to > n.max {
        return Err(format!(
            "`{}` ({}) can be {} to {}, not {from} to {to}",
            n.name, n.label, n.min, n.max
        ));
    }
    if to - from >= MAX_SWEEP_VALUES {
        return Err(format!(
            "a sweep plays at most {MAX_SWEEP_VALUES} values; {from} to {to} is {}",
            to - from + 1
        ));
    }
    let mut v: Vec<u16> = (from..=to).collect();
    if !v.contains(&n.rules) {
        v.push(n.rules);
        v.sort_unstable();
    }
    Ok(v)
}

/// The most values one sweep plays (besides the rules' own).
pub const MAX_SWEEP_VALUES: u16 = 25;

/// Reads `name=from..to` (`shield=2..8`) against a game's numbers: the
/// number's index, and the values to play ([`sweep_values`]).
pub fn parse_sweep(numbers: &[Number], text: &str) -> Result<(usize, Vec<u16>), String> {
    let bad =
        || format!("`{text}` is not a sweep: write a number's name and a range, e.g. shield=2..8");
    let (name, range) = text.split_once('=').unwrap_or((text, ""));
    let range = if range.trim().is_empty() {
        None
    } else {
        let (from, to) = range.split_once("..").ok_or_else(bad)?;
        let to = to.strip_prefix('=').unwrap_or(to);
        Some((
            from.trim().parse::<u16>().map_err(|_| bad())?,
            to.trim().parse::<u16>().map_err(|_| bad())?,
        ))
    };
    let i = numbers
        .iter()
        .position(|n| n.name == name.trim())
        .ok_or_else(|| {
            let names: Vec<&str> = numbers.iter().map(|n| n.name).collect();
            format!(
                "`{}` is not one of this game's numbers ({})",
                name.trim(),
                names.join(", ")
            )
        })?;
    let n = &numbers[i];
    // A yes/no needs no range (both); a number does.
    let (from, to) = match range {
        Some(r) => r,
        None if n.switch => (n.min, n.max),
        None => return Err(bad()),
    };
    Ok((i, sweep_values(n, from, to)?))
}

/// One value of a sweep against the rules as written, in words: the
/// figures that differ beyond chance ("6 Shields: seat 1 wins 31.2%, +4.1
/// points [1.2 to 7.0] from the rules' 27.1%"), or that none does.
pub fn verdict(n: &Number, value: u16, rules: &Figures, run: &Figures) -> String {
    let what = format!("{} = {}", n.label, n.show(value));
    let Some(rows) = verdict_rows(n, value, rules, run) else {
        return format!("{what}: the rules as written, the baseline");
    };
    if rows.is_empty() {
        return format!("{what}: within chance of the rules as written on every figure");
    }
    let differs: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "{} {}, {} [{} to {}] from the rules' {}",
                lower_first(&r.figure),
                r.value,
                r.diff,
                r.low,
                r.high,
                r.rules
            )
        })
        .collect();
    format!("{what}: {}", differs.join("; "))
}

/// One figure on which a sweep's value differs from the rules' beyond
/// chance, each part in words (a row of the lab's verdict table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerdictRow {
    /// The figure's name ("Shields played a game").
    pub figure: String,
    /// Its value at the swept value ("25.3%", "41.20").
    pub value: String,
    /// The difference from the rules' value ("+1.8 points", "-0.42").
    pub diff: String,
    /// The difference's 95% interval, low bound ("+0.4").
    pub low: String,
    /// Its high bound.
    pub high: String,
    /// The figure under the rules as written.
    pub rules: String,
    /// True when the value is higher than the rules'.
    pub higher: bool,
}

/// The figures on which run `run` (number `n` at `value`) differs from the
/// rules' run `rules` beyond chance (95%), in [`Figure::all`]'s order
/// (empty: within chance on every figure); `None` for the rules' own value,
/// the baseline.
pub fn verdict_rows(
    n: &Number,
    value: u16,
    rules: &Figures,
    run: &Figures,
) -> Option<Vec<VerdictRow>> {
    if value == n.rules {
        return None;
    }
    let rows = Figure::all(&[rules, run])
        .into_iter()
        .filter_map(|f| {
            let d = f.diff(rules, run);
            let s = f.in_run(run);
            d.beyond_chance().then(|| VerdictRow {
                figure: f.name(run),
                value: s.show(f.estimate(run).value),
                diff: s.show_diff(d.diff),
                low: s.bound(d.low),
                high: s.bound(d.high),
                rules: s.show(f.estimate(rules).value),
                higher: d.diff > 0.0,
            })
        })
        .collect();
    Some(rows)
}

/// `text` with its first letter in lower case, unless it is a name
/// ("Shields played" → "shields played"; "V3" stays).
fn lower_first(text: &str) -> String {
    let mut c = text.chars();
    match (c.next(), c.next()) {
        (Some(a), Some(b)) if a.is_uppercase() && !b.is_uppercase() => a
            .to_lowercase()
            .chain(text[a.len_utf8()..].chars())
            .collect(),
        _ => text.to_string(),
    }
}

/// What run `b` changes from run `a` (each a run as JSON, as the lab's
/// workers get it), in a few words each: "Shields: 6 instead of 4",
/// "players: 3 instead of 4". A variant number missing from a run's options
/// is the rules' value (`numbers`: the game's).
pub fn run_differences(
    a: &serde_json::Value,
    b: &serde_json::Value,
    numbers: &[Number],
) -> Vec<String> {
    use std::collections::BTreeMap;
    fn leaves(v: &serde_json::Value, path: String, out: &mut BTreeMap<String, String>) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, v) in m {
                    let p = if path.is_empty() {
                        k.clone()
                    } else {
                        format!("{path}.{k}")
                    };
                    leaves(v, p, out);
                }
            }
            serde_json::Value::Array(items)
                if items.iter().all(|i| !i.is_object() && !i.is_array()) =>
            {
                let words: Vec<String> = items.iter().map(plain).collect();
                out.insert(path, words.join(", "));
            }
            serde_json::Value::Array(items) => {
                for (i, v) in items.iter().enumerate() {
                    leaves(v, format!("{path}.{i}"), out);
                }
            }
            v => {
                out.insert(path, plain(v));
            }
        }
    }
    fn plain(v: &serde_json::Value) -> String {
        match v {
            serde_json::Value::String(s) => s.replace('_', " "),
            v => v.to_string(),
        }
    }
    let (mut la, mut lb) = (BTreeMap::new(), BTreeMap::new());
    leaves(a, String::new(), &mut la);
    leaves(b, String::new(), &mut lb);
    let keys: std::collections::BTreeSet<&String> = la.keys().chain(lb.keys()).collect();
    let mut out = Vec::new();
    let mut cards = false;
    for k in keys {
        let (va, vb) = (la.get(k), lb.get(k));
        if va == vb {
            continue;
        }
        if k.starts_with("options.cards") {
            if !cards {
                out.push("another card list".to_string());
                cards = true;
            }
            continue;
        }
        let last = k.rsplit('.').next().unwrap_or(k);
        let number = k
            .contains("variant")
            .then(|| numbers.iter().find(|n| n.name == last))
            .flatten();
        let show = |v: Option<&String>| match (v, number) {
            (Some(v), Some(n)) if n.switch => {
                if v == "true" {
                    "yes".into()
                } else {
                    "no".into()
                }
            }
            (Some(v), _) => v.clone(),
            (None, Some(n)) => n.show(n.rules),
            (None, None) if k == "search" => "the table's".into(),
            (None, None) => "none".into(),
        };
        let (sa, sb) = (show(va), show(vb));
        if sa == sb {
            continue;
        }
        let what = match number {
            Some(n) => n.label.to_string(),
            None => last.replace('_', " "),
        };
        out.push(format!("{what}: {sb} instead of {sa}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures(wins: Vec<u64>, lengths: Vec<i64>) -> Figures {
        Figures {
            games: lengths.len() as u64,
            wins,
            length_unit: "turns".into(),
            lengths,
            ..Figures::default()
        }
    }

    const SHIELD: Number = Number {
        name: "shield",
        label: "Shields",
        rules: 4,
        min: 0,
        max: 12,
        switch: false,
    };

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

    #[test]
    fn a_sweep_plays_its_range_and_the_rules() {
        assert_eq!(sweep_values(&SHIELD, 2, 5), Ok(vec![2, 3, 4, 5]));
        assert_eq!(sweep_values(&SHIELD, 6, 7), Ok(vec![4, 6, 7]));
        assert!(sweep_values(&SHIELD, 5, 2)
            .unwrap_err()
            .contains("smaller value first"));
        assert!(sweep_values(&SHIELD, 2, 13)
            .unwrap_err()
            .contains("0 to 12"));
        let numbers = [SHIELD];
        assert_eq!(
            parse_sweep(&numbers, "shield=2..8"),
            Ok((0, vec![2, 3, 4, 5, 6, 7, 8]))
        );
        assert_eq!(parse_sweep(&numbers, "shield=3..=4"), Ok((0, vec![3, 4])));
        assert!(parse_sweep(&numbers, "shields=2..8")
            .unwrap_err()
            .contains("(shield)"));
        assert!(parse_sweep(&numbers, "shield=2")
            .unwrap_err()
            .contains("e.g. shield=2..8"));
        assert!(parse_sweep(&numbers, "shield").is_err());
    }

    #[test]
    fn a_ruling_that_is_a_yes_or_no_sweeps_over_both() {
        let wild = Number {
            name: "start_refuses_wild",
            label: "A first Wild goes back",
            rules: 0,
            min: 0,
            max: 1,
            switch: true,
        };
        let numbers = [SHIELD, wild];
        assert_eq!(
            parse_sweep(&numbers, "start_refuses_wild"),
            Ok((1, vec![0, 1]))
        );
        assert_eq!(
            parse_sweep(&numbers, "start_refuses_wild=0..1"),
            Ok((1, vec![0, 1]))
        );
        assert!(parse_sweep(&numbers, "start_refuses_wild=0..2").is_err());
        let rules = figures(vec![500, 500], vec![10; 1000]);
        assert!(verdict(&wild, 1, &rules, &rules)
            .starts_with("A first Wild goes back = yes: within chance"));
    }

    #[test]
    fn a_count_of_the_engine_is_compared_and_named() {
        use crate::counts::{CountDef, Counts};
        const DEFS: [CountDef; 2] = [
            CountDef::mean("shields_played", "Shields played a game"),
            CountDef::rate("drawn", "Games drawn (V3)"),
        ];
        let with = |played: i64, drawn: u64| {
            let mut c = Counts::default();
            for g in 0..1000u64 {
                c.add(&[played + (g % 3) as i64, i64::from(g < drawn)]);
            }
            let mut f = figures(vec![500, 500], vec![10; 1000]);
            f.counts = c.figures(&DEFS);
            f
        };
        let (a, b) = (with(1, 100), with(3, 300));
        assert_eq!(
            Figure::all(&[&a, &b]),
            [
                Figure::Wins(0),
                Figure::Wins(1),
                Figure::Length,
                Figure::Count(0),
                Figure::Count(1)
            ]
        );
        let d = Figure::Count(0).diff(&a, &b);
        assert!((d.diff - 2.0).abs() < 1e-12 && d.beyond_chance());
        assert_eq!(
            Figure::Count(1)
                .in_run(&b)
                .show(Figure::Count(1).estimate(&b).value),
            "30.0%"
        );
        let v = verdict(&SHIELD, 6, &a, &b);
        assert!(v.contains("shields played a game 4.00, +2.00 ["), "{v}");
        assert!(v.contains("games drawn (V3) 30.0%, +20.0 points"), "{v}");
        assert_eq!(Figure::Count(0).key(&b), "shields_played");
    }

    #[test]
    fn a_run_difference_is_said_in_a_few_words() {
        use serde_json::json;
        let a = json!({"players": 4, "games": 1000, "seed": 1, "bots": ["basic", "random"],
                       "options": {"rulings": {"used_shields": "leave_game"}}});
        let b = json!({"players": 4, "games": 1000, "seed": 1, "bots": ["basic", "random"],
                       "options": {"rulings": {"used_shields": "burn_pile"},
                                   "variant": {"shield": 6, "hand": 7}}, "search": 60});
        let mut hand = SHIELD;
        (hand.name, hand.label, hand.rules) = ("hand", "Cards in a hand", 7);
        assert_eq!(
            run_differences(&a, &b, &[SHIELD, hand]),
            [
                "used shields: burn pile instead of leave game",
                "Shields: 6 instead of 4",
                "search: 60 instead of the table's"
            ]
        );
        assert!(run_differences(&a, &a, &[SHIELD]).is_empty());
        let c = json!({"players": 3, "options": {"cards": {"items": [1, 2]}}});
        let d = json!({"players": 4, "options": {"cards": {"items": [1, 3], "extra": 2}}});
        assert_eq!(
            run_differences(&c, &d, &[]),
            ["another card list", "players: 4 instead of 3"]
        );
    }

    #[test]
    fn a_verdict_names_what_differs_beyond_chance() {
        let rules = figures(
            vec![250, 250],
            vec![10; 500].into_iter().chain(vec![12; 500]).collect(),
        );
        let same = figures(vec![252, 248], rules.lengths.clone());
        assert_eq!(
            verdict(&SHIELD, 5, &rules, &same),
            "Shields = 5: within chance of the rules as written on every figure"
        );
        let more = figures(vec![400, 250], vec![14; 1000]);
        let v = verdict(&SHIELD, 6, &rules, &more);
        assert!(
            v.starts_with("Shields = 6: seat 1 wins 40.0%, +15.0 points ["),
            "{v}"
        );
        assert!(v.contains("mean game length (turns) 14.00, +3.00"), "{v}");
        assert!(!v.contains("seat 2"), "{v}");
        assert_eq!(
            verdict(&SHIELD, 4, &rules, &rules),
            "Shields = 4: the rules as written, the baseline"
        );
    }
}
