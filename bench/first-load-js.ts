// First-load JavaScript per screen (run by hand, never part of npm test):
//   npx next build && npx tsx bench/first-load-js.ts
//   npx tsx bench/first-load-js.ts --json               (machine-readable, for before/after diffs)
//   npx tsx bench/first-load-js.ts --chunks /           (one route's chunks, largest first)
// For every app route: the union of the JS chunks a browser loads on first load of that route
// (Next's runtime and framework chunks plus every layout's and the page's entry chunks), each
// gzipped at level 9 (as `next start` serves them) and, beside it, brotli at quality 11 (as a CDN would),
// summed. kB = 1000 bytes. Targets (issue #34, in gzip): the framework floor (Next's runtime and React,
// build-manifest.json's rootMainFiles, ~132 kB) is measured from the same build; `/` may ship at most
// floor + 30 kB, every other screen floor + 60 kB. The brotli column is printed beside it (issue #19 used it).
// What `npm start` serves signed in is this union: the HTML's module scripts of a route were the same
// chunks (checked by hand on 2026-11-27; the noModule polyfill chunk is not loaded by current browsers).
// Async chunks (next/dynamic, React.lazy, import()) load later and don't count.
// Source: .next/diagnostics/route-bundle-stats.json (Next 16); where that is absent, the union of
// build-manifest.json's rootMainFiles and each page's client-reference-manifest entryJSFiles.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const NEXT = path.join(process.cwd(), ".next");
const KB = 1000;
const HOME_ALLOWANCE = 30 * KB;
const OTHER_ALLOWANCE = 60 * KB;

type RouteChunks = { route: string; chunks: string[] };

function fromBundleStats(): RouteChunks[] | null {
  const file = path.join(NEXT, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  return stats.map((s) => ({ route: s.route, chunks: s.firstLoadChunkPaths.map((p) => p.replace(/^\.next\//, "")) }));
}

function fromClientReferenceManifests(): RouteChunks[] {
  const build = JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const routes = JSON.parse(readFileSync(path.join(NEXT, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const out: RouteChunks[] = [];
  for (const [page, route] of Object.entries(routes)) {
    if (!page.endsWith("/page")) continue; // route handlers ship no client JS
    const file = path.join(NEXT, "server", "app", `${page}_client-reference-manifest.js`);
    if (!existsSync(file)) continue;
    const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } };
    vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
    const manifest = sandbox.globalThis.__RSC_MANIFEST?.[page];
    const chunks = new Set(build.rootMainFiles);
    for (const files of Object.values(manifest?.entryJSFiles ?? {})) for (const f of files) chunks.add(f);
    out.push({ route, chunks: [...chunks] });
  }
  return out;
}

type Size = { raw: number; gzip: number; brotli: number };
const sizes = new Map<string, Size>();
function sizeOf(chunk: string): Size {
  let size = sizes.get(chunk);
  if (!size) {
    const bytes = readFileSync(path.join(NEXT, chunk));
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli };
    sizes.set(chunk, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

if (!existsSync(path.join(NEXT, "BUILD_ID"))) {
  console.error("No build in .next: run `npx next build` first.");
  process.exit(1);
}
const { rootMainFiles } = JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
const floor = rootMainFiles.reduce((sum, chunk) => sum + sizeOf(chunk).gzip, 0);
const HOME_TARGET = floor + HOME_ALLOWANCE;
const OTHER_TARGET = floor + OTHER_ALLOWANCE;
const stats = fromBundleStats();
const source = stats ? "diagnostics/route-bundle-stats.json" : "client-reference manifests";
const routes = (stats ?? fromClientReferenceManifests()).filter((r) => !r.route.startsWith("/_global-error"));
const args = process.argv.slice(2);

if (args[0] === "--chunks") {
  const route = routes.find((r) => r.route === (args[1] ?? "/"));
  if (!route) throw new Error(`No route ${args[1]}; routes: ${routes.map((r) => r.route).join(" ")}`);
  const rows = route.chunks.map((c) => ({ chunk: c, ...sizeOf(c) })).sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) console.log(`${kb(r.gzip).padStart(7)} kB gzip ${kb(r.brotli).padStart(7)} kB br ${kb(r.raw).padStart(8)} kB raw  ${r.chunk}`);
  process.exit(0);
}

const rows = routes
  .map(({ route, chunks }) => {
    const all = [...new Set(chunks)].map(sizeOf);
    const target = route === "/" ? HOME_TARGET : OTHER_TARGET;
    const sum = (key: keyof Size) => all.reduce((s, x) => s + x[key], 0);
    const gzip = sum("gzip"), brotli = sum("brotli");
    return { route, chunks: all.length, raw: sum("raw"), gzip, brotli, target, gzipPass: gzip <= target, brotliPass: brotli <= target };
  })
  .sort((a, b) => b.gzip - a.gzip);

if (args.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`First-load JS per route (kB = 1000 bytes; gzip level 9, brotli quality 11; from .next/${source})`);
  console.log(`Framework floor (rootMainFiles): ${kb(floor)} kB gzip; targets / ${kb(HOME_TARGET)}, other screens ${kb(OTHER_TARGET)} (gzip)\n`);
  console.log(`${"route".padEnd(24)} ${"chunks".padStart(6)} ${"raw kB".padStart(8)} ${"gzip kB".padStart(8)} ${"br kB".padStart(7)} ${"target".padStart(7)}  gzip  brotli`);
  const verdict = (pass: boolean) => (pass ? "PASS" : "MISS");
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(24)} ${String(r.chunks).padStart(6)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)} ${kb(r.brotli).padStart(7)} ${kb(r.target).padStart(7)}  ${verdict(r.gzipPass)}  ${verdict(r.brotliPass)}`,
    );
  }
  const within = (key: "gzipPass" | "brotliPass") => rows.filter((r) => r[key]).length;
  console.log(`\nWithin target: ${within("gzipPass")}/${rows.length} routes by gzip, ${within("brotliPass")}/${rows.length} by brotli.`);
}
