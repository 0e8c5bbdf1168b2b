// Niji's service worker: it keeps the offline page and static assets (scripts, styles, icons), and
// nothing else. API answers and pages are never cached: they carry members' private content.
const CACHE = "niji-static-v1";
const OFFLINE_URL = "/offline";
// the page's language when it registered us (a new language registers a new script: a fresh install)
const LANG = new URL(self.location.href).searchParams.get("lang") === "ja" ? "ja" : "en";
const STATIC_PATH = /^\/(_next\/static\/|icons\/|logo\.svg$|notes-icon\.svg$|avatar-placeholder\.svg$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // rendered without cookies: the cached page can hold nothing of any member
      const res = await fetch(`${OFFLINE_URL}?lang=${LANG}`, { credentials: "omit", cache: "no-store" });
      if (!res.ok) throw new Error(`offline page: ${res.status}`);
      const html = await res.clone().text();
      await cache.put(OFFLINE_URL, res);
      // the scripts and styles the offline page loads, so it renders with no network at all
      const assets = new Set([...html.matchAll(/(?:href|src)="(\/_next\/static\/[^"?#]+)"/g)].map((m) => m[1]));
      await cache.addAll([...assets]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    // pages always come from the network; only when it fails, the offline page
    event.respondWith(fetch(req).catch(async () => (await caches.match(OFFLINE_URL)) ?? Response.error()));
    return;
  }
  if (!STATIC_PATH.test(url.pathname)) return;
  event.respondWith(
    (async () => {
      const hit = await caches.match(req);
      if (hit) return hit;
      const res = await fetch(req);
      if (res.ok && res.type === "basic") {
        const copy = res.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(req, copy)));
      }
      return res;
    })(),
  );
});
