// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";
import staticHeaders from "@/lib/core/net/static-headers.json";
import { s3Origin } from "@/lib/data/storage/s3-settings";

// Headers for every response the proxy sees, and the Content-Security-Policy for pages (Next's
// documented nonce pattern: the nonce goes on the request's CSP header, Next stamps it on its own
// scripts). No 'unsafe-inline' for scripts; inline styles stay allowed (Radix positions popovers
// with style attributes). Images and media may be https addresses (typed profile image URLs).
export function contentSecurityPolicy(nonce: string, dev = getSettings().NODE_ENV === "development") {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    // direct uploads PUT to the object store itself (S3)
    `connect-src 'self'${s3Origin() ? ` ${s3Origin()}` : ""}${dev ? " ws:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** On every response: pages get them from the proxy, /api from next.config.mjs (the proxy skips /api). */
export const STATIC_HEADERS: Record<string, string> = staticHeaders;

/** Two years, as hstspreload.org asks; only sent when NIJI_PUBLIC_URL is https. */
export const HSTS = "max-age=63072000";

/** A path whose percent-encoding does not decode cannot name anything we serve. */
export function decodesCleanly(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
