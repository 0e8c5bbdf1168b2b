// NIJI_PUBLIC_URL is the address members use (e.g. https://niji.example.jp). It decides which
// Origin may write, whether cookies are Secure and whether HSTS is sent. Forwarded headers
// (X-Forwarded-Host, X-Forwarded-Proto) are never believed: anyone can send them.
import { getSettings } from "@/lib/env";

let cached: { raw: string; url: URL | null } | null = null;

export function publicUrl(): URL | null {
  const raw = getSettings().NIJI_PUBLIC_URL ?? "";
  if (cached?.raw !== raw) cached = { raw, url: raw ? new URL(raw) : null };
  return cached.url;
}

/** Does this Origin header name us? The public URL's origin exactly, else (no public URL) this request's Host. */
export function isOwnOrigin(origin: URL, req: Request) {
  const own = publicUrl();
  if (own) return origin.origin === own.origin;
  return origin.host === (req.headers.get("host") ?? new URL(req.url).host);
}

/** Served over https: the public URL says so (a spoofable X-Forwarded-Proto does not). */
export function servedOverHttps() {
  return publicUrl()?.protocol === "https:";
}
