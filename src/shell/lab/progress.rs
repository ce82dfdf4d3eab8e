//! Where a lab run stands: games done, games a second and the time left,
//! in words; and bringing the progress bar into view.

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Games played.
    pub done: u64,
    /// Games in the run.
    pub total: u64,
    /// Milliseconds so far (at the last batch).
    pub elapsed: f64,
}

impl Progress {
    /// Games per second so far (`None` before the first batch is in).
    pub fn rate(&self) -> Option<f64> {
        (self.done > 0 && self.elapsed > 0.0).then(|| self.done as f64 / self.elapsed * 1000.0)
    }
    /// Seconds left at the rate so far (`None` before the first batch).
    pub fn seconds_left(&self) -> Option<f64> {
        Some(self.total.saturating_sub(self.done) as f64 / self.rate()?)
    }
    /// Where the run stands, in words: "300 of 1000 games, 42 games/s,
    /// about 17 s left".
    pub fn words(&self) -> String {
        let (done, total) = (self.done, self.total);
        match (self.rate(), self.seconds_left()) {
            (Some(r), Some(left)) => format!(
                "{done} of {total} games, {} games/s, about {} left",
                if r < 10.0 {
                    format!("{r:.1}")
                } else {
                    format!("{r:.0}")
                },
                duration_words(left)
            ),
            _ => format!("{done} of {total} games, timing the first games…"),
        }
    }
}

/// A duration in words, rounded up: "17 s", "3 min 05 s", "2 h 10 min".
pub fn duration_words(seconds: f64) -> String {
    let s = seconds.max(0.0).ceil() as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, s % 3600 / 60),
    }
}

/// Scrolls the run's progress (where its results come) into view once
/// it is drawn.
pub fn scroll_to_progress() {
    scroll_to_soon("lab-progress");
}

/// Scrolls the element with id `id` to the top of the screen once the
/// page has drawn it (a new result: its heading first).
pub fn scroll_to_soon(id: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        if let Some(e) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(id))
        {
            e.scroll_into_view();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_says_the_rate_and_the_time_left() {
        let p = |done, elapsed| Progress {
            done,
            total: 1000,
            elapsed,
        };
        assert_eq!(p(0, 0.0).seconds_left(), None);
        assert_eq!(
            p(0, 0.0).words(),
            "0 of 1000 games, timing the first games…"
        );
        assert_eq!(p(250, 5000.0).seconds_left(), Some(15.0));
        assert_eq!(
            p(250, 5000.0).words(),
            "250 of 1000 games, 50 games/s, about 15 s left"
        );
        assert_eq!(
            p(4, 5000.0).words(),
            "4 of 1000 games, 0.8 games/s, about 20 min 45 s left"
        );
        assert_eq!(duration_words(7261.0), "2 h 01 min");
        assert_eq!(duration_words(0.2), "1 s");
    }
}
