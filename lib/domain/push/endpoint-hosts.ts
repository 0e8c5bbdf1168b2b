// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";

// Which push services a subscription may name (issue #32). An endpoint is an address the member
// chooses and the server then posts to: untrusted. It must be https on a known push service (the
// browsers' own by default; NIJI_PUSH_ENDPOINT_HOSTS replaces the list, "*." allowing subdomains),
// checked when a subscription is saved and again before every send. A loopback literal named in the
// list (tests, development: 127.0.0.1) is the only host that may also be reached over http.

export const DEFAULT_PUSH_ENDPOINT_HOSTS = ["fcm.googleapis.com", "*.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"];
const LOOPBACK = new Set(["127.0.0.1", "[::1]", "::1"]);

let cached: { raw: string | undefined; hosts: string[] } | null = null;
function allowedHosts(): string[] {
  const raw = getSettings().NIJI_PUSH_ENDPOINT_HOSTS;
  if (cached?.raw !== raw || !cached) {
    const hosts = raw?.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
    cached = { raw, hosts: hosts?.length ? hosts : DEFAULT_PUSH_ENDPOINT_HOSTS };
  }
  return cached.hosts;
}

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

/** The endpoint is https (or http on an allowed loopback literal) on an allowed push service, with no credentials in it. */
export function pushEndpointAllowed(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!allowedHosts().some((pattern) => hostMatches(host, pattern))) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOOPBACK.has(host);
}
