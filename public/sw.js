// Keep Table's service worker: the app keeps working offline.
//
// It stores the page and every file the page names (Trunk's hashed wasm, JS
// and CSS, the manifest, the icons), found by reading the page itself, so it
// needs no list written at build time and works under any sub-path. Pages
// are fetched from the network first (a reload online always gets the
// newest version) and from the store when offline; the hashed files come
// from the store first.
const STORE = "keep-table";
const scope = self.registration.scope;

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

/** Stores the page and what it names; forgets files no page names now. */
async function keep(html, page) {
  const store = await caches.open(STORE);
  const urls = named(html);
  await Promise.all(urls.filter((u) => u !== scope).map(async (u) => {
    if (!hashed(u) || !(await store.match(u))) await store.add(u);
  }));
  if (page) await store.put(scope, page);
  for (const req of await store.keys()) {
    if (!urls.includes(req.url)) await store.delete(req);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const page = await fetch(scope, { cache: "reload" });
    await keep(await page.clone().text(), page);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(scope)) return;
  const path = req.url.split(/[?#]/)[0];
  // The guest page (an invitation link's) is not kept: it needs the network
  // to reach the host; offline it says so instead of the browser's error.
  if (req.mode === "navigate" && path === scope + "guest.html") {
    event.respondWith(fetch(req).catch(() => new Response(
      '<!DOCTYPE html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        "<title>Keep Table</title><p>This invitation needs the network to reach the host's device: connect and open it again.</p>" +
        '<p><a href="./">Play on this device instead</a></p>',
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    )));
    return;
  }
  // The page itself (a visit, or the page's own check for a new version):
  // the network first, the stored page when offline.
  const isPage = req.mode === "navigate" || path === scope;
  if (isPage) {
    event.respondWith((async () => {
      try {
        const page = await fetch(req);
        if (page.ok && req.mode === "navigate") {
          const [read, stored] = [page.clone(), page.clone()];
          event.waitUntil(read.text().then((html) => keep(html, stored)));
        }
        return page;
      } catch {
        const stored = await caches.match(scope);
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
