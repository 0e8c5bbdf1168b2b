// NIJI_PUBLIC_URL is the address members use (e.g. https://niji.example.jp). It decides which
// Origin may write, whether cookies are Secure and whether HSTS is sent, and it is the origin of
// every absolute link Niji builds (publicOrigin). Without it, links name the address
// the request itself came to: its Host header, or behind a trusted proxy (NIJI_TRUSTED_PROXIES, the
// socket's peer being one) that proxy's X-Forwarded-Host and X-Forwarded-Proto. A client's own
// forwarded headers are never believed, and nothing is built from the server's listen address
// (req.url: under `npm start` Next names it http://localhost:<port> whatever the member typed).
// Redirects need none of this: they answer a relative Location ("/", "/login"), which the browser
// resolves against the address it is on, so no Host header can make one name another site.
import { getSettings } from "@/lib/core/env";
import { peerIsTrustedProxy } from "@/lib/core/net/client-ip";

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

// a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port: no user, path,
// query, spaces or commas (a Host is not a URL; anything else is refused, never repaired)
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, "i");

/** `protocol//host` when the host is a well-formed Host header value, else null. */
export function originOf(protocol: string, host: string | null | undefined): string | null {
  if ((protocol !== "http:" && protocol !== "https:") || !host || host.length > 261 || !HOST.test(host)) return null;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return null; // a port above 65535, an IPv6 address that does not parse
  }
}

/** The value a proxy wrote: the last of a comma list (the nearest proxy's), trimmed. */
function nearestValue(header: string | null) {
  const value = header?.split(",").pop()?.trim();
  return value ? value : null;
}

/**
 * The origin members reach Niji at, for absolute links: NIJI_PUBLIC_URL's when set; else, when the
 * socket's peer is a trusted proxy, its X-Forwarded-Proto and X-Forwarded-Host (each falling back
 * to http and the Host header); else http and the request's Host. Null when no well-formed host is
 * known: callers leave the link out rather than name a guessed or hostile address.
 */
export function publicOrigin(req: Request): string | null {
  const own = publicUrl();
  if (own) return own.origin;
  const host = req.headers.get("host");
  if (peerIsTrustedProxy(req)) {
    const proto = nearestValue(req.headers.get("x-forwarded-proto"))?.toLowerCase();
    const protocol = proto === "https" || proto === "http" ? `${proto}:` : "http:";
    const forwarded = originOf(protocol, nearestValue(req.headers.get("x-forwarded-host")) ?? host);
    if (forwarded) return forwarded;
  }
  return originOf("http:", host);
}
