// A tiny static server for the end-to-end tests and the web benchmark:
// serves the release build `dist/` at `/` and the same files at the
// sub-path `/keep-table/` (as GitHub Pages serves a repository's pages; the
// pages name their files relative to themselves), on 127.0.0.1, gzipped to
// browsers that accept it, as GitHub Pages would.
//
// With COUNT=1 it counts the bytes of every response body it sends (what
// a visitor pays, the service worker's own requests included) and answers
// `/__bytes` with them ({total, requests: [[path, bytes], …]}) and
// `/__bytes/reset` by starting again; with MAX_AGE=N it lets browsers keep
// each file N seconds (`cache-control: max-age=N`, as GitHub Pages sends
// max-age=600) instead of asking again every time.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const root = resolve(new URL("../..", import.meta.url).pathname);
const port = Number(process.env.PORT || 8090);
const dist = process.env.DIST ? resolve(process.env.DIST) : join(root, "dist");
const mounts = [
  ["/keep-table/", dist],
  ["/", dist],
];
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".png": "image/png",
};

/** Types sent gzipped, and the gzipped bodies already made (by path and time). */
const compressible = new Set([".html", ".js", ".wasm", ".css", ".svg", ".webmanifest", ".json"]);
const zipped = new Map();

const counting = process.env.COUNT === "1";
const cacheControl = process.env.MAX_AGE ? `max-age=${Number(process.env.MAX_AGE)}` : "no-cache";
let sent = [];

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (counting && path.startsWith("/__bytes")) {
    if (path === "/__bytes/reset") sent = [];
    const total = sent.reduce((n, [, b]) => n + b, 0);
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify({ total, requests: sent }));
    return;
  }
  if (counting) {
    const end = res.end.bind(res);
    res.end = (body, ...rest) => {
      sent.push([path, body ? Buffer.byteLength(body) : 0]);
      return end(body, ...rest);
    };
  }
  const [prefix, dir] = mounts.find(([p]) => path.startsWith(p));
  let file = normalize(join(dir, path.slice(prefix.length)));
  if (!file.startsWith(dir)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, "index.html");
  } catch {
    // Unknown paths fall back to the app's page, as a single-page app host does.
    file = extname(file) ? file : join(dir, "index.html");
  }
  try {
    const body = await readFile(file);
    const headers = { "content-type": types[extname(file)] || "application/octet-stream", "cache-control": cacheControl };
    if (compressible.has(extname(file)) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      const key = `${file}:${(await stat(file)).mtimeMs}`;
      if (!zipped.has(key)) zipped.set(key, gzipSync(body, { level: 9 }));
      res.writeHead(200, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" });
      res.end(zipped.get(key));
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
}).listen(port, "127.0.0.1", () => console.log(`serving on http://127.0.0.1:${port}`));
