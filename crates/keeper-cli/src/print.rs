//! How `keeper` prints: each line on standard output, a closed pipe
//! (`keeper … | head`) ending the program quietly as it ends any filter.

use std::io::Write;

/// Prints one line (what `say!` formats).
pub fn line(args: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.write_all(b"\n")) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("keeper: cannot write the output: {e}");
        std::process::exit(2);
    }
}

/// Prints a report as pretty JSON.
pub fn print_json(report: &impl serde::Serialize) {
    say!(
        "{}",
        serde_json::to_string_pretty(report).expect("the report serializes")
    );
}
