//! What each player said at the end of a game: a short answer to "What did
//! you argue about?" and one-tap tags (fun, too long, too random, unclear
//! rule), from every human seat, on the host's device or a guest's own. The
//! host's report lists them under each player's name, beside the marks.

pub use keep_core::record::{put_answer, Feedback, Tag, MAX_NOTE};

/// The report's section of every answer, under each player's name (`names`
/// by seat), or nothing when nobody answered.
pub fn markdown(all: &[Feedback], names: &[String]) -> String {
    if all.is_empty() {
        return String::new();
    }
    let mut out = String::from("\n\n## Feedback from every seat, at the end\n");
    for f in all {
        let who = names
            .get(f.seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", f.seat + 1));
        let tags: Vec<&str> = f.tags.iter().map(|t| t.words()).collect();
        let whence = if f.remote {
            ", at their own device"
        } else {
            ""
        };
        out.push_str(&format!("\n- **{who}** (seat {}{whence})", f.seat + 1));
        if !tags.is_empty() {
            out.push_str(&format!(": {}", tags.join(", ")));
        }
        if !f.note.is_empty() {
            let note = f.note.replace('\n', " ");
            let sep = if tags.is_empty() { ":" } else { "." };
            out.push_str(&format!("{sep} “{note}”"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_names_each_player_and_where_they_answered() {
        let names = vec!["Ann".to_string(), "Bo".to_string()];
        let mut bo = Feedback::new(1, ["too_long"], "");
        bo.remote = true;
        let all = vec![
            Feedback::new(0, ["fun", "unclear_rule"], "Is a Shield a card?"),
            bo,
        ];
        let md = markdown(&all, &names);
        assert!(
            md.contains("## Feedback from every seat, at the end"),
            "{md}"
        );
        assert!(
            md.contains("- **Ann** (seat 1): Fun, Unclear rule. “Is a Shield a card?”"),
            "{md}"
        );
        assert!(
            md.contains("- **Bo** (seat 2, at their own device): Too long"),
            "{md}"
        );
        assert_eq!(markdown(&[], &names), "");
    }
}
