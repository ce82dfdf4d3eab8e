//! How reports are printed: as JSON, and a run's variant.

/// Prints a report as pretty JSON.
pub fn print_json(report: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(report).expect("the report serializes")
    );
}

/// Prints a run's variant (its differences from the rules), if any.
pub fn print_variant(variant: &Option<serde_json::Value>) {
    if let Some(serde_json::Value::Object(m)) = variant {
        let parts: Vec<String> = m.iter().map(|(k, v)| format!("{k} {v}")).collect();
        println!("Variant (differences from the rules): {}", parts.join(", "));
    }
}
