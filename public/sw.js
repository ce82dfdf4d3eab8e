// Keep Table's service worker: the app keeps working offline.
//
// It stores the pages (the main page, each game's own and host page and the
// lab page beside them) and every
// file they name (Trunk's hashed wasm, JS and CSS, the manifest, the icons),
// found by reading the pages themselves, so it needs no list written at
// build time and works under any sub-path. Pages are fetched from the
// network first (a reload online always gets the newest version) and from
// the store when offline; the hashed files come from the store first.
const STORE = "keep-table";
const scope = self.registration.scope;
/** The lab page (the lab and the replay viewer), kept beside the main page. */
const LAB = scope + "lab.html";
/** Each game's own page (play-<game>.html, which the picker opens) and its
 * host page (host-<game>.html, for a table with a seat at another device:
 * reply codes connect a table with no internet). */
const GAMES = ["card-keeper", "star-crew", "keep-n-swap", "keep"].flatMap((g) => ["play-", "host-"].map((p) => scope + p + g + ".html"));
/** The pages kept, by the key they are stored under. */
const PAGES = [scope, ...GAMES, LAB];

/** The files a page names: quoted paths of this scope's static files. */
function named(html) {
  // The page names the small icon and the manifest; the manifest names these.
  const found = new Set([scope, scope + "icon-512.png", scope + "favicon.svg"]);
  for (const m of html.matchAll(/["']([^"']+\.(?:wasm|js|css|svg|png|webmanifest))["']/g)) {
    const url = new URL(m[1], scope).href;
    if (url.startsWith(scope)) found.add(url);
  }
  return [...found];
}

/** Trunk's content-hashed names never change content; others (icons, manifest) may. */
const hashed = (url) => /-[0-9a-f]{8,16}(?:_bg)?\.[a-z]+$/.test(url);

/**
 * Stores every page (`fresh`: those already fetched, by key; the others are
 * fetched now, or kept as stored when that fails) and what they name;
 * forgets files no page names now.
 */
async function keep(fresh) {
  const store = await caches.open(STORE);
  const urls = new Set(PAGES);
  for (const key of PAGES) {
    let page = fresh.get(key);
    if (!page) page = await fetch(key, { cache: "reload" }).catch(() => null);
    if (page && page.ok) {
      named(await page.clone().text()).forEach((u) => urls.add(u));
      await store.put(key, page);
    } else {
      const stored = await store.match(key);
      if (stored) named(await stored.text()).forEach((u) => urls.add(u));
    }
  }
  await Promise.all([...urls].filter((u) => !PAGES.includes(u)).map(async (u) => {
    if (!hashed(u) || !(await store.match(u))) await store.add(u);
  }));
  for (const req of await store.keys()) {
    if (!urls.has(req.url)) await store.delete(req);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    await keep(new Map());
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(scope)) return;
  const path = req.url.split(/[?#]/)[0];
  // A game's guest page (guest-<game>.html, an invitation link's; and
  // guest.html, where older links point) is not kept: it needs the network
  // to reach the host; offline it says so instead of the browser's error.
  // Its check for a new version (index.html) reads it from the network too.
  if (/^guest(-[a-z-]+)?\.html$/.test(path.slice(scope.length))) {
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
  const isPage = req.mode === "navigate" || PAGES.includes(path);
  if (isPage) {
    const key = PAGES.includes(path) ? path : scope;
    event.respondWith((async () => {
      try {
        const page = await fetch(req);
        if (page.ok && req.mode === "navigate") {
          event.waitUntil(keep(new Map([[key, page.clone()]])));
        }
        return page;
      } catch {
        const stored = await caches.match(key);
        return stored || Response.error();
      }
    })());
    return;
  }
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
