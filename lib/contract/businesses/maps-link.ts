// Business name extraction from Google Maps, Search and share links (spec §5 "Maps link name extraction").

export type MapsExtractResult =
  | { kind: "invalid" }
  | { kind: "found"; name: string }
  | { kind: "not_found" }
  | { kind: "share_unresolved" };

/** An extracted name must be longer than 2 characters (spec §9). */
export const MIN_EXTRACTED_NAME_LENGTH = 3;

const GOOGLE_TLD = String.raw`google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})`;
const GOOGLE_WEB_HOST = new RegExp(`^(?:www\\.|maps\\.)?${GOOGLE_TLD}$`);
const GOOGLE_ANY_HOST = new RegExp(`^(?:[a-z0-9-]+\\.)*${GOOGLE_TLD}$`);
const MAPS_RESERVED_SEGMENTS = new Set(["place", "search", "dir", "preview", "embed", "api", "reviews", "photos", "contrib", "d", "vt"]);

/** Parses a pasted link; a missing scheme is read as https. Only http(s) links count. */
export function parseLink(url: string): URL | null {
  const s = typeof url === "string" ? url.trim() : "";
  if (!s || s.length > 4096) return null;
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `https://${s}`);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

function isShareUrl(u: URL): boolean {
  const host = u.hostname.toLowerCase();
  const path = u.pathname.toLowerCase();
  return (
    host === "maps.app.goo.gl" ||
    host === "search.app.goo.gl" ||
    host === "share.google" ||
    (host === "goo.gl" && (path === "/maps" || path.startsWith("/maps/"))) ||
    (host === "g.co" && (path === "/kgs" || path.startsWith("/kgs/")))
  );
}

function isFullMapsUrl(u: URL): boolean {
  const host = u.hostname.toLowerCase().replace(/\.$/, "");
  if (!GOOGLE_WEB_HOST.test(host)) return false;
  if (host.startsWith("maps.")) return true;
  const path = u.pathname.toLowerCase();
  return path === "/maps" || path.startsWith("/maps/") || path === "/search" || path.startsWith("/search/");
}

/** Short or share links (maps.app.goo.gl, goo.gl/maps, share.google, g.co/kgs…) that must be resolved first. */
export function isShareLink(url: string): boolean {
  const u = parseLink(url);
  return u !== null && isShareUrl(u);
}

/** A Google Maps or Search link, or a Google share/short link. */
export function isSupportedMapsLink(url: string): boolean {
  const u = parseLink(url);
  return u !== null && (isShareUrl(u) || isFullMapsUrl(u));
}

/** Hosts the share-link resolver may contact: https on Google, goo.gl, share.google or g.co, default port. */
export function isAllowedResolveTarget(u: URL): boolean {
  if (u.protocol !== "https:" || u.username || u.password || (u.port !== "" && u.port !== "443")) return false;
  const host = u.hostname.toLowerCase();
  return host === "goo.gl" || host.endsWith(".goo.gl") || host === "share.google" || host === "g.co" || GOOGLE_ANY_HOST.test(host);
}

/** Name from the place path, the search path, the q/query parameter, or another maps path segment. */
export function extractBusinessName(url: string): string | null {
  const u = parseLink(url);
  if (!u) return null;
  const segments = u.pathname.split("/").filter(Boolean);
  const mapsAt = segments.findIndex((s) => s.toLowerCase() === "maps");
  const mapsPath = mapsAt >= 0 ? segments.slice(mapsAt + 1) : u.hostname.toLowerCase().startsWith("maps.") ? segments : [];
  const lowered = mapsPath.map((s) => s.toLowerCase());
  const params = rawParams(u.search);

  const candidates: Array<string | undefined> = [
    lowered.includes("place") ? mapsPath[lowered.indexOf("place") + 1] : undefined,
    lowered.includes("search") ? mapsPath[lowered.indexOf("search") + 1] : undefined,
    params.get("q"),
    params.get("query"),
  ];
  const others = mapsPath.filter((s) => !MAPS_RESERVED_SEGMENTS.has(s.toLowerCase()) && !s.includes("="));
  candidates.push(...(lowered.includes("dir") ? others.reverse() : others));

  for (const raw of candidates) {
    const name = raw === undefined ? null : cleanName(raw);
    if (name) return name;
  }
  return null;
}

/** Validates, resolves share links through `resolve` when given, then extracts the name. Never throws. */
export async function extractFromMapsLink(
  url: string,
  resolve?: (url: string) => Promise<string | null>,
): Promise<MapsExtractResult> {
  if (!isSupportedMapsLink(url)) return { kind: "invalid" };
  let target = url.trim();
  if (isShareLink(target)) {
    let resolved: string | null = null;
    try {
      resolved = resolve ? await resolve(target) : null;
    } catch {
      resolved = null;
    }
    if (!resolved || isShareLink(resolved) || !isSupportedMapsLink(resolved)) return { kind: "share_unresolved" };
    target = resolved;
  }
  const name = extractBusinessName(target);
  return name ? { kind: "found", name } : { kind: "not_found" };
}

function cleanName(raw: string): string | null {
  if (raw.startsWith("@") || raw.toLowerCase().startsWith("data=")) return null;
  const name = safeDecode(raw.replace(/\+/g, " "))
    .replace(/[+,\-\u2010\u2011\u2013\u2014]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (isCoordinateLike(name)) return null;
  return Array.from(name).length >= MIN_EXTRACTED_NAME_LENGTH ? name : null;
}

function isCoordinateLike(name: string): boolean {
  return name.includes("°") || /^@?\s*\d{1,3}\.\d+\s+\d{1,3}\.\d+(?:\s|z|$)/i.test(name) || /^\d+$/.test(name);
}

/** decodeURIComponent that never throws: malformed escapes are left as typed. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

function rawParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = safeDecode(pair.slice(0, eq)).toLowerCase();
    if (!params.has(key)) params.set(key, pair.slice(eq + 1));
  }
  return params;
}

/** The business page's map link: its own maps URL, else a Google Maps search for its address (or name and city). */
export function mapLinkFor(business: { name: string; googleMapsUrl: string | null; address: string | null; city: string | null }): string {
  if (business.googleMapsUrl) return business.googleMapsUrl;
  const query = business.address ? [business.address, business.city].filter(Boolean).join(" ") : [business.name, business.city].filter(Boolean).join(" ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
