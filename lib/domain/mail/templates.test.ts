import compile from "icu-minify/compile";
import { createTranslator } from "next-intl";
import formatPrecompiled from "use-intl/format-message/format-only";
import { describe, expect, it } from "vitest";
import en from "@/messages/en/mail.json";
import ja from "@/messages/ja/mail.json";
import { ACCOUNT_MAIL_KINDS, MAIL_VALUES, renderAccountMail, type AccountMailKind } from "@/lib/domain/mail/templates";

const LINK = "https://example.jp/reset-password?token=abc.def";
const values = (kind: AccountMailKind) =>
  Object.fromEntries(MAIL_VALUES[kind].map((name) => [name, name === "link" ? LINK : "Firefox (Android)"]));
const NAMES_US = /niji|虹|lgbt|queer|community|コミュニティ/i;

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`)));

const cases = ACCOUNT_MAIL_KINDS.flatMap((kind) => (["en", "ja"] as const).flatMap((locale) => [false, true].map((discreet) => ({ kind, locale, discreet }))));

describe("account mail templates", () => {
  it.each(cases)("$kind ($locale, discreet $discreet): the first line names nothing; discreet: nothing at all", ({ kind, locale, discreet }) => {
    const mail = renderAccountMail(kind, { locale, discreet, values: values(kind) });
    expect(mail.text.split("\n")[0]).not.toMatch(NAMES_US);
    expect(mail.text.split("\n")[0].length).toBeGreaterThan(10);
    const neutral = locale === "en" ? "Account notice" : "アカウントのお知らせ";
    if (discreet || kind === "confirm_email") {
      expect(mail.subject).toBe(neutral);
      expect(mail.senderName).toBe(neutral);
      for (const part of [mail.text, mail.html]) expect(part).not.toMatch(NAMES_US);
    } else {
      expect(mail.senderName).toBe("Niji");
      expect(mail.subject).toMatch(locale === "en" ? /^Niji: / : /^Niji：/);
      expect(mail.text).toContain("— Niji");
    }
    if (MAIL_VALUES[kind].includes("link")) {
      expect(mail.text).toContain(`\n${LINK}\n`);
      expect(mail.html).toContain(`href="${LINK}"`);
    } else {
      expect(mail.text).not.toMatch(/https?:/);
    }
    expect(mail.html).not.toMatch(/<img|<script|url\(|src=/i);
  });

  it("escapes the values in the HTML", () => {
    const mail = renderAccountMail("new_device", { locale: "en", discreet: false, values: { device: '<img src="x"> & co' } });
    expect(mail.html).toContain("Device: &lt;img src=&quot;x&quot;&gt; &amp; co");
    expect(mail.html).not.toContain("<img");
    expect(mail.text).toContain('Device: <img src="x"> & co');
  });

  it("names the device in the mail's language: the browser and system stay, the words around them are translated", () => {
    expect(renderAccountMail("new_device", { locale: "ja", discreet: false, values: { device: "Chrome on Android" } }).text).toContain("AndroidのChrome");
    expect(renderAccountMail("new_device", { locale: "en", discreet: false, values: { device: "Chrome on Android" } }).text).toContain("Chrome on Android");
    expect(renderAccountMail("new_device", { locale: "ja", discreet: false, values: { device: "Unknown device" } }).text).toContain("不明な端末");
  });

  it("refuses a missing value and a relative link", () => {
    expect(() => renderAccountMail("password_reset", { locale: "en", discreet: false })).toThrow(/link/);
    expect(() => renderAccountMail("password_reset", { locale: "en", discreet: false, values: { link: "/x" } })).toThrow(/absolute/);
    expect(() => renderAccountMail("new_device", { locale: "ja", discreet: true })).toThrow(/device/);
  });

  it("messages/en/mail.json and messages/ja/mail.json have the same keys, each text not empty", () => {
    const enLeaves = leaves(en as Tree);
    const jaLeaves = leaves(ja as Tree);
    expect(jaLeaves.map(([key]) => key).sort()).toEqual(enLeaves.map(([key]) => key).sort());
    for (const [key, text] of [...enLeaves, ...jaLeaves]) expect(text.trim(), key).not.toBe("");
  });

  // the Next build precompiles the catalog (next.config.mjs) and the translator then formats that form
  it.each([["en", en], ["ja", ja]] as const)("%s reads the same precompiled as parsed", (locale, catalog) => {
    const t = createTranslator({ locale, messages: catalog as Tree });
    const sample = { device: "‹device›", topic: "‹topic›", browser: "‹browser›", system: "‹system›" };
    const formatters = {
      getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    };
    const options = { cache: {} as never, formatters: formatters as never, locale, timeZone: "Asia/Tokyo" };
    for (const [key, text] of leaves(catalog as Tree)) {
      expect(formatPrecompiled(key, compile(text), sample as never, options), key).toBe(t(key as never, sample as never));
    }
  });
});
