import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
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
