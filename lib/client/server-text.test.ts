import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/core/errors";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import compile from "icu-minify/compile";
import { fieldKeyOf, localizeServerText, matchServerText, sourceText, type ErrorsTranslator } from "./server-text";
import { MESSAGE_SOURCES, sourceTexts } from "@/lib/core/i18n/source-texts";

// A tiny stand-in for next-intl's t of the `errors` namespace: {name} arguments only, which is all this catalog uses.
function translator(catalog: typeof en.errors): ErrorsTranslator {
  return (key, values = {}) => {
    const [group, name] = key.split(".") as ["messages" | "fields", string];
    const text = (catalog[group] as Record<string, string>)[name];
    if (text === undefined) throw new Error(`missing ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, arg: string) => values[arg] ?? `{${arg}}`);
  };
}
const toJa = (text: string) => localizeServerText(text, translator(ja.errors));
const toEn = (text: string) => localizeServerText(text, translator(en.errors));

describe("localizeServerText", () => {
  it.each([
    ["Please fill in all fields", "すべての項目を入力してください"],
    ["Passwords don't match", "パスワードが一致しません"],
    ["Password must be at least 6 characters", "パスワードは6文字以上にしてください"],
    ["File size must be less than 50MB", "ファイルサイズは50MB未満にしてください"],
    ["Too many attempts. Please try again in 42 seconds.", "試行回数が多すぎます。42秒後にもう一度お試しください。"],
    ["Too many attempts. Please try again in 3 minutes.", "試行回数が多すぎます。3分後にもう一度お試しください。"],
    ["This event is full: it has reached its maximum of 12 people", "このイベントは満員です（定員12名）"],
    ["Title must be at most 100 characters", "イベント名は100文字以内で入力してください"],
    // a generic shape with an English label: the label is translated too
    ["Phone number must be at most 40 characters", "電話番号は40文字以内で入力してください"],
    ["Background video URL is too long", "背景動画のURLが長すぎます"],
    // a label the table does not know stays as sent
    ["targetId is required", "targetIdは必須です"],
  ])("%j -> %j", (english, japanese) => {
    expect(toJa(english)).toBe(japanese);
  });

  it("gives back a text it does not know, untouched", () => {
    for (const text of ["Some brand-new server text", "", "💥", "x".repeat(5000), "{max}", "\ud800"]) expect(toJa(text)).toBe(text);
  });

  it("prefers the most literal entry", () => {
    expect(matchServerText("Password must be text")?.key).toBe("passwordNotText");
    expect(matchServerText("Comment must be at most 2200 characters")).toEqual({ key: "commentTooLong", values: { max: "2200" } });
    expect(matchServerText("Address must be text")).toEqual({ key: "fieldMustBeText", values: { field: "Address" } });
    expect(fieldKeyOf("Address")).toBe("address");
  });
});

describe("every server and validation text has a translation", () => {
  const texts = sourceTexts(process.cwd());
  // a sample value in place of each ${…}: numbers, where a limit or count goes, else a word
  const sample = (shape: string) => shape.replaceAll("{}", "7");

  it("finds the texts in the source (the scan itself works)", () => {
    expect(MESSAGE_SOURCES.length).toBeGreaterThan(0);
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(["Please fill in all fields", "File size must be less than {}MB", "You cannot follow yourself"]));
  });

  it("knows every literal message (or field label) of the schemas, the services and the handlers", () => {
    const missing = texts.filter((t) => !t.template && !matchServerText(t.text) && !fieldKeyOf(t.text));
    expect(missing.map((t) => `${t.file}: ${t.text}`)).toEqual([]);
  });

  it("knows every message built from a template", () => {
    const missing = texts.filter((t) => t.template && !matchServerText(sample(t.text)));
    expect(missing.map((t) => `${t.file}: ${t.text}`)).toEqual([]);
  });

  it("has a text for every error code of lib/core/errors.ts, in both languages", () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(en.errors.codes, code).toHaveProperty(code);
      expect(ja.errors.codes, code).toHaveProperty(code);
    }
  });

  it("reads each English entry back as itself, and the Japanese differs from it", () => {
    for (const [key, text] of Object.entries(en.errors.messages)) {
      const filled = text.replace(/\{(\w+)\}/g, "7");
      expect(matchServerText(filled)?.key, key).toBe(key);
      expect(toEn(filled), key).toBe(filled);
      expect(toJa(filled), key).not.toBe(filled);
    }
  });
});

// next.config.mjs has next-intl precompile the catalogs in the build: there server-text.ts reads icu-minify's
// compiled entries, and must get the JSON's own texts back from them to match what the API says.
describe("sourceText", () => {
  it("gives every error text and field label back from its precompiled form", () => {
    for (const group of ["messages", "fields"] as const) {
      for (const [key, text] of Object.entries(en.errors[group] as Record<string, string>)) {
        expect(sourceText(compile(text)), `${group}.${key}`).toBe(text);
      }
    }
  });

  it("refuses shapes that are not plain text with placeholders", () => {
    expect(sourceText(compile("{count, plural, one {# post} other {# posts}}"))).toBeNull();
    expect(sourceText(compile("Read <b>this</b>"))).toBeNull();
    expect(sourceText(42)).toBeNull();
    expect(sourceText(compile("Title must be at most {max} characters"))).toBe("Title must be at most {max} characters");
  });
});
