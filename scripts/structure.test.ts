import fs from "node:fs";
import path from "node:path";
import { describe as suite, expect, it } from "vitest";
import { describe, readGraph } from "./structure";

// The map in CONTRIBUTING.md ("lib/, floor by floor"), held: each lib/ folder is on a floor, a file
// imports only from its own floor or below, and the client and server tops never meet.
const FLOORS: [prefix: string, floor: number][] = [
  ["lib/core/", 1],
  ["lib/contract/", 2],
  ["lib/data/", 3],
  ["lib/domain/", 4],
  ["lib/server/", 5],
  ["lib/client/", 5],
];
const floorOf = (file: string) => FLOORS.find(([prefix]) => file.startsWith(prefix))?.[1];
const SERVER_SIDE = ["lib/data/", "lib/domain/", "lib/server/"];
const CLIENT_SIDE = ["components/", "hooks/", "lib/client/"];
const OUTSIDE_NEXT = /^\/\/ server-only, loaded outside Next too/;

const graph = readGraph(sourceRootsWithScripts());

function sourceRootsWithScripts() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const scripts = fs.readdirSync(path.join(root, "scripts")).filter((name) => /\.ts$/.test(name) && !name.includes(".test."));
  return ["app", "components", "hooks", "lib", "messages", "prisma", "proxy.ts", "instrumentation.ts", "e2e", "tests/serve", ...scripts.map((name) => `scripts/${name}`)];
}

suite("the structure of lib/", () => {
  it("puts every lib/ file on a floor", () => {
    const homeless = graph.files.filter((file) => file.startsWith("lib/") && floorOf(file) === undefined);
    expect(homeless).toEqual([]);
  });

  it("has no import running back up, no folder circle and no file circle", () => {
    const lib = describe(graph, (file) => file.startsWith("lib/"));
    expect(lib.backUp.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
    expect(lib.folderCircles).toEqual([]);
    expect(lib.fileCircles).toEqual([]);
  });

  it("imports only from a file's own floor or below, and never from the other top", () => {
    const wrong: string[] = [];
    for (const file of graph.files.filter((f) => f.startsWith("lib/"))) {
      for (const target of graph.imports.get(file) ?? []) {
        if (!target.startsWith("lib/")) continue;
        const same = file.split("/")[1] === target.split("/")[1];
        if (!same && floorOf(target)! >= floorOf(file)!) wrong.push(`${file} -> ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps client code away from server-only floors", () => {
    const wrong: string[] = [];
    for (const file of graph.files.filter((f) => CLIENT_SIDE.some((prefix) => f.startsWith(prefix)))) {
      for (const target of graph.imports.get(file) ?? []) {
        if (SERVER_SIDE.some((prefix) => target.startsWith(prefix))) wrong.push(`${file} -> ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("marks every server-side file server-only (or says why the marker can't be imported)", () => {
    // Files Node loads outside React's server build (npm start's own server, the scripts, the journeys'
    // set-up, proxy.ts, instrumentation.ts; the benches run with --conditions=react-server) cannot import the marker package, which throws there: they carry the comment.
    const entries = graph.files.filter((file) => /^(scripts|e2e|tests)\//.test(file) || file === "proxy.ts" || file === "instrumentation.ts");
    const outside = new Set<string>();
    const visit = (file: string) => {
      if (outside.has(file)) return;
      outside.add(file);
      for (const target of graph.imports.get(file) ?? []) visit(target);
    };
    entries.forEach(visit);
    const wrong: string[] = [];
    for (const file of outside) {
      if (file.startsWith("lib/") && /^import "server-only";$/m.test(fs.readFileSync(file, "utf8")) && !SERVER_SIDE.some((prefix) => file.startsWith(prefix))) {
        wrong.push(`${file}: loaded outside Next, so it must not import "server-only"`);
      }
    }
    for (const file of graph.files.filter((f) => SERVER_SIDE.some((prefix) => f.startsWith(prefix)))) {
      const text = fs.readFileSync(file, "utf8");
      const marked = /^import "server-only";$/m.test(text);
      if (outside.has(file)) {
        if (marked) wrong.push(`${file}: loaded outside Next, so it must not import "server-only"`);
        else if (!OUTSIDE_NEXT.test(text)) wrong.push(`${file}: needs the first line "// server-only, loaded outside Next too"`);
      } else if (!marked) {
        wrong.push(`${file}: needs import "server-only"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
