// The structure drawing in figures: which folder imports which, how many floors that makes, which
// imports run back up (a folder importing one that, directly or not, imports it back) and which files
// import each other in a circle. `npx tsx scripts/structure.ts [--folders]` prints it for the whole
// app and for lib/; scripts/structure.test.ts keeps lib/ at zero arrows back up and zero circles.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SOURCE_ROOTS = ["app", "components", "hooks", "lib", "i18n", "messages", "proxy.ts", "instrumentation.ts"];
const SKIP = /(\.test\.tsx?$|\.d\.ts$|^lib\/generated\/)/;

export type Graph = {
  files: string[];
  lines: Map<string, number>;
  imports: Map<string, Set<string>>;
};

function listFiles(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return /\.tsx?$/.test(rel) && !SKIP.test(rel) ? [rel] : [];
  return fs
    .readdirSync(abs)
    .filter((name) => name !== "node_modules" && !name.startsWith("."))
    .flatMap((name) => listFiles(path.posix.join(rel, name)));
}

function resolveSpecifier(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const abs = path.join(ROOT, candidate);
    if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

export function readGraph(roots: string[] = SOURCE_ROOTS): Graph {
  const files = roots.flatMap(listFiles).sort();
  const lines = new Map<string, number>();
  const imports = new Map<string, Set<string>>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    lines.set(file, text.split("\n").length);
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveSpecifier(file, match[1] ?? match[2] ?? match[3]);
      if (target && target !== file && !SKIP.test(target)) targets.add(target);
    }
    imports.set(file, targets);
  }
  return { files, lines, imports };
}

/** Tarjan's strongly connected components; returns the components with more than one node. */
export function circles(nodes: string[], edges: (node: string) => Iterable<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

export const folderOf = (file: string) => path.posix.dirname(file);

export type Structure = {
  files: number;
  lines: number;
  folders: number;
  floors: number;
  /** folder-to-folder imports left pointing up once the folders are put in their best order */
  backUp: { from: string; to: string }[];
  fileCircles: string[][];
  folderCircles: string[][];
};

export function describe(graph: Graph, within: (file: string) => boolean = () => true): Structure {
  const files = graph.files.filter(within);
  const inside = new Set(files);
  const fileEdges = (file: string) => [...(graph.imports.get(file) ?? [])].filter((target) => inside.has(target));
  const folders = [...new Set(files.map(folderOf))].sort();
  const folderEdges = new Map<string, Set<string>>(folders.map((folder) => [folder, new Set<string>()]));
  for (const file of files) {
    for (const target of fileEdges(file)) {
      if (folderOf(target) !== folderOf(file)) folderEdges.get(folderOf(file))!.add(folderOf(target));
    }
  }
  const folderCircles = circles(folders, (folder) => folderEdges.get(folder)!);
  // Order the folders so that as few folder-to-folder imports as possible point backwards (Eades, Lin
  // and Smyth's greedy heuristic: peel off folders nothing imports, then folders that import nothing,
  // else the folder with the most imports out over in); the imports left pointing backwards are the
  // ones "running back up", and the floors are the longest chain of the rest.
  const remaining = new Set(folders);
  const outOf = (f: string) => [...folderEdges.get(f)!].filter((g) => remaining.has(g) && g !== f);
  const into = (f: string) => folders.filter((g) => remaining.has(g) && g !== f && folderEdges.get(g)!.has(f));
  const top: string[] = [];
  const bottom: string[] = [];
  while (remaining.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const f of [...remaining]) {
        if (outOf(f).length === 0) {
          bottom.unshift(f);
          remaining.delete(f);
          changed = true;
        } else if (into(f).length === 0) {
          top.push(f);
          remaining.delete(f);
          changed = true;
        }
      }
    }
    if (remaining.size === 0) break;
    const pick = [...remaining].sort((a, b) => outOf(b).length - into(b).length - (outOf(a).length - into(a).length) || a.localeCompare(b))[0];
    top.push(pick);
    remaining.delete(pick);
  }
  const order = new Map([...top, ...bottom].map((folder, i) => [folder, i]));
  const backUp: Structure["backUp"] = [];
  for (const folder of folders) {
    for (const target of folderEdges.get(folder)!) {
      if (order.get(target)! < order.get(folder)!) backUp.push({ from: folder, to: target });
    }
  }
  const height = new Map<string, number>();
  for (const folder of [...top, ...bottom].reverse()) {
    const below = [...folderEdges.get(folder)!].filter((target) => order.get(target)! > order.get(folder)!);
    height.set(folder, 1 + Math.max(0, ...below.map((target) => height.get(target)!)));
  }
  const floors = Math.max(0, ...height.values());
  return {
    files: files.length,
    lines: files.reduce((sum, file) => sum + graph.lines.get(file)!, 0),
    folders: folders.length,
    floors,
    backUp,
    fileCircles: circles(files, fileEdges),
    folderCircles,
  };
}

function print(title: string, s: Structure, verbose: boolean) {
  console.log(
    `${title}: ${s.files} files, ${s.lines} lines, ${s.folders} folders on ${s.floors} floors; ` +
      `${s.backUp.length} imports running back up, ${s.folderCircles.length} folder circles, ` +
      `${s.fileCircles.length} file circles`,
  );
  if (!verbose) return;
  for (const circle of s.folderCircles) console.log(`  folder circle: ${circle.join(" <-> ")}`);
  for (const edge of s.backUp) console.log(`  back up: ${edge.from} -> ${edge.to}`);
  for (const circle of s.fileCircles) console.log(`  file circle: ${circle.join(" <-> ")}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const graph = readGraph();
  const verbose = process.argv.includes("--verbose");
  print("whole app", describe(graph), verbose);
  print("lib/", describe(graph, (file) => file.startsWith("lib/")), verbose);
}
