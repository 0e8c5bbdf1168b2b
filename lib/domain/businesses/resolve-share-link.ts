import "server-only";
import { isAllowedResolveTarget, isShareLink, parseLink } from "@/lib/contract/businesses/maps-link";

export const MAX_SHARE_LINK_HOPS = 5;

export interface ResolveShareLinkOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Follows a share link's redirects by hand until it reaches a full Google URL; null on any failure.
 * SSRF guard: every hop must be https on a Google, goo.gl, share.google or g.co host.
 */
export async function resolveShareLink(
  url: string,
  { timeoutMs = 3000, fetchImpl = fetch }: ResolveShareLinkOptions = {},
): Promise<string | null> {
  try {
    let current = allowed(parseLink(url));
    if (!current) return null;
    const signal = AbortSignal.timeout(timeoutMs);
    for (let hop = 0; hop < MAX_SHARE_LINK_HOPS; hop++) {
      if (!isShareLink(current.href)) return current.href;
      const res = await abortable(
        fetchImpl(current.href, { method: "GET", redirect: "manual", signal, headers: { accept: "text/html" } }),
        signal,
      );
      res.body?.cancel().catch(() => undefined);
      const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
      if (!location) return null;
      const next = allowed(new URL(location, current));
      if (!next) return null;
      current = unwrapConsent(next) ?? next;
    }
    return isShareLink(current.href) ? null : current.href;
  } catch {
    return null;
  }
}

function allowed(u: URL | null): URL | null {
  return u && isAllowedResolveTarget(u) ? u : null;
}

/** consent.google.* interstitials carry the real destination in `continue`. */
function unwrapConsent(u: URL): URL | null {
  if (!u.hostname.toLowerCase().startsWith("consent.google.")) return null;
  const target = u.searchParams.get("continue");
  return target ? allowed(parseLink(target)) : null;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error("aborted"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
