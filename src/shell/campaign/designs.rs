//! The designer's campaigns kept on this device (localStorage
//! `keep-table.campaigns`, a list of key backups): each campaign with its
//! secret key. An entry that cannot be read is kept as it was and never
//! overwritten, so nothing is lost.

use crate::shell::frame::browser::{page_url, play_page_file};
use crate::shell::frame::storage;
use keep_net::campaign::{Campaign, Designer};

/// The storage key of the designer's campaigns.
pub const KEY: &str = "keep-table.campaigns";

/// The campaigns kept here (unreadable entries left out), in the order
/// they were made.
pub fn load() -> Vec<Designer> {
    let Some(text) = storage::read(KEY) else {
        return Vec::new();
    };
    let list: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap_or_default();
    list.iter()
        .filter_map(|v| Designer::from_file(&v.to_string()).ok())
        .collect()
}

/// Keeps `designer` beside the others (in place of the same campaign's
/// entry), or says why it could not be kept.
pub fn keep(designer: &Designer) -> Result<(), String> {
    let old = storage::read(KEY);
    let mut list: Vec<serde_json::Value> = match &old {
        None => Vec::new(),
        Some(text) => serde_json::from_str(text).map_err(|_| {
            "the campaigns kept in this browser cannot be read, so nothing was written over them"
                .to_string()
        })?,
    };
    list.retain(|v| v["campaign"]["key"].as_str() != Some(designer.campaign.key.as_str()));
    list.push(serde_json::to_value(designer).expect("a campaign serializes"));
    let text = serde_json::to_string(&list).expect("a list serializes");
    if storage::write(KEY, &text) {
        Ok(())
    } else {
        Err("this browser refused to keep it (storage blocked or full); back its key up now".into())
    }
}

/// The link that opens `campaign`'s game page with the campaign.
pub fn link(campaign: &Campaign) -> String {
    format!(
        "{}#campaign={}",
        page_url(&play_page_file(&campaign.game)),
        campaign.to_link()
    )
}

/// 32 secure random bytes from the browser (never a weaker fallback: a
/// campaign's secret key comes from them), or why there are none.
pub fn secret_bytes() -> Result<[u8; 32], String> {
    let mut b = [0u8; 32];
    getrandom::fill(&mut b)
        .map_err(|_| "this browser offers no secure random numbers, so no key can be made")?;
    Ok(b)
}

/// The key backup's file name: `keep-table-campaign-<name>.json`, the name
/// cut to letters, digits and dashes.
pub fn backup_name(campaign: &Campaign) -> String {
    let mut name: String = campaign
        .name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    while name.contains("--") {
        name = name.replace("--", "-");
    }
    format!("keep-table-campaign-{}.json", name.trim_matches('-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_backup_is_named_after_its_campaign() {
        let relays = vec!["wss://relay.example".to_string()];
        let d = Designer::new("Spring: Shields ×6!", "keep", &relays, &[42; 32], 1).unwrap();
        assert_eq!(
            backup_name(&d.campaign),
            "keep-table-campaign-spring-shields-6.json"
        );
    }
}
