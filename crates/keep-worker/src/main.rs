//! The app's Web Worker (Trunk builds it from `index.html`'s worker link):
//! answers each message from the page with [`keep_worker::handle`], after
//! telling the page it is ready (`"ready"`: messages sent before that would
//! be lost while the wasm loads).

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        let _ = replies.post_message(&JsValue::from_str(&keep_worker::handle(&text)));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// Natively there is nothing to run: the worker lives in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("keep-worker is the web app's Web Worker; build it with Trunk");
}
