import "server-only";
import { deviceLabelOf } from "@/lib/contract/auth/device-label";
import { servedOverHttps } from "@/lib/core/net/public-url";
import { readCookie } from "@/lib/data/session";
import { hashSecret, newSecret } from "@/lib/core/secret-token";

// What a signed-in device is called in the member's list ("Chrome on Android"): the browser and the
// system read from the User-Agent at sign-in, nothing more (no version, no IP address, no location).
// A long-lived random device cookie tells a browser the member signed in from before from a new one.

export const DEVICE_COOKIE = "niji_device";
/** 400 days, the longest a browser keeps a cookie. */
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/;

// first match wins: the order matters (Edge and Opera also say "Chrome", Chrome also says "Safari")
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome on Android", "Safari on iPhone"; "Unknown device" when the User-Agent names neither. */
export function deviceLabel(userAgent: string | null): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return deviceLabelOf(browser, system);
}

/** This browser's device cookie value (a new one when it has none or a malformed one), its SHA-256, and whether it is new. */
export function deviceOf(req: Request): { value: string; key: string; fresh: boolean } {
  const sent = readCookie(req.headers.get("cookie"), DEVICE_COOKIE);
  const value = sent && DEVICE_VALUE.test(sent) ? sent : newSecret();
  return { value, key: hashSecret(value), fresh: value !== sent };
}

export function deviceCookie(value: string) {
  const secure = servedOverHttps() ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_COOKIE_MAX_AGE}${secure}`;
}
