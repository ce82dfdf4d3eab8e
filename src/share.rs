//! Share links: the settings of a deal in the page's query string, so that
//! opening the link deals exactly the same game.
//!
//! `?play=card-keeper&seed=42&seats=human,bot-basic&names=Ana,Bo&V1=first_player&V2=leave_game&V3=player_who_played`

use crate::session::Settings;
use card_keeper::rulings::{Rulings, SimultaneousKnockout, StartWildColour, UsedShields};
use keep_core::link::{unescape, Query};

/// The query string (without `?`) for a deal.
pub fn encode(s: &Settings) -> String {
    let deal = crate::seats::Deal {
        seats: s.seats.clone(),
        names: s.names.clone(),
        seed: s.seed,
    };
    format!(
        "{}&V1={}&V2={}&V3={}",
        deal.encode("card-keeper"),
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
    let deal = crate::seats::Deal::decode(&q)?;
    let rulings = Rulings {
        start_wild_colour: ruling(get("V1"), StartWildColour::parse, "V1")?,
        used_shields: ruling(get("V2"), UsedShields::parse, "V2")?,
        simultaneous_knockout: ruling(get("V3"), SimultaneousKnockout::parse, "V3")?,
    };
    let s = Settings {
        seats: deal.seats,
        names: deal.names,
        seed: deal.seed,
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
    use crate::seats::SeatKind;

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
