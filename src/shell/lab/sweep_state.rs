//! A sweep's settings as the lab keeps them, and a finished sweep.

use keep_core::variant::Number;
use keep_lab::Figures;
use leptos::prelude::*;
use std::sync::Arc;

/// A sweep's settings as typed, and its last result.
#[derive(Clone, Copy)]
pub struct SweepState {
    /// The index of the number swept (in the game's numbers).
    pub field: RwSignal<usize>,
    /// The first value, as typed.
    pub from: RwSignal<String>,
    /// The last value, as typed.
    pub to: RwSignal<String>,
    /// The last finished sweep.
    pub result: RwSignal<Option<Arc<SweepDone>>>,
}

/// A finished sweep.
#[derive(Debug)]
pub struct SweepDone {
    /// The number swept.
    pub number: Number,
    /// The values played, in order (the rules' among them).
    pub values: Vec<u16>,
    /// Each value's report, exactly as `keeper simulate --json` prints it.
    pub reports: Vec<String>,
    /// Each value's figures.
    pub figures: Vec<Figures>,
    /// The runs in words, less the number swept.
    pub label: String,
}

impl SweepDone {
    /// The reports as one JSON array (`keeper simulate --sweep --json`).
    pub fn json(&self) -> String {
        format!("[{}]", self.reports.join(",\n"))
    }
    /// The rules' value's figures.
    pub fn rules(&self) -> &Figures {
        let i = self.values.iter().position(|&v| v == self.number.rules);
        &self.figures[i.unwrap_or(0)]
    }
}

impl SweepState {
    /// A sweep of the first number that is a count, over the rules' value
    /// and its neighbours.
    pub fn new(numbers: &[Number]) -> SweepState {
        let field = numbers.iter().position(|n| !n.switch).unwrap_or(0);
        let (from, to) = numbers.get(field).map_or((0, 0), |n| {
            (
                n.rules.saturating_sub(2).max(n.min),
                (n.rules + 2).min(n.max),
            )
        });
        SweepState {
            field: RwSignal::new(field),
            from: RwSignal::new(from.to_string()),
            to: RwSignal::new(to.to_string()),
            result: RwSignal::new(None),
        }
    }
}
