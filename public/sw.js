// Keep Table's service worker: what a visitor uses keeps working offline,
// and nothing else is downloaded for it.
//
// - A page tells the worker what it loaded (itself and its files, read
//   from the browser's own list of resources once the page has started, and
//   any file it loads later, such as the search bots' worker): those are
//   kept, fetched again only where the browser's cache does not have them.
//   A page opened while the worker runs is kept as it loads.
// - Pages come from the network first (a reload online always gets the
//   newest version), from the store when offline. When a page comes back
//   different from the one kept (a new version is deployed), every page
//   kept is fetched again with the new versions of the files it had used,
//   and the old files are forgotten: pages never opened stay unfetched.
// - "Keep every game for offline" (a message from the picker) keeps every
//   page and every file it names.
// - Offline, a page never opened answers with a page that says it needs the
//   network once (`offline-unavailable`), never the browser's error. A
//   game's guest page is never kept: it needs the network to reach the host.
//
// It reads the pages themselves for the files they name, so it needs no
// list written at build time and works under any sub-path.
const STORE = "keep-table";
const scope = self.registration.scope;
/** Each game's own page (play-<game>.html, which the picker opens) and its
 * host page (host-<game>.html, for a table with a seat at another device). */
const GAMES = ["card-keeper", "star-crew", "keep-n-swap", "keep"].flatMap((g) => ["play-", "host-"].map((p) => scope + p + g + ".html"));
/** Every page that can be kept, by the key it is stored under. */
const PAGES = [scope, ...GAMES, scope + "lab.html"];

/** The key a page's address is kept under (`null`: not a page kept). */
function pageKey(url) {
  const path = url.split(/[?#]/)[0];
  if (path === scope || path === scope + "index.html") return scope;
  return PAGES.includes(path) ? path : null;
}

/** The files a page names: quoted paths of this scope's static files. */
function named(html) {
  const found = new Set([scope + "icon-512.png", scope + "favicon.svg", scope + "manifest.webmanifest", scope + "icon-192.png"]);
  for (const m of html.matchAll(/["']([^"']+\.(?:wasm|js|css|svg|png|webmanifest))["']/g)) {
    const url = new URL(m[1], scope).href;
    if (url.startsWith(scope) && !url.endsWith("/sw.js")) found.add(url);
  }
  return [...found];
}

/** Trunk's content-hashed names never change content; others (icons, manifest) may. */
const hashed = (url) => /-[0-9a-f]{8,16}(?:_bg)?\.[a-z]+$/.test(url);
/** A file's name without its hash (`play-keep_bg.wasm`): the same file in every version. */
const base = (url) => url.split(/[?#]/)[0].replace(/-[0-9a-f]{8,16}((?:_bg)?\.[a-z]+)$/, "$1");
/** A game's guest page (guest-<game>.html) or `guest.html`: never kept. */
const isGuest = (url) => /^guest(-[a-z-]+)?\.html$/.test(url.split(/[?#]/)[0].slice(scope.length));

/** Keeps `urls` (pages and files of this scope), each fetched unless it is
 * kept already (a new version fetches them again: `refresh`); the browser's
 * cache answers what it holds, so a file the page has just loaded costs no
 * second download. */
async function keep(urls) {
  const store = await caches.open(STORE);
  await Promise.all([...new Set(urls)].map(async (url) => {
    if (!url.startsWith(scope) || isGuest(url) || url.endsWith("/sw.js")) return;
    const key = pageKey(url) || url.split("#")[0];
    if (await store.match(key)) return;
    try {
      const got = await fetch(key);
      if (got.ok) await store.put(key, got);
    } catch {
      // Offline now: kept the next time it is used.
    }
  }));
}

/** A new version: every page kept fetched again, with the new versions of
 * the files it had used; files no page kept names now are forgotten. */
async function refresh(fresh) {
  const store = await caches.open(STORE);
  const stored = (await store.keys()).map((r) => r.url);
  const used = new Set(stored.filter((u) => !pageKey(u)).map(base));
  const wanted = new Set();
  for (const key of stored.filter(pageKey)) {
    let page = fresh.get(key);
    if (!page) page = await fetch(key, { cache: "no-cache" }).catch(() => null);
    if (!page || !page.ok) continue;
    const files = named(await page.clone().text()).filter((u) => used.has(base(u)));
    await store.put(key, page);
    files.forEach((u) => wanted.add(u));
  }
  for (const url of wanted) {
    if (hashed(url) && stored.includes(url)) continue;
    const got = await fetch(url, { cache: "no-cache" }).catch(() => null);
    if (got && got.ok) await store.put(url, got);
  }
  for (const url of stored) {
    if (!pageKey(url) && hashed(url) && !wanted.has(url)) await store.delete(url);
  }
}

/** Keeps every page and every file it names ("Keep every game for offline"). */
async function keepEverything() {
  const store = await caches.open(STORE);
  const files = new Set();
  for (const key of PAGES) {
    const page = await fetch(key).catch(() => null);
    if (!page || !page.ok) continue;
    named(await page.clone().text()).forEach((u) => files.add(u));
    await store.put(key, page);
  }
  await keep([...files]);
}

self.addEventListener("install", (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  const m = event.data || {};
  if (Array.isArray(m.keep)) {
    event.waitUntil(keep(m.keep.map(String)));
  } else if (m.keepEverything) {
    const done = keepEverything().then(
      () => event.source && event.source.postMessage({ keptEverything: true }),
      (e) => event.source && event.source.postMessage({ keptEverything: false, why: String(e) }),
    );
    event.waitUntil(done);
  } else if (m.kept) {
    // Which pages are kept (the picker says which games need the network once).
    const answer = caches.open(STORE).then(async (store) => {
      const keys = (await store.keys()).map((r) => r.url).filter(pageKey);
      event.source && event.source.postMessage({ keptPages: keys.map((k) => k.slice(scope.length)) });
    });
    event.waitUntil(answer);
  }
});

/** What a page never opened here answers offline. */
function unavailable() {
  return new Response(
    '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Keep Table</title><link rel="icon" href="favicon.svg">' +
      '<body style="font-family: system-ui, sans-serif; background: #1f5b3a; color: #fff; padding: 1rem; line-height: 1.5">' +
      '<h1>Keep Table</h1><p data-testid="offline-unavailable" role="status">This page has not been opened on this device yet, so it needs the network once: connect, then open it again. ' +
      "Games opened before work offline.</p>" +
      '<p><a href="./#/" style="color: #fff">Back to the games</a></p></body></html>',
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(scope)) return;
  // A game's guest page is not kept: it needs the network to reach the
  // host; offline it says so instead of the browser's error. Its check for
  // a new version reads it from the network too.
  if (isGuest(req.url)) {
    event.respondWith(fetch(req).catch(() => req.mode !== "navigate" ? Response.error() : new Response(
      '<!DOCTYPE html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        "<title>Keep Table</title><p>This invitation needs the network to reach the host's device: connect and open it again.</p>" +
        '<p><a href="./">Play on this device instead</a></p>',
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    )));
    return;
  }
  // A page (a visit, or the page's own check for a new version): the
  // network first, the stored page when offline.
  const key = pageKey(req.url);
  if (key || req.mode === "navigate") {
    event.respondWith((async () => {
      try {
        const page = await fetch(req);
        if (page.ok && key && req.mode === "navigate") {
          event.waitUntil((async () => {
            const store = await caches.open(STORE);
            const was = await store.match(key);
            const now = page.clone();
            if (was && (await was.text()) !== (await page.clone().text())) {
              await refresh(new Map([[key, now]]));
            } else {
              await store.put(key, now);
            }
          })());
        }
        return page;
      } catch {
        const stored = key && (await caches.match(key));
        if (stored) return stored;
        return req.mode === "navigate" ? unavailable() : Response.error();
      }
    })());
    return;
  }
  // A file: the store first; fetched and kept when the store has none (a
  // page opened while this worker runs keeps what it uses).
  event.respondWith((async () => {
    const stored = await caches.match(req);
    if (stored) return stored;
    try {
      const got = await fetch(req);
      if (got.ok) {
        const store = await caches.open(STORE);
        await store.put(req, got.clone());
      }
      return got;
    } catch (offline) {
      // The worker's files are asked for with the page's version in the
      // query (`?v=…`); offline, the copy stored with this page answers.
      const same = await caches.match(req, { ignoreSearch: true });
      if (same) return same;
      throw offline;
    }
  })());
});
