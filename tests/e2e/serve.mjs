// A tiny static server for the end-to-end tests and the web benchmark:
// serves the release build `dist/` at `/` and the same files at the
// sub-path `/keep-table/` (as GitHub Pages serves a repository's pages; the
// pages name their files relative to themselves), on 127.0.0.1, gzipped to
// browsers that accept it, as GitHub Pages would.
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

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
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
    const headers = { "content-type": types[extname(file)] || "application/octet-stream", "cache-control": "no-cache" };
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
