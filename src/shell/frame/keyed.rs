//! The app's one keyed list: every list that should keep the elements of
//! the items that stay (a hand, a pile, the log) is drawn through it, so
//! that Leptos's keyed list is compiled once for the whole app rather than
//! once per list (each `For` with its own closures is its own copy of that
//! code: about 2.5 KB of the gzipped download apiece).

use leptos::prelude::*;
use std::sync::Arc;

/// A list drawn by key: `keys` gives the keys in order, and `item` draws the
/// item of a key when that key first appears. An item whose key stays keeps
/// its elements untouched (and its keyboard focus); a key that goes takes
/// its elements with it. A key names one item for as long as it is shown:
/// callers pack what identifies their item into the 64 bits (see [`pack`]).
pub fn keyed(
    keys: impl Fn() -> Vec<u64> + Send + Sync + 'static,
    item: impl Fn(u64) -> AnyView + Send + Sync + 'static,
) -> AnyView {
    erased(Box::new(keys), Arc::new(item))
}

/// A key from two parts: `high` in the upper 32 bits, `low` in the lower.
pub const fn pack(high: u32, low: u32) -> u64 {
    ((high as u64) << 32) | low as u64
}

/// The two parts of a key made by [`pack`].
pub const fn unpack(key: u64) -> (u32, u32) {
    ((key >> 32) as u32, key as u32)
}

/// Each of `items` with which copy of it it is, counting from 0 in order
/// (a hand may hold a card twice): with the item, a key that stays the same
/// while that copy is shown.
pub fn with_copies<T: Copy + PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<(T, usize)> {
    let mut out: Vec<(T, usize)> = Vec::new();
    for item in items {
        let copy = out.iter().filter(|(t, _)| *t == item).count();
        out.push((item, copy));
    }
    out
}

type Keys = Box<dyn Fn() -> Vec<u64> + Send + Sync>;
type Item = Arc<dyn Fn(u64) -> AnyView + Send + Sync>;

#[inline(never)]
fn erased(keys: Keys, item: Item) -> AnyView {
    view! { <For each=move || keys() key=|k| *k children=move |k| item(k) /> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_packed_key_unpacks_to_its_parts() {
        assert_eq!(unpack(pack(7, 3)), (7, 3));
        assert_eq!(unpack(pack(u32::MAX, 0)), (u32::MAX, 0));
        assert_ne!(pack(1, 0), pack(0, 1));
    }

    #[test]
    fn copies_are_counted_in_order() {
        assert_eq!(
            with_copies(['a', 'b', 'a', 'a']),
            vec![('a', 0), ('b', 0), ('a', 1), ('a', 2)]
        );
        assert_eq!(with_copies(Vec::<u8>::new()), vec![]);
    }
}
