//! The game log that every game shares: events that hide what a viewer may
//! not know (their wording is [`crate::Engine::describe`]).

/// An event of a game's log.
pub trait GameEvent: Sized {
    /// The event as `viewer` may see it (`None`: what every player sees):
    /// every card that viewer may not know masked.
    fn seen_by(&self, viewer: Option<u8>) -> Self;
}

/// A player as a log line names them: "you" for `viewer`, else their name
/// from `names`, else "Seat N" (counted from 1).
pub fn player(names: &[String], viewer: Option<u8>, seat: u8) -> String {
    if viewer == Some(seat) {
        "you".into()
    } else {
        names
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    }
}

/// `s` with its first letter a capital, to begin a sentence.
pub fn capitalized(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_in_words() {
        let names = vec!["ana".to_string()];
        assert_eq!(player(&names, Some(0), 0), "you");
        assert_eq!(capitalized(player(&names, None, 0)), "Ana");
        assert_eq!(player(&names, None, 3), "Seat 4");
        assert_eq!(capitalized(String::new()), "");
    }
}
