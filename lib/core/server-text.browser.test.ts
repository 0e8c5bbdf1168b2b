import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import type * as Core from "./server-text";
import * as browser from "./server-text.browser";

// next.config.mjs gives the browser this module in place of ./server-text.ts; here lib/client/server-text.ts
// gets it too, so what a member sees is checked end to end: the same words as with the English module.
vi.mock("@/lib/core/server-text", () => import("./server-text.browser"));
const { errorText, localizeServerText } = await import("@/lib/client/server-text");
const { UploadError } = await import("@/lib/client/upload-file");
const core = await vi.importActual<typeof Core>("./server-text");

type Catalog = typeof en.errors;
const translator = (catalog: Catalog) =>
  Object.assign(
    (key: string, values: Record<string, string> = {}) => {
      const [group, name] = key.split(".") as ["messages" | "fields" | "codes", string];
      const text = (catalog[group] as Record<string, string>)[name];
      if (text === undefined) throw new Error(`missing ${key}`);
      return text.replace(/\{(\w+)\}/g, (_, arg: string) => values[arg] ?? `{${arg}}`);
    },
    { has: (key: string) => Object.hasOwn(catalog[key.split(".")[0] as "messages"], key.split(".")[1]) },
  );
const toEn = translator(en.errors);
const toJa = translator(ja.errors);
const keys = Object.keys(en.errors.messages) as Core.ErrorTextKey[];
const valuesOf = (key: Core.ErrorTextKey) => {
  const names = [...new Set([...en.errors.messages[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
  return names.length ? Object.fromEntries(names.map((name) => [name, name === "field" ? "Phone number" : 7])) : undefined;
};

describe("serverText in the browser", () => {
  it("has what the English module has", () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(core).sort());
    expectTypeOf(browser).toEqualTypeOf<typeof Core>(); // and the same types (checked by tsc)
  });

  it("shows every entry in English and Japanese exactly as the English module does", () => {
    for (const key of keys) {
      const values = valuesOf(key);
      const made = browser.serverText(key, values);
      expect(made, key).not.toBe(core.serverText(key, values)); // no English wording in the browser
      expect(browser.textKeyOf(made), key).toEqual(values ? { key, values } : { key });
      for (const t of [toEn, toJa]) {
        expect(localizeServerText(made, t), key).toBe(t(`messages.${key}`, values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === "field" ? t("fields.phoneNumber") : String(v)]))));
      }
    }
  });

  it("translates a field label into Japanese", () => {
    expect(localizeServerText(browser.serverText("fieldMaxLength", { field: "Phone number", max: 40 }), toJa)).toBe("電話番号は40文字以内で入力してください");
    expect(localizeServerText(browser.serverText("fieldTooLong", { field: "Background video URL" }), toJa)).toBe("背景動画のURLが長すぎます");
    expect(localizeServerText(browser.serverText("fieldMustBeText", { field: "Address" }), toEn)).toBe("Address must be text");
  });

  it("knows no text it did not make, and gives it back untouched", () => {
    for (const text of ["Some brand-new server text", "You cannot follow yourself", "cannotFollowSelfX", "", "{max}"]) {
      expect(browser.textKeyOf(text), text).toBeNull();
      expect(localizeServerText(text, toJa)).toBe(text);
    }
  });

  it("translates a reply's key only when the catalog has it, and a failed upload's own text", () => {
    expect(errorText(new Error("boom"), "fallback", toJa)).toBe("fallback");
    const upload = new UploadError(browser.serverText("uploadCancelled"));
    expect(errorText(upload, "fallback", toJa)).toBe(ja.errors.messages.uploadCancelled);
    const refused = (messageKey: string) => new UploadError(browser.serverText("uploadNetwork"), 413, { code: "payload_too_large", message: "x", messageKey, messageValues: { max: 50 } });
    expect(errorText(refused("fileTooLarge"), "fallback", toJa)).toBe("ファイルサイズは50MB未満にしてください");
    for (const key of ["noSuchKey", "toString", "constructor", "hasOwnProperty", "__proto__"]) {
      expect(errorText(refused(key), "fallback", toJa), key).toBe(ja.errors.messages.uploadNetwork);
    }
  });
});
