//! Share links: the settings of a deal in the page's query string, so that
//! opening the link deals exactly the same game.
//!
//! `?play=card-keeper&seed=42&seats=human,bot-basic&names=Ana,Bo&V1=first_player&V2=leave_game&V3=player_who_played`

use crate::seats::SeatKind;
use crate::session::Settings;
use card_keeper::rulings::{Rulings, SimultaneousKnockout, StartWildColour, UsedShields};
use keep_core::link::{join_escaped, unescape, Query};

/// The query string (without `?`) for a deal.
pub fn encode(s: &Settings) -> String {
    let seats: Vec<String> = s.seats.iter().map(|k| k.as_str()).collect();
    let names = join_escaped(&s.names);
    format!(
        "play=card-keeper&seed={}&seats={}&names={}&V1={}&V2={}&V3={}",
        s.seed,
        seats.join(","),
        names,
        s.rulings.start_wild_colour.as_str(),
        s.rulings.used_shields.as_str(),
        s.rulings.simultaneous_knockout.as_str()
    )
}

/// Reads a query string. `Ok(None)` when it holds no shared deal, an error
/// naming the problem when it holds a broken one.
pub fn decode(query: &str) -> Result<Option<Settings>, String> {
    let q = Query::parse(query)?;
    let get = |k: &str| q.get(k);
    let Some(game) = get("play") else {
        return Ok(None);
    };
    if game != "card-keeper" {
        return Err(format!(
            "the link is for `{}`, which this version cannot deal",
            unescape(game)?
        ));
    }
    let seed = get("seed")
        .and_then(|s| s.parse::<u64>().ok())
        .ok_or("the link's seed is missing or not a number")?;
    let seats = get("seats")
        .ok_or("the link lists no seats")?
        .split(',')
        .map(|k| {
            SeatKind::parse(k).ok_or_else(|| format!("the link has an unknown seat kind `{k}`"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let names = match q.list("names") {
        Some(n) => n?,
        None => crate::seats::DEFAULT_NAMES
            .iter()
            .take(seats.len())
            .map(|s| s.to_string())
            .collect(),
    };
    let rulings = Rulings {
        start_wild_colour: ruling(get("V1"), StartWildColour::parse, "V1")?,
        used_shields: ruling(get("V2"), UsedShields::parse, "V2")?,
        simultaneous_knockout: ruling(get("V3"), SimultaneousKnockout::parse, "V3")?,
    };
    let names = names
        .into_iter()
        .map(|n| n.chars().take(24).collect())
        .collect();
    let s = Settings {
        seats,
        names,
        seed,
        rulings,
    };
    s.validate()?;
    Ok(Some(s))
}

fn ruling<T: Default>(
    v: Option<&str>,
    parse: fn(&str) -> Option<T>,
    id: &str,
) -> Result<T, String> {
    match v {
        None => Ok(T::default()),
        Some(v) => {
            parse(v).ok_or_else(|| format!("the link's ruling {id} has an unknown value `{v}`"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Settings {
        Settings {
            seats: vec![
                SeatKind::Human,
                SeatKind::parse("bot-basic").unwrap(),
                SeatKind::parse("bot-random").unwrap(),
            ],
            names: vec!["Ana María".into(), "Bo, the 2nd".into(), "Cy&Co".into()],
            seed: 987654321,
            rulings: Rulings {
                used_shields: UsedShields::BurnPile,
                ..Rulings::default()
            },
        }
    }

    #[test]
    fn round_trip() {
        let s = sample();
        assert_eq!(decode(&encode(&s)).unwrap(), Some(s));
    }

    #[test]
    fn no_deal_and_broken_links() {
        assert_eq!(decode("").unwrap(), None);
        assert_eq!(decode("?utm=x").unwrap(), None);
        assert!(decode("?play=card-keeper&seed=abc&seats=human,human").is_err());
        assert!(decode("?play=card-keeper&seed=1&seats=human,robot").is_err());
        assert!(decode("?play=card-keeper&seed=1&seats=human").is_err());
        assert!(decode("?play=card-keeper&seed=1&seats=human,human&V2=maybe").is_err());
        assert!(decode("?play=card-keeper&seed=1&seats=human,human&names=%ZZ,b").is_err());
        assert!(decode("?play=chess&seed=1").is_err());
    }
}
