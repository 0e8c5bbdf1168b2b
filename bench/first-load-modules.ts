// What one route's first-load JavaScript is made of, module by module (run by hand, never part of npm test):
//   npx next analyze -o                                  (Turbopack's analyzer: ~1.5 min, writes .next/diagnostics/analyze)
//   npx tsx bench/first-load-modules.ts /profile/[[...id]] [--top 40]
// Reads `next analyze export --route ROUTE` (JSON lines): the route's chunk groups whose kind is `bootstrap`
// or `render_dependent` are its first load (`async` groups load later), and each chunk's `part` records
// name a source file with its compressed size. Prints the first load's size per package and per source
// file, largest first. Each part is compressed on its own, so the figures add up to more than the chunks'
// gzip (bench/first-load-js.ts gives those): use them to rank what to cut, not to sum. The analyzer's
// chunk names differ from `next build`'s; its module contents are the same.
import { execFileSync } from "node:child_process";

type Group = { type: "group"; kind: string; outputs: string[] };
type Part = { type: "part"; filename: string; source_path: string; compressed_size: number };

const args = process.argv.slice(2);
const route = args.find((a) => a.startsWith("/"));
const topAt = args.indexOf("--top");
const top = topAt >= 0 ? Number(args[topAt + 1]) : 40;
if (!route) {
  console.error("usage: npx tsx bench/first-load-modules.ts ROUTE [--top N]   (after `npx next analyze -o`)");
  process.exit(2);
}

const lines = execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "analyze", "export", "--route", route], {
  encoding: "utf8",
  maxBuffer: 1 << 30,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
})
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { type: string });

const firstLoad = new Set<string>();
for (const g of lines.filter((l): l is Group => l.type === "group")) {
  if (g.kind !== "bootstrap" && g.kind !== "render_dependent") continue;
  for (const o of g.outputs) if (o.startsWith("[client-fs]") && o.endsWith(".js")) firstLoad.add(o);
}
if (firstLoad.size === 0) {
  console.error(`no first-load chunks for ${route}: is the route spelled as the app directory names it, and was \`npx next analyze -o\` run?`);
  process.exit(1);
}

const bySource = new Map<string, number>();
const seen = new Set<string>();
for (const p of lines.filter((l): l is Part => l.type === "part")) {
  const key = `${p.filename}\n${p.source_path}`;
  if (!firstLoad.has(p.filename) || seen.has(key)) continue;
  seen.add(key);
  bySource.set(p.source_path, (bySource.get(p.source_path) ?? 0) + p.compressed_size);
}
const packageOf = (source: string) =>
  source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^\[project\]\/([^/]+).*/, "$1").replace(/^(\[[^\]]+\]).*/, "$1");
const byPackage = new Map<string, number>();
for (const [source, size] of bySource) byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + size);

const kB = (n: number) => (n / 1000).toFixed(1).padStart(7);
const largest = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
console.log(`${route}: ${firstLoad.size} first-load chunks; sizes are each module compressed alone (kB)\n\nby package`);
for (const [name, size] of largest(byPackage).slice(0, top)) console.log(`${kB(size)}  ${name}`);
console.log("\nby source file (outside next and react-dom)");
for (const [source, size] of largest(bySource).filter(([s]) => !/node_modules\/next\//.test(s)).slice(0, top)) console.log(`${kB(size)}  ${source.replace(/^\[project\]\//, "")}`);
