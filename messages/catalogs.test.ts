import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import compile from "icu-minify/compile";
import type { FormatValues } from "icu-minify/format";
import { createTranslator } from "next-intl";
import formatPrecompiled from "use-intl/format-message/format-only";
import { describe, expect, it } from "vitest";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: "argument",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

/** The arguments a message takes, as sorted "name:kind" entries; a select also lists its options. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      const kind = KIND[el.type];
      if (!kind || !("value" in el)) continue;
      if (el.type === TYPE.select) found.add(`${el.value}:select(${Object.keys(el.options).sort().join("|")})`);
      else found.add(`${el.value}:${kind}`);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

function pluralsLackingOther(message: string): string[] {
  const lacking: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if ((el.type === TYPE.plural || el.type === TYPE.select) && !("other" in el.options)) lacking.push(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return lacking;
}

const catalogs = { en: flatten(en as unknown as Tree), ja: flatten(ja as unknown as Tree) };

describe("messages/en and messages/ja", () => {
  it("have the same namespaces", () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it("have the same keys, both ways", () => {
    const enKeys = [...catalogs.en.keys()];
    const jaKeys = [...catalogs.ja.keys()];
    expect(enKeys.filter((k) => !catalogs.ja.has(k))).toEqual([]);
    expect(jaKeys.filter((k) => !catalogs.en.has(k))).toEqual([]);
  });

  it("hold strings, empty only where English is empty too", () => {
    for (const [key, value] of catalogs.ja) {
      const english = catalogs.en.get(key);
      expect(typeof value, key).toBe("string");
      expect(typeof english, key).toBe("string");
      if (english !== "") expect((value as string).trim(), key).not.toBe("");
    }
  });

  it.each(["en", "ja"] as const)("%s parses as ICU, and every plural or select has an other branch", (locale) => {
    for (const [key, value] of catalogs[locale]) {
      expect(() => parse(value as string), `${locale} ${key}`).not.toThrow();
      expect(pluralsLackingOther(value as string), `${locale} ${key}`).toEqual([]);
    }
  });

  it("take the same placeholders, plurals, selects and tags", () => {
    const mismatches = [...catalogs.en]
      .map(([key, value]) => ({ key, en: signature(value as string), ja: signature(catalogs.ja.get(key) as string) }))
      .filter((m) => m.en.join() !== m.ja.join());
    expect(mismatches).toEqual([]);
  });
});

describe("the signature check", () => {
  it("tells placeholders, plurals, selects and tags apart", () => {
    expect(signature("{count, plural, one {# post} other {# posts}} by {name}")).toEqual(["count:plural", "name:argument"]);
    expect(signature("{count, plural, other {#件の投稿}}、{name}")).toEqual(["count:plural", "name:argument"]);
    expect(signature("{count}")).not.toEqual(signature("{count, plural, other {#}}"));
    expect(signature("{g, select, a {x} other {y}}")).not.toEqual(signature("{g, select, b {x} other {y}}"));
    expect(signature("Agree to the <link>Guidelines</link>")).toEqual(["link:tag"]);
    expect(signature("{count, plural, other {{name}}}")).toEqual(["count:plural", "name:argument"]);
  });
});

// The build precompiles the catalogs (next.config.mjs: next-intl's `precompile`), and pages format them
// with icu-minify instead of intl-messageformat. Every message must read the same both ways: in both
// languages, for plural counts and select values that pick each branch, with numbers and tags. (An
// output that is empty as a whole comes back as [] from the precompiled formatter, and t() then shows
// the key: no message may format to nothing.)
const COUNTS = [0, 1, 2, 5, 21, 1000];
// t.markup hands a tag its chunks as one string, icu-minify as an array of them
const markup = (tag: string) => (chunks: string | string[]) => `<${tag}>${[chunks].flat().join("")}</${tag}>`;

/** Values for every argument: `count` for plurals and numbers, the `branch`-th option (wrapping) for a select. */
function sampleValues(message: string, count: number, branch = 0): FormatValues<string> {
  const values: FormatValues<string> = {};
  for (const entry of signature(message)) {
    const [name, kind] = entry.split(":");
    const select = /^select\((.*)\)$/.exec(kind);
    if (select) {
      const options = select[1].split("|");
      values[name] = options[branch % options.length];
    } else if (kind === "plural" || kind === "number") values[name] = kind === "number" ? count + 0.5 : count;
    else if (kind === "tag") values[name] = markup(name);
    else values[name] = `‹${name}›`;
  }
  return values;
}

/** How many select branches a message has at most (1 without a select). */
const branches = (message: string) =>
  Math.max(1, ...signature(message).map((entry) => /:select\((.*)\)$/.exec(entry)?.[1].split("|").length ?? 1));

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** What a page's t() gets in the build: use-intl's formatter of precompiled messages (next.config.mjs aliases it in). */
function formatCompiled(message: string, locale: string, values: FormatValues<string>) {
  const options = { cache: {} as never, formatters: formatters as never, locale, timeZone: "Asia/Tokyo" };
  return formatPrecompiled("key", compile(message), values as never, options) as unknown;
}

describe("the precompiled catalogs", () => {
  it.each(["en", "ja"] as const)("%s reads the same through icu-minify as through intl-messageformat", (locale) => {
    const t = createTranslator({ locale, messages: locale === "en" ? en : ja, timeZone: "Asia/Tokyo" });
    const differences: string[] = [];
    for (const [key, value] of catalogs[locale]) {
      const message = value as string;
      const tags = signature(message).some((entry) => entry.endsWith(":tag"));
      const counts = /\{\s*\w+\s*,\s*(plural|number)/.test(message) ? COUNTS : [1];
      for (const [count, branch] of counts.flatMap((c) => Array.from({ length: branches(message) }, (_, b) => [c, b] as const))) {
        const values = sampleValues(message, count, branch);
        const reference = t.markup(key as never, values as never);
        const compiled = formatCompiled(message, locale, values);
        // t() refuses anything but a string (the page shows the key instead), so only markup may come back in parts
        const precompiled = tags && Array.isArray(compiled) ? compiled.join("") : compiled;
        if (precompiled !== reference) differences.push(`${key} (${count}, ${branch}): ${JSON.stringify(reference)} ≠ ${JSON.stringify(precompiled)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("really formats tags and plurals in the comparison", () => {
    const message = "{count, plural, one {# <b>post</b>} other {# <b>posts</b>}}";
    const values = sampleValues(message, 2);
    expect(formatCompiled(message, "en", values)).toBe("2 <b>posts</b>");
    expect(createTranslator({ locale: "en", messages: { m: message } }).markup("m", values as never)).toBe("2 <b>posts</b>");
  });
});
