// server-only, loaded outside Next too
// Route patterns for logs and metrics: "/api/posts/[id]", never the raw path, so ids, usernames and
// upload tokens never become log fields or metric labels. Built from the build's
// .next/routes-manifest.json (static routes first, then dynamic ones in Next's own order).
export type RoutesManifest = {
  staticRoutes: { page: string; regex: string }[];
  dynamicRoutes: { page: string; regex: string }[];
};

export function routeMatcher(manifest: RoutesManifest): (pathname: string) => string {
  const statics = new Set(manifest.staticRoutes.map((route) => route.page));
  const dynamics = manifest.dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/")) return "/_next";
    const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    if (statics.has(trimmed)) return trimmed;
    for (const route of dynamics) if (route.regex.test(pathname)) return route.page;
    // files of public/ (icons, the service worker, the manifest) are few and named by us
    if (/^\/[A-Za-z0-9._-]+\.(png|svg|ico|webmanifest|json|js|txt|html)$/.test(pathname)) return pathname;
    return "unmatched";
  };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's X-Request-Id when it is a short safe token (a proxy's own id), else a fresh one. */
export function requestIdFrom(header: string | string[] | undefined, fresh: () => string): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : fresh();
}
