//! A game's rules text, written as Markdown in `docs/rules/` (so that it
//! reads the same on GitHub and in the app), shown in the rules panel.
//! Only what those files use is understood: `##` headings, paragraphs,
//! `-` and `1.` lists; the file's own `#` title is left out (the panel
//! names the game), and `**` and backticks are dropped.

use leptos::prelude::*;

/// One block of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading.
    Heading(String),
    /// A paragraph.
    Paragraph(String),
    /// A bulleted list.
    Bullets(Vec<String>),
    /// A numbered list.
    Numbered(Vec<String>),
}

/// The blocks of `text`, in order.
pub fn blocks(text: &str) -> Vec<Block> {
    let clean = |s: &str| s.replace("**", "").replace('`', "");
    let numbered = |l: &str| {
        let digits = l.chars().take_while(char::is_ascii_digit).count();
        (digits > 0 && l[digits..].starts_with(". ")).then(|| l[digits + 2..].to_string())
    };
    let mut out = Vec::new();
    for chunk in text.split("\n\n") {
        let lines: Vec<&str> = chunk
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let Some(first) = lines.first() else { continue };
        if first.starts_with("# ") {
            continue;
        } else if let Some(h) = first
            .strip_prefix("## ")
            .or_else(|| first.strip_prefix("### "))
        {
            out.push(Block::Heading(clean(h)));
        } else if lines.iter().all(|l| l.starts_with("- ")) {
            out.push(Block::Bullets(
                lines.iter().map(|l| clean(&l[2..])).collect(),
            ));
        } else if lines.iter().all(|l| numbered(l).is_some()) {
            out.push(Block::Numbered(
                lines
                    .iter()
                    .filter_map(|l| numbered(l))
                    .map(|l| clean(&l))
                    .collect(),
            ));
        } else {
            out.push(Block::Paragraph(clean(&lines.join(" "))));
        }
    }
    out
}

/// `text` as headings, paragraphs and lists.
#[component]
pub fn Markdown(
    /// The Markdown text.
    text: &'static str,
) -> impl IntoView {
    let items = |v: Vec<String>| v.into_iter().map(|i| view! { <li>{i}</li> }).collect_view();
    blocks(text)
        .into_iter()
        .map(|b| match b {
            Block::Heading(h) => view! { <h3>{h}</h3> }.into_any(),
            Block::Paragraph(p) => view! { <p>{p}</p> }.into_any(),
            Block::Bullets(v) => view! { <ul>{items(v)}</ul> }.into_any(),
            Block::Numbered(v) => view! { <ol>{items(v)}</ol> }.into_any(),
        })
        .collect_view()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blocks_the_rules_files_use() {
        let text = "# Title\n\nA **bold** `code`\nline.\n\n## Setup\n\n- one\n- two\n\n1. first\n2. second\n";
        assert_eq!(
            blocks(text),
            vec![
                Block::Paragraph("A bold code line.".into()),
                Block::Heading("Setup".into()),
                Block::Bullets(vec!["one".into(), "two".into()]),
                Block::Numbered(vec!["first".into(), "second".into()]),
            ]
        );
    }

    #[test]
    fn every_rules_file_reads_as_blocks() {
        for text in [
            include_str!("../../../docs/rules/card-keeper.md"),
            include_str!("../../../docs/rules/star-crew.md"),
            include_str!("../../../docs/rules/keep-n-swap.md"),
            include_str!("../../../docs/rules/keep.md"),
        ] {
            let b = blocks(text);
            assert!(b.iter().filter(|b| matches!(b, Block::Heading(_))).count() >= 2);
            assert!(b
                .iter()
                .any(|b| matches!(b, Block::Bullets(v) if v.len() >= 3)));
        }
    }
}
