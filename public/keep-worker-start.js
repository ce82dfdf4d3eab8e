// Starts the app's Web Worker (crates/keep-worker). Trunk names a worker's
// files by its binary, not by their content, so the page asks for them with
// its own version in the query (`?v=…`, src/shell/worker.rs): after a deploy
// a cached old worker is never paired with a new page, nor the reverse.
// Offline, the service worker answers with the files it stored (public/sw.js).
const version = self.location.search;
importScripts("keep-worker.js" + version);
wasm_bindgen("keep-worker_bg.wasm" + version);
