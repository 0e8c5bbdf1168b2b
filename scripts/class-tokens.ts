// The Tailwind class names our UI code can hand to `cn` (lib/client/cn.ts): every whitespace-separated
// word of every string literal and template-literal text in app/, components/ and hooks/ (and lib/client),
// reduced to what tailwind-merge sorts into a class group (variants such as `hover:` or
// `data-[state=checked]:` and the `!` of important removed). Words that are not classes come along too;
// tailwind-merge finds no group for them, so they change nothing. scripts/generate-cn-config.ts keeps
// only the class groups these words fall in; lib/client/cn.test.ts checks every word still falls in the
// same group with that configuration as with tailwind-merge's whole default one.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const ROOTS = ["app", "components", "hooks", "lib/client"];
const SKIP = /(\.test\.tsx?$|\.d\.ts$)/;

function files(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) return files(child);
    return /\.tsx?$/.test(entry.name) && !SKIP.test(child) ? [child] : [];
  });
}

// string literals ("…", '…') and the text parts of template literals (`…${x}…`)
const LITERAL = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

/** The last part of a class after its variants (`sm:hover:p-2` -> `p-2`), without `!`. */
export function baseOf(word: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) start = i + 1;
  }
  return word.slice(start).replace(/^!|!$/g, "");
}

export function classWords(): string[] {
  const words = new Set<string>();
  for (const file of ROOTS.flatMap(files)) {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    for (const m of text.matchAll(LITERAL)) {
      const body = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
      for (const word of body.split(/\s+/)) {
        const base = baseOf(word);
        if (/^-?[a-z@*][\w\-./[\]()%#=,'&>:*]*$/i.test(base)) words.add(base);
      }
    }
  }
  return [...words].sort();
}
