//! Small browser helpers: the page address, downloads, the clipboard, timers.

use wasm_bindgen::JsCast;

/// The page's query string (with its `?`), or empty.
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// An invitation's text as a query (with its `?`): the fragment's
/// (`#join=…`, which no server sees) or, for an older link, the query's;
/// otherwise the query.
pub fn invitation_query() -> String {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    match hash.strip_prefix('#') {
        Some(h) if h.starts_with("join=") => format!("?{h}"),
        _ => query(),
    }
}

/// Opens the invitation `query` (without `?`) on this guest page, in
/// place of the one it shows: its fragment replaced, the page reloaded.
pub fn open_invitation(query: &str) {
    if let Some(w) = web_sys::window() {
        let loc = w.location();
        let url = format!("{}#{query}", loc.pathname().unwrap_or_default());
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
        let _ = loc.reload();
    }
}

/// The main page's address without query or fragment (keeps a GitHub
/// Pages sub-path), also from the guest or lab page beside it: what links
/// open.
pub fn base_url() -> String {
    let Some(loc) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let path = loc.pathname().unwrap_or_default();
    format!(
        "{}{}",
        loc.origin().unwrap_or_default(),
        main_page_path(&path)
    )
}

/// The main page's path, from the path of any page beside it: the lab
/// page's, a game's own or host page or a guest page's, or its own.
fn main_page_path(path: &str) -> &str {
    let (dir, file) = path.split_at(path.rfind('/').map_or(0, |i| i + 1));
    let beside = file == LAB_PAGE
        || ((file.starts_with("guest") || file.starts_with("play-") || file.starts_with("host-"))
            && file.ends_with(".html"));
    if beside {
        dir
    } else {
        path
    }
}

/// Game `game`'s guest page, beside the main page: what its invitation
/// links open (`guest-card-keeper.html`).
pub fn guest_page_file(game: &str) -> String {
    format!("guest-{game}.html")
}

/// Game `game`'s own page, beside the main page: its setup, table and
/// other screens, with that game's wasm alone (`play-card-keeper.html`).
pub fn play_page_file(game: &str) -> String {
    format!("play-{game}.html")
}

/// Game `game`'s host page, beside the main page: its own page with the
/// hosting code, where a table with a seat played from another device is
/// (`host-card-keeper.html`).
pub fn host_page_file(game: &str) -> String {
    format!("host-{game}.html")
}

/// Opens the main page's picker, as a new entry in the history.
pub fn go_to_main_page() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_href(&format!("{}#/", base_url()));
    }
}

/// The page's address fragment (`#/keep/table`), empty when none.
pub fn hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The lab page's file, beside the main page: the app with the lab and the
/// replay viewer, which lab and replay links open.
pub const LAB_PAGE: &str = "lab.html";

/// The address of the page `file` beside the main page.
pub fn page_url(file: &str) -> String {
    let base = base_url();
    let dir = base.rfind('/').map_or(base.len(), |i| i + 1);
    format!("{}{file}", &base[..dir])
}

/// The address of game `game`'s guest page (what its invitation links open).
pub fn guest_page_url(game: &str) -> String {
    page_url(&guest_page_file(game))
}

/// Opens the page `file` beside this one with `query` (with its `?`, or
/// empty) and `hash`: in place of this page in the history (`replace`:
/// this page was only on its way there), or as a new entry (Back returns).
pub fn go_to_page(file: &str, query: &str, hash: &str, replace: bool) {
    if let Some(w) = web_sys::window() {
        let to = format!("{}{query}{hash}", page_url(file));
        let loc = w.location();
        let _ = if replace {
            loc.replace(&to)
        } else {
            loc.assign(&to)
        };
    }
}

/// Opens the page `file` with this page's query and fragment, in its place
/// in the history: an invitation link's page, or a lab or replay link's.
pub fn move_to_page(file: &str) {
    if let Some(w) = web_sys::window() {
        let loc = w.location();
        go_to_page(
            file,
            &loc.search().unwrap_or_default(),
            &loc.hash().unwrap_or_default(),
            true,
        );
    }
}

/// Removes the query string from the address bar without reloading (the
/// fragment, which names the screen, stays, unless it is an invitation).
pub fn clear_query() {
    if let Some(w) = web_sys::window() {
        if let Ok(h) = w.history() {
            let loc = w.location();
            let hash = loc.hash().unwrap_or_default();
            let hash = if hash.starts_with("#join=") {
                String::new()
            } else {
                hash
            };
            let path = format!("{}{hash}", loc.pathname().unwrap_or_default());
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }
}

/// True when the event's target shows keyboard focus (`:focus-visible`):
/// a focus that came from the keyboard, not from a click or a tap. A help
/// line that follows focus follows only this one, so a click's own focus
/// never moves the page between its press and its release.
pub fn focus_visible(ev: &leptos::ev::FocusEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.matches(":focus-visible").ok())
        .unwrap_or(false)
}

/// Moves the keyboard's focus (and the view) to the element with id `id`
/// once the page has drawn: for an element only just shown.
pub fn focus_soon(id: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(id));
        if let Some(h) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = h.focus();
        }
    });
}

/// Scrolls the element with id `id` into view (opening it if it is a
/// closed `<details>`) and moves the keyboard's focus to it.
pub fn scroll_to(id: &str) {
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    else {
        return;
    };
    if el.tag_name().eq_ignore_ascii_case("details") {
        let _ = el.set_attribute("open", "");
    }
    el.scroll_into_view();
    if let Some(h) = el.dyn_ref::<web_sys::HtmlElement>() {
        let _ = h.set_attribute("tabindex", "-1");
        let _ = h.focus();
    }
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str, mime: &str) -> bool {
    let run = || -> Option<()> {
        let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let doc = web_sys::window()?.document()?;
        let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
        a.set_href(&url);
        a.set_download(name);
        doc.body()?.append_child(&a).ok()?;
        a.click();
        a.remove();
        let _ = web_sys::Url::revoke_object_url(&url);
        Some(())
    };
    run().is_some()
}

/// Offers `text` to the device's share sheet (the Web Share API), as a
/// file named `name` where the device shares files, else as text; false
/// (nothing done) where the browser has no share sheet. A share the
/// person closes changes nothing.
pub fn share(name: &str, text: &str, mime: &str) -> bool {
    use js_sys::{Function, Object, Reflect};
    use wasm_bindgen::JsValue;
    let run = || -> Option<()> {
        let nav: JsValue = web_sys::window()?.navigator().into();
        let data = Object::new();
        Reflect::set(&data, &"title".into(), &name.into()).ok()?;
        let opts = web_sys::FilePropertyBag::new();
        opts.set_type(mime);
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let file = web_sys::File::new_with_str_sequence_and_options(&parts, name, &opts).ok();
        let can = Reflect::get(&nav, &"canShare".into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok());
        let with_file = file.and_then(|file| {
            let d = Object::new();
            Reflect::set(&d, &"title".into(), &name.into()).ok()?;
            Reflect::set(&d, &"files".into(), &js_sys::Array::of1(&file)).ok()?;
            let ok = can.as_ref()?.call1(&nav, &d).ok()?.as_bool() == Some(true);
            ok.then_some(d)
        });
        let data = match with_file {
            Some(d) => d,
            None => {
                Reflect::set(&data, &"text".into(), &text.into()).ok()?;
                data
            }
        };
        open_share_sheet(&data)
    };
    run().is_some()
}

/// Opens the share sheet (`navigator.share`) with `data`; `None` where the
/// browser has none. A sheet closed without sharing rejects: nothing to say.
fn open_share_sheet(data: &js_sys::Object) -> Option<()> {
    use js_sys::{Function, Reflect};
    let nav: wasm_bindgen::JsValue = web_sys::window()?.navigator().into();
    let share: Function = Reflect::get(&nav, &"share".into()).ok()?.dyn_into().ok()?;
    let promise: js_sys::Promise = share.call1(&nav, data).ok()?.dyn_into().ok()?;
    leptos::task::spawn_local(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    });
    Some(())
}

/// Copies `text` to the clipboard (best effort: false when not allowed).
pub fn copy(text: &str) -> bool {
    match web_sys::window() {
        Some(w) => {
            let _ = w.navigator().clipboard().write_text(text);
            true
        }
        None => false,
    }
}

/// A fresh random seed from the browser's entropy.
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        return (js_sys::Math::random() * 9.0e15) as u64;
    }
    // Keep seeds below 2^53 so they stay exact wherever they are copied.
    u64::from_le_bytes(b) >> 11
}

/// Asks a yes-or-no question in the browser's own dialog; false when it
/// cannot be asked.
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// The file chosen in the `<input type="file">` that fired `ev` (its name,
/// and its text once read: `Err` when it could not be read). The input is
/// emptied, so that choosing the same file again fires again.
pub fn read_chosen_file(
    ev: &leptos::ev::Event,
) -> Option<(
    String,
    impl std::future::Future<Output = Result<String, ()>>,
)> {
    use wasm_bindgen::JsCast;
    let input = ev.target()?.dyn_into::<web_sys::HtmlInputElement>().ok()?;
    let file = input.files()?.get(0)?;
    input.set_value("");
    Some(read_file(file))
}

/// The file the main page's picker was handed before the app had started
/// (`window.keepTableImport`: a backup chosen there), taken: its name, and
/// its text once read.
pub fn take_handed_file() -> Option<(
    String,
    impl std::future::Future<Output = Result<String, ()>>,
)> {
    use wasm_bindgen::JsCast;
    let w = web_sys::window()?;
    let key = wasm_bindgen::JsValue::from_str("keepTableImport");
    let file = js_sys::Reflect::get(&w, &key)
        .ok()?
        .dyn_into::<web_sys::File>()
        .ok()?;
    let _ = js_sys::Reflect::delete_property(&w, &key);
    Some(read_file(file))
}

/// A file's name, and its text once read.
fn read_file(
    file: web_sys::File,
) -> (
    String,
    impl std::future::Future<Output = Result<String, ()>>,
) {
    let reading = wasm_bindgen_futures::JsFuture::from(file.text());
    let text = async move {
        reading
            .await
            .map(|v| v.as_string().unwrap_or_default())
            .map_err(|_| ())
    };
    (file.name(), text)
}

/// True once the page's first paint (`#boot` in `index.html`) has been
/// shown (its script marks it), or when there is none.
pub fn boot_shown() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
        .is_none_or(|b| b.has_attribute("data-shown"))
}

/// Removes the page's first paint (`#boot` in `index.html`, drawn before
/// the app loads) and returns the game picked there meanwhile, if any.
pub fn take_boot() -> Option<String> {
    let boot = web_sys::window()?.document()?.get_element_by_id("boot")?;
    let picked = boot.get_attribute("data-open");
    boot.remove();
    picked
}

/// The page's title in the browser's tab (empty where there is none).
pub fn title() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.title())
        .unwrap_or_default()
}

/// Sets the page's title in the browser's tab.
pub fn set_title(title: &str) {
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        d.set_title(title);
    }
}

/// True while the page is hidden (another tab, the phone locked).
pub fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}

/// Vibrates the phone for `ms` milliseconds where the browser allows it
/// (false where it does not).
pub fn vibrate(ms: u32) -> bool {
    web_sys::window().is_some_and(|w| w.navigator().vibrate_with_duration(ms))
}

/// Scrolls `el` into view by the least movement (none when it is in view
/// already), keeping the keyboard's focus where it is.
pub fn bring_into_view(el: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// True where the browser has a share sheet (`navigator.share`).
pub fn can_share() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w.navigator(), &"share".into()).is_ok_and(|f| f.is_function())
    })
}

/// Opens the share sheet with the link `url` titled `title`; false (nothing
/// done) where the browser has none. A share the person closes changes
/// nothing.
pub fn share_link(title: &str, url: &str) -> bool {
    use js_sys::{Object, Reflect};
    let run = || -> Option<()> {
        let data = Object::new();
        Reflect::set(&data, &"title".into(), &title.into()).ok()?;
        Reflect::set(&data, &"url".into(), &url.into()).ok()?;
        open_share_sheet(&data)
    };
    run().is_some()
}

#[cfg(test)]
mod tests {
    use super::main_page_path;

    #[test]
    fn the_pages_beside_the_main_page_lead_back_to_it() {
        assert_eq!(
            main_page_path("/keep-table/guest-keep.html"),
            "/keep-table/"
        );
        assert_eq!(main_page_path("/guest.html"), "/");
        assert_eq!(main_page_path("/lab.html"), "/");
        assert_eq!(
            main_page_path("/keep-table/play-keep-n-swap.html"),
            "/keep-table/"
        );
        assert_eq!(main_page_path("/keep-table/"), "/keep-table/");
        assert_eq!(
            main_page_path("/keep-table/index.html"),
            "/keep-table/index.html"
        );
    }
}
