import { describe, expect, it } from "vitest";
import { ZodError, z } from "zod";
import compile from "icu-minify/compile";
import { ERROR_STATUS, errorBody } from "@/lib/core/errors";
import { serverText, sourceText, textKeyOf, type ErrorTextKey } from "@/lib/core/server-text";
import { MESSAGE_SOURCES, serverTextCalls, sourceTexts } from "@/lib/core/i18n/source-texts";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { ApiError } from "./api-client";
import { errorText, FIELD_KEYS, fieldKeyOf, localizeErrorText, localizeServerText, type ErrorsCatalog, type ErrorsTranslator } from "./server-text";
import { UploadError } from "./upload-file";

// A tiny stand-in for next-intl's t of the `errors` namespace: {name} arguments only, which is all this catalog uses.
function translator(catalog: typeof en.errors): ErrorsTranslator {
  return (key, values = {}) => {
    const [group, name] = key.split(".") as ["messages" | "fields", string];
    const text = (catalog[group] as Record<string, string>)[name];
    if (text === undefined) throw new Error(`missing ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, arg: string) => values[arg] ?? `{${arg}}`);
  };
}
const toJa = translator(ja.errors);
const toEn = translator(en.errors);
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const keys = Object.keys(en.errors.messages) as ErrorTextKey[];

describe("serverText and textKeyOf", () => {
  it("fill a catalog entry and know its text again, with its key and values", () => {
    const text = serverText("commentTooLong", { max: 2200 });
    expect(text).toBe("Comment must be at most 2200 characters");
    expect(textKeyOf(text)).toEqual({ key: "commentTooLong", values: { max: 2200 } });
    expect(textKeyOf(serverText("fieldMaxLength", { field: "Phone number", max: 40 }))).toEqual({ key: "fieldMaxLength", values: { field: "Phone number", max: 40 } });
    expect(serverText("cannotFollowSelf")).toBe("You cannot follow yourself");
    expect(textKeyOf("You cannot follow yourself")).toEqual({ key: "cannotFollowSelf" });
  });

  it("round-trip every entry of the catalog", () => {
    for (const key of keys) {
      const names = placeholders(en.errors.messages[key]);
      const values = names.length ? Object.fromEntries(names.map((name) => [name, `${key}.${name}`])) : undefined;
      const text = serverText(key, values);
      expect(text, key).toBe(en.errors.messages[key].replace(/\{(\w+)\}/g, (_, name: string) => `${key}.${name}`));
      expect(textKeyOf(text), key).toEqual(values ? { key, values } : { key });
    }
  });

  it("know no text they did not make (no matching of shapes)", () => {
    for (const text of ["Some brand-new server text", "Comment must be at most 7 characters", "", "{max}", "x".repeat(5000), "\ud800"]) {
      expect(textKeyOf(text), text).toBeNull();
    }
  });

  it("name the key in an error reply, beside the message and code", () => {
    expect(errorBody("conflict", serverText("emailTaken"))).toEqual({ message: "An account with this email already exists", code: "conflict", messageKey: "emailTaken" });
    expect(errorBody("rate_limited", serverText("tooManyAttemptsSeconds", { seconds: 42 }))).toEqual({
      message: "Too many attempts. Please try again in 42 seconds.",
      code: "rate_limited",
      messageKey: "tooManyAttemptsSeconds",
      messageValues: { seconds: 42 },
    });
    expect(errorBody("bad_request", "Invalid input: expected string, received number")).toEqual({ message: "Invalid input: expected string, received number", code: "bad_request" });
    // a zod message was made when its schema was built
    const schema = z.object({ bio: z.string().max(3, serverText("bioTooLong", { max: 3 })) });
    const error = schema.safeParse({ bio: "long" }).error as ZodError;
    expect(errorBody("bad_request", error.issues[0].message)).toMatchObject({ messageKey: "bioTooLong", messageValues: { max: 3 } });
  });
});

describe("localizeErrorText", () => {
  it.each([
    [{ key: "fillAllFields" }, "すべての項目を入力してください"],
    [{ key: "passwordsDontMatch" }, "パスワードが一致しません"],
    [{ key: "passwordTooShort", values: { min: 6 } }, "パスワードは6文字以上にしてください"],
    [{ key: "fileTooLarge", values: { max: 50 } }, "ファイルサイズは50MB未満にしてください"],
    [{ key: "tooManyAttemptsSeconds", values: { seconds: 42 } }, "試行回数が多すぎます。42秒後にもう一度お試しください。"],
    [{ key: "tooManyAttemptsMinutes", values: { minutes: 3 } }, "試行回数が多すぎます。3分後にもう一度お試しください。"],
    [{ key: "eventFull", values: { max: 12 } }, "このイベントは満員です（定員12名）"],
    [{ key: "titleTooLong", values: { max: 100 } }, "イベント名は100文字以内で入力してください"],
    // an English label is translated too
    [{ key: "fieldMaxLength", values: { field: "Phone number", max: 40 } }, "電話番号は40文字以内で入力してください"],
    [{ key: "fieldTooLong", values: { field: "Background video URL" } }, "背景動画のURLが長すぎます"],
    // a label the catalog does not know stays as sent
    [{ key: "fieldRequired", values: { field: "targetId" } }, "targetIdは必須です"],
  ] as const)("%j -> %j", (text, japanese) => {
    expect(localizeErrorText(text, toJa)).toBe(japanese);
  });

  it("hands values on as the reply shows them", () => {
    const seen: Record<string, string>[] = [];
    localizeErrorText({ key: "altTextTooLong", values: { max: "1,500" } }, (key, values = {}) => (seen.push(values), key));
    localizeErrorText({ key: "commentTooLong", values: { max: 2200 } }, (key, values = {}) => (seen.push(values), key));
    expect(seen).toEqual([{ max: "1,500" }, { max: "2200" }]);
  });

  it("translates a text serverText made, and gives any other back untouched", () => {
    expect(localizeServerText(serverText("imageTooLarge", { max: 10 }), toJa)).toBe(ja.errors.messages.imageTooLarge.replace("{max}", "10"));
    expect(localizeServerText(serverText("fieldMustBeText", { field: "Address" }), toJa)).toBe("住所は文字で入力してください");
    for (const text of ["Some brand-new server text", "", "💥", "{max}"]) expect(localizeServerText(text, toJa)).toBe(text);
  });
});

describe("fieldKeyOf", () => {
  it("knows every English label of errors.fields by its key, and no other text", () => {
    for (const [key, label] of Object.entries(en.errors.fields)) expect(fieldKeyOf(label), label).toBe(key);
    // the written-out table is the catalog's, both ways: no label missing, none left over
    expect(FIELD_KEYS.size).toBe(Object.keys(en.errors.fields).length);
    for (const [label, key] of FIELD_KEYS) expect(en.errors.fields[key as keyof typeof en.errors.fields], key).toBe(label);
    for (const text of ["targetId", "phone number", "toString", "constructor", ""]) expect(fieldKeyOf(text), text).toBeNull();
  });
});

describe("errorText", () => {
  const codes = (catalog: typeof en.errors): ErrorsCatalog => {
    const messages = translator(catalog);
    const t = (key: string, values?: Record<string, string>) => (key.startsWith("codes.") ? (catalog.codes as Record<string, string>)[key.slice(6)] : messages(key, values));
    const has = (key: string) => {
      const [group, name] = key.split(".") as ["messages" | "codes", string];
      return Object.hasOwn(catalog[group], name);
    };
    return Object.assign(t, { has });
  };
  const reply = (body: object) => new ApiError(409, JSON.stringify(body), "");

  it("translates a reply by its key, else by its code, else gives the fallback", () => {
    expect(errorText(reply({ message: "x", code: "conflict", messageKey: "passwordsDontMatch" }), "fallback", codes(ja.errors))).toBe("パスワードが一致しません");
    expect(errorText(reply({ message: "x", code: "conflict", messageKey: "fieldMaxLength", messageValues: { field: "Phone number", max: 40 } }), "f", codes(ja.errors))).toBe("電話番号は40文字以内で入力してください");
    expect(errorText(reply({ message: "x", code: "conflict" }), "fallback", codes(en.errors))).toBe(en.errors.codes.conflict);
    expect(errorText(new Error("boom"), "fallback", codes(en.errors))).toBe("fallback");
  });

  it("takes no key the catalog lacks: the code's text instead", () => {
    for (const key of ["noSuchKey", "toString", "constructor", "hasOwnProperty"]) {
      expect(errorText(reply({ message: "x", code: "conflict", messageKey: key }), "fallback", codes(ja.errors))).toBe(ja.errors.codes.conflict);
    }
  });

  it("translates a failed upload's own text, and the server's reason before it", () => {
    expect(errorText(new UploadError(serverText("uploadCancelled")), "fallback", codes(ja.errors))).toBe(ja.errors.messages.uploadCancelled);
    const refused = new UploadError(serverText("uploadCancelled"), 413, { code: "payload_too_large", message: "x", messageKey: "fileTooLarge", messageValues: { max: 50 } });
    expect(errorText(refused, "fallback", codes(ja.errors))).toBe("ファイルサイズは50MB未満にしてください");
  });
});

describe("every server and validation text comes from the catalog by key", () => {
  const root = process.cwd();
  const left = sourceTexts(root);
  const calls = serverTextCalls(root);

  it("finds the literals and the calls (the scans themselves work)", () => {
    expect(MESSAGE_SOURCES.length).toBeGreaterThan(0);
    // field labels stay literal: the scan still sees them
    expect(left.map((t) => t.text)).toEqual(expect.arrayContaining(["Phone number", "Image URL"]));
    expect(calls.length).toBeGreaterThan(250);
    expect(calls).toContainEqual(expect.objectContaining({ file: "lib/domain/follow-requests/toggle-follow.ts", key: "cannotFollowSelf", names: [] }));
    expect(calls).toContainEqual(expect.objectContaining({ file: "lib/data/throttle/index.ts", key: "tooManyAttemptsSeconds", names: ["seconds"] }));
  });

  it("leaves no sentence-like literal in the message sources but field labels (every other text goes through serverText)", () => {
    const literals = left.filter((t) => t.template || !fieldKeyOf(t.text));
    expect(literals.map((t) => `${t.file}:${t.line}: ${t.text}`)).toEqual([]);
  });

  it("calls serverText with a literal key of both catalogs and exactly its placeholders", () => {
    const wrong = calls.filter(({ key, names }) => {
      if (key === null || names === null || !(key in en.errors.messages) || !(key in ja.errors.messages)) return true;
      return JSON.stringify([...names].sort()) !== JSON.stringify(placeholders(en.errors.messages[key as ErrorTextKey]));
    });
    expect(wrong.map((c) => `${c.file}:${c.line}: ${c.key} ${JSON.stringify(c.names)}`)).toEqual([]);
  });

  it("has the same placeholders in English and Japanese, and a Japanese text that differs", () => {
    for (const key of keys) {
      const english = en.errors.messages[key];
      const japanese = (ja.errors.messages as Record<string, string>)[key];
      expect(placeholders(japanese ?? ""), key).toEqual(placeholders(english));
      const values = Object.fromEntries(placeholders(english).map((name) => [name, "7"]));
      expect(localizeErrorText({ key, values }, toEn), key).toBe(english.replace(/\{(\w+)\}/g, "7"));
      expect(localizeErrorText({ key, values }, toJa), key).not.toBe(english.replace(/\{(\w+)\}/g, "7"));
    }
  });

  it("has no two entries with one English text (a text names one key)", () => {
    const texts = Object.values(en.errors.messages);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it("has a text for every error code of lib/core/errors.ts, in both languages", () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(en.errors.codes, code).toHaveProperty(code);
      expect(ja.errors.codes, code).toHaveProperty(code);
    }
  });
});

// next.config.mjs has next-intl precompile the catalogs in the build: there serverText reads icu-minify's
// compiled entries, and must get the JSON's own texts back from them to answer the spec's English.
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
