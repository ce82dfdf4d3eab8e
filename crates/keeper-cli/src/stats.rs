//! How reports are printed as JSON.

/// Prints a report as pretty JSON.
pub fn print_json(report: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(report).expect("the report serializes")
    );
}
