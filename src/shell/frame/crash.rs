//! The friendly `app-error` panel shown when the app panics, never a blank page.

/// Installs a panic hook that logs the panic to the console and puts the
/// error panel on the page.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_panel(&info.to_string());
    }));
}

/// Puts the `app-error` panel at the top of the page (once).
pub fn show_panel(detail: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if doc
        .query_selector("[data-testid=app-error]")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let Ok(panel) = doc.create_element("div") else {
        return;
    };
    panel.set_class_name("app-error");
    let _ = panel.set_attribute("data-testid", "app-error");
    let _ = panel.set_attribute("role", "alert");
    panel.set_text_content(Some(&format!(
        "Something went wrong in Keep Table, sorry. Your game was saved after your last move: reload the page to continue. (Details: {detail})"
    )));
    if let Some(body) = doc.body() {
        let _ = body.prepend_with_node_1(&panel);
    }
}
