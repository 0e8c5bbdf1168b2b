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

// Web Push (issue #32). The server words the notification in the member's language and, in discreet
// mode or with hidden previews, neutrally; a signed-out device gets none (its subscription ends with
// its session). Only a path of this origin is ever opened.
const NEUTRAL = {
  en: { title: "Notification", body: "You have new activity" },
  ja: { title: "お知らせ", body: "新しいお知らせがあります" },
};
const NEUTRAL_ICON = "/icons/notes-192.png";

function samePath(value, fallback) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return fallback;
  const url = new URL(value, self.location.origin);
  return url.origin === self.location.origin ? url.pathname + url.search + url.hash : fallback;
}

self.addEventListener("push", (event) => {
  let payload = null;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  // userVisibleOnly: a push must show something; one we cannot read shows the neutral text
  const known = payload && payload.v === 1 && typeof payload.title === "string";
  const lang = known && (payload.lang === "ja" || payload.lang === "en") ? payload.lang : LANG;
  const title = known ? payload.title : NEUTRAL[lang].title;
  const icon = known ? samePath(payload.icon, NEUTRAL_ICON) : NEUTRAL_ICON;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: known && typeof payload.body === "string" ? payload.body : NEUTRAL[lang].body,
      icon,
      badge: known && !payload.neutral ? icon : NEUTRAL_ICON,
      tag: known && typeof payload.tag === "string" ? payload.tag : undefined,
      lang,
      data: { url: known ? samePath(payload.url, "/notifications") : "/notifications" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(samePath(event.notification.data && event.notification.data.url, "/notifications"), self.location.origin).href;
  event.waitUntil(
    (async () => {
      // an open tab of Niji (one this worker controls: navigate() works on no other) is focused and
      // taken there; else a new window opens
      const [tab] = await self.clients.matchAll({ type: "window" });
      if (tab) {
        const focused = await tab.focus();
        if (focused.url !== url) await focused.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

self.addEventListener("pushsubscriptionchange", (event) => {
  // the push service replaced (or dropped) this device's subscription: subscribe again with the
  // server's key and tell the server, which forgets the old endpoint
  event.waitUntil(
    (async () => {
      const send = (method, body) =>
        fetch("/api/push/subscriptions", { method, credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      let next = event.newSubscription;
      if (!next) {
        const res = await fetch("/api/push/public-key", { credentials: "include", cache: "no-store" });
        if (!res.ok) return;
        const { publicKey } = await res.json();
        const padded = (publicKey + "=".repeat((4 - (publicKey.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
        const key = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
        next = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      }
      const { endpoint, keys } = next.toJSON();
      await send("POST", { endpoint, keys });
      if (event.oldSubscription && event.oldSubscription.endpoint !== endpoint) await send("DELETE", { endpoint: event.oldSubscription.endpoint });
    })(),
  );
});
