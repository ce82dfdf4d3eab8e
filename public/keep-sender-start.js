// Starts a campaign table's Web Worker (crates/keep-sender), which seals
// a finished game's record and publishes it on the campaign's relays. As
// for the lab's worker (keep-worker-start.js), the page asks for it with its
// own version in the query, which is passed on to the worker's files.
const version = self.location.search;
importScripts("keep-sender.js" + version);
wasm_bindgen("keep-sender_bg.wasm" + version);
