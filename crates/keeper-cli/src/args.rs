//! A small `--flag value` parser for the subcommands.

use keep_core::BotKind;
use std::collections::HashMap;

/// Flags given as `--name value` (or `--name` alone for switches).
pub struct Flags {
    values: HashMap<String, String>,
}

impl Flags {
    /// Parses `args`; `switches` are flags that take no value.
    pub fn parse(args: &[String], switches: &[&str]) -> Result<Flags, String> {
        let mut values = HashMap::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let Some(name) = a.strip_prefix("--") else {
                return Err(format!("unexpected argument `{a}`"));
            };
            if switches.contains(&name) {
                values.insert(name.to_string(), String::new());
            } else {
                let v = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                values.insert(name.to_string(), v.clone());
            }
        }
        Ok(Flags { values })
    }

    /// True when the switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    /// The flag's value parsed with `parse`, or `default` when absent.
    pub fn get<T>(
        &self,
        name: &str,
        default: T,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<T, String> {
        match self.values.get(name) {
            None => Ok(default),
            Some(v) => parse(v).ok_or_else(|| format!("--{name}: `{v}` is not a valid value")),
        }
    }

    /// Names given that are not in `known`.
    pub fn unknown(&self, known: &[&str]) -> Option<String> {
        self.values
            .keys()
            .find(|k| !known.contains(&k.as_str()))
            .cloned()
    }
}

/// The flags every `simulate` takes: players, games, seed, bots, threads, `--json`.
pub struct SimFlags {
    /// Players.
    pub players: usize,
    /// Games to play.
    pub games: u64,
    /// The first game's seed.
    pub seed: u64,
    /// Bots, cycled over the seats.
    pub bots: Vec<BotKind>,
    /// Threads (every core by default).
    pub threads: usize,
    /// Print JSON.
    pub json: bool,
}

impl Flags {
    /// The common simulation flags, refusing any flag not in `known` or
    /// the common ones; `players` is the range taken and its default.
    pub fn sim(
        &self,
        game: &str,
        known: &[&str],
        players: (std::ops::RangeInclusive<usize>, usize),
        default_bots: Vec<BotKind>,
    ) -> Result<SimFlags, String> {
        let common = [
            "game", "players", "games", "seed", "bots", "threads", "json",
        ];
        if let Some(u) = self
            .values
            .keys()
            .find(|k| !common.contains(&k.as_str()) && !known.contains(&k.as_str()))
        {
            return Err(format!("unknown flag --{u} for {game}"));
        }
        let (range, default) = players;
        let cores = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1);
        Ok(SimFlags {
            players: self.get("players", default, |s| {
                s.parse().ok().filter(|n| range.contains(n))
            })?,
            games: self.get("games", 10_000u64, |s| s.parse().ok().filter(|&g| g > 0))?,
            seed: self.get("seed", 1u64, |s| s.parse().ok())?,
            bots: self.get("bots", default_bots, |s| {
                s.split(',').map(BotKind::parse).collect()
            })?,
            threads: self.get("threads", cores, |s| s.parse().ok().filter(|&t| t > 0))?,
            json: self.has("json"),
        })
    }
}
