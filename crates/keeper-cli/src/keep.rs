//! Keep's flag of its own: `keeper simulate --game keep --cards FILE`.

use keep::{CardList, Options};
use std::path::Path;
use std::sync::Arc;

/// Keep's options with the card list of `cards` (the starter set when
/// `None`), or why the file is not a card list.
pub fn options(cards: Option<&Path>) -> Result<Options, String> {
    let list = match cards {
        None => CardList::starter(),
        Some(file) => {
            let file = file.display();
            let text = std::fs::read_to_string(file.to_string())
                .map_err(|e| format!("cannot read {file}: {e}"))?;
            CardList::parse(&text).map_err(|e| {
                let lines: Vec<String> = e.0.iter().map(|e| format!("  {e}")).collect();
                format!("{file} is not a valid card list:\n{}", lines.join("\n"))
            })?
        }
    };
    Ok(Options {
        cards: Arc::new(list),
        ..Options::default()
    })
}
