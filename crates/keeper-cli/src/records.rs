//! `keeper records FILE`: a campaign's records checked and listed as the
//! lab's inbox lists them ([`keep_lab::inbox`]).

use keep_lab::inbox::{records_of, Inbox};
use std::path::Path;

/// Reads `file`'s records into an inbox, prints it, and writes its CSV
/// files into `csv` when given. The exit status: 0, 1 (a record refused)
/// or 2 (the file or a CSV cannot be read or written).
pub fn records(file: &Path, csv: Option<&Path>) -> u8 {
    let texts = std::fs::read_to_string(file)
        .map_err(|e| e.to_string())
        .and_then(|text| records_of(&text));
    let texts = match texts {
        Ok(texts) => texts,
        Err(e) => {
            eprintln!("keeper records: {}: {e}", file.display());
            return 2;
        }
    };
    let mut inbox = Inbox::default();
    for (i, text) in texts.iter().enumerate() {
        inbox.add(text, &format!("record {}", i + 1));
    }
    for line in inbox.text() {
        say!("{line}");
    }
    if let Some(dir) = csv {
        let written = std::fs::create_dir_all(dir).and_then(|()| {
            std::fs::write(dir.join("games.csv"), inbox.games_csv())?;
            std::fs::write(dir.join("answers.csv"), inbox.answers_csv())?;
            std::fs::write(dir.join("marks.csv"), inbox.marks_csv())
        });
        if let Err(e) = written {
            eprintln!("keeper records: cannot write into {}: {e}", dir.display());
            return 2;
        }
    }
    u8::from(!inbox.refused.is_empty())
}
