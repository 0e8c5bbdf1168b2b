// server-only, loaded outside Next too
import { readDeviceLabel } from "@/lib/contract/auth/device-label";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/core/i18n/locale";
import en from "@/messages/en/mail.json";
import ja from "@/messages/ja/mail.json";

// The account mails, in the member's language, as plain text and HTML (inline styles, no images, no
// remote content). Outing-aware (docs/decisions/accounts.md, "Mail"): the bodies never name Niji or the
// community, so the first line (what an inbox preview shows) is neutral for everyone; with discreet
// mode on, and for every sign-up confirmation, the sender's display name and the subject are the
// neutral "Account notice" and the closing signature is left out. No mail carries the member's name:
// a chosen name can itself out someone.
// The texts are messages/{en,ja}/mail.json, formatted by next-intl's translator as the screens do
// (in the Next build the catalog arrives precompiled and the translator formats that form).

export const ACCOUNT_MAIL_KINDS = [
  "confirm_email",
  "signup_attempt",
  "password_reset",
  "password_changed",
  "email_change_confirm",
  "email_change_notice",
  "new_device",
] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/** The values each kind needs (a link is absolute, built by the caller from the public origin). */
export const MAIL_VALUES: Record<AccountMailKind, readonly ("link" | "device")[]> = {
  confirm_email: ["link"],
  signup_attempt: ["link"],
  password_reset: ["link"],
  password_changed: [],
  email_change_confirm: ["link"],
  email_change_notice: [],
  new_device: ["device"],
};

export type RenderedMail = { senderName: string; subject: string; text: string; html: string };
export type MailContext = { locale: Locale; discreet: boolean; values?: Record<string, string> };

const catalogs = { en, ja };
type KindTexts = { topic?: string; intro: string; body: string; action?: string; ignore: string };

/** Whether a mail of `kind` goes out with the neutral sender and subject. */
export function neutralMail(kind: AccountMailKind, discreet: boolean): boolean {
  // the sign-up confirmation goes out before the member could choose anything: always neutral
  return discreet || kind === "confirm_email";
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const FONT = "font-family:system-ui,-apple-system,BlinkMacSystemFont,Roboto,Arial,sans-serif";
const P = `margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937;${FONT}`;
const SMALL = `margin:0 0 12px;font-size:13px;line-height:1.6;color:#6b7280;${FONT}`;
const BUTTON = `display:inline-block;padding:12px 20px;border-radius:8px;background:#111827;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;${FONT}`;

function deviceName(device: string, t: (key: never, values?: never) => string): string {
  const read = readDeviceLabel(device);
  if (read.kind === "unknown") return t("device.unknown" as never);
  return read.kind === "on" ? t("device.on" as never, { browser: read.browser, system: read.system } as never) : read.name;
}

/** One account mail, rendered. Throws when a value the kind needs is missing (a caller's mistake). */
export function renderAccountMail(kind: AccountMailKind, { locale, discreet, values = {} }: MailContext): RenderedMail {
  for (const name of MAIL_VALUES[kind]) {
    if (!values[name]) throw new Error(`account mail ${kind} needs the value "${name}"`);
  }
  const link = values.link;
  if (link !== undefined && !/^https?:\/\//.test(link)) throw new Error(`account mail ${kind} needs an absolute http(s) link`);
  const t = createTranslator({ locale, messages: { mail: catalogs[locale] }, namespace: "mail" });
  const texts = catalogs[locale].kinds[kind] as KindTexts;
  // the device label is stored in English ("Chrome on Android", lib/domain/auth/device.ts): the browser and
  // system are names, the words around them are the mail's language's, as on /settings/security
  const shown = values.device === undefined ? values : { ...values, device: deviceName(values.device, t) };
  const k = (key: keyof KindTexts) => t(`kinds.${kind}.${key}` as never, shown as never) as string;
  const neutral = neutralMail(kind, discreet);

  const subject = neutral || !texts.topic ? t("neutral") : t("subject", { topic: k("topic") });
  const senderName = neutral ? t("neutral") : t("sender");
  const action = link && texts.action ? k("action") : null;
  const closing = [k("ignore"), ...(neutral ? [] : [`— ${t("signature")}`]), t("automatic")];

  // plain text: the intro first (the inbox preview), the link on a line of its own
  const text = [k("intro"), "", k("body"), "", ...(link ? [link, ""] : []), ...closing.flatMap((line) => [line, ""])].join("\n").trimEnd() + "\n";

  const paragraphs = [k("intro"), k("body")].map((line) => `<p style="${P}">${escapeHtml(line)}</p>`);
  if (link) {
    const href = escapeHtml(link);
    if (action) paragraphs.push(`<p style="margin:24px 0"><a href="${href}" style="${BUTTON}">${escapeHtml(action)}</a></p>`);
    paragraphs.push(`<p style="${SMALL}">${escapeHtml(t("linkFallback"))}<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>`);
  }
  paragraphs.push(...closing.map((line) => `<p style="${SMALL}">${escapeHtml(line)}</p>`));
  const html = [
    "<!DOCTYPE html>",
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff">`,
    `<div style="max-width:560px;margin:0 auto">${paragraphs.join("")}</div>`,
    "</body></html>",
  ].join("\n");

  return { senderName, subject, text, html };
}
