import { readFileSync } from "node:fs";
import pg from "pg";
import type { APIRequestContext, Page } from "@playwright/test";
import type PushTexts from "../messages/en/push-settings.json";
import { startPushReceiver, type PushSubscriptionJson, type ReceivedPush } from "../tests/support/push-receiver";
import { expect, expectAccessible, type Member, screenshots, signIn, test, uniqueEmail } from "./support";

// Web Push (issue #32) on the accounts server (scripts/e2e-accounts-server.sh: VAPID keys, pushes allowed
// to 127.0.0.1). Chromium here has no network, so its own push service cannot register: an init script
// makes PushManager hand out a subscription of the journey's receiver (tests/support/push-receiver.ts),
// whose keys the receiver holds. The server sends the real VAPID-signed, encrypted request there; the
// receiver decrypts it and the journey hands it to the service worker over CDP (ServiceWorker.
// deliverPushMessage), so public/sw.js's own push handler shows the notification the page then reads.
test.use({ serviceWorkers: "allow" });

type Lang = "en" | "ja";
const read = (lang: Lang) => JSON.parse(readFileSync(`messages/${lang}/push-settings.json`, "utf8")) as typeof PushTexts;
const TEXT = { en: read("en"), ja: read("ja") };
const SAFETY = JSON.parse(readFileSync("messages/en/safety.json", "utf8")) as { settings: { blockedEmpty: string; mutedEmpty: string } };

/** PushManager as a browser with a push service would be, its subscription the receiver's (runs in the page). */
function pushManagerOf(subscription: PushSubscriptionJson) {
  const SAVED = "e2e-push-key";
  const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)).buffer;
  const made = (key: ArrayBuffer) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: key },
    getKey: (name: "p256dh" | "auth") => bytes(subscription.keys[name]),
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => (localStorage.removeItem(SAVED), true),
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
    localStorage.setItem(SAVED, btoa(String.fromCharCode(...key)));
    return made(key.buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const saved = localStorage.getItem(SAVED);
    return saved ? (made(bytes(saved)) as unknown as PushSubscription) : null;
  };
}

/** A member on the accounts server (mail on: sign-up answers 202), confirmed in its database, signed in on `request`. */
async function confirmedMember(request: APIRequestContext, baseURL: string, firstName: string): Promise<Member> {
  const member = { email: uniqueEmail("push"), password: "rainbow-123", firstName, lastName: "Mori" };
  const signup = await request.post("/api/auth/signup", { data: member });
  expect(signup.status(), await signup.text()).toBe(202);
  const client = new pg.Client({ connectionString: readFileSync(`/tmp/niji-e2e-db-url-${new URL(baseURL).port}`, "utf8").trim() });
  await client.connect();
  const { rows } = await client
    .query<{ id: string; username: string }>(`UPDATE "User" SET "emailConfirmedAt" = now() WHERE email = $1 RETURNING id, username`, [member.email])
    .finally(() => client.end());
  const login = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { ...member, ...rows[0] };
}

/** Hands a decrypted push to the page's service worker, as the browser does when its push service delivers one. */
async function deliver(page: Page, push: ReceivedPush) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    registrationId = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId ?? registrationId;
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrationId, { message: "the service worker's registration" }).toBeDefined();
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registrationId!, data: push.text });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })),
  );

test("push turned on with a button; a message rings the device, named, then neutral in discreet mode", async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const receiver = await startPushReceiver();
  const subscription = receiver.newSubscription();
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await context.addInitScript(pushManagerOf, subscription);
  const benRequest = await playwright.request.newContext({ baseURL });
  try {
    const aiko = await confirmedMember(page.request, baseURL!, "Aiko");
    const ben = await confirmedMember(benRequest, baseURL!, "Ben");
    await signIn(page, aiko);
    // Aiko follows Ben, so his message lands in her inbox (a request would push without its text)
    expect((await page.request.post(`/api/users/${ben.id}/follow`)).ok()).toBe(true);

    // nothing is asked on load: the permission is asked only when the button is pressed
    await page.goto("/settings");
    // the blocked and muted lists load after the page: click the link once they have (audience.spec.ts)
    await expect(page.getByText(SAFETY.settings.blockedEmpty)).toBeVisible();
    await expect(page.getByText(SAFETY.settings.mutedEmpty)).toBeVisible();
    await page.getByRole("link", { name: new RegExp(TEXT.en.link) }).click();
    await expect(page.getByRole("heading", { level: 1, name: TEXT.en.title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: TEXT.en.device.off })).toBeVisible();
    await page.getByRole("button", { name: TEXT.en.device.turnOn }).click();
    await expect(page.getByRole("status").filter({ hasText: TEXT.en.device.on })).toBeVisible();
    await expect(page.getByText("1 device of yours receives push notifications.")).toBeVisible();
    await expect(page.getByRole("switch", { name: TEXT.en.kinds.messages })).toBeChecked();
    await expectAccessible(page);

    // Ben writes: the server's request reaches the receiver, signed and encrypted; the worker shows it
    const conversation = await (await benRequest.post("/api/conversations", { data: { userId: aiko.id } })).json();
    const sent = await benRequest.post(`/api/conversations/${conversation.id}/messages`, { data: { content: "See you at the parade?" } });
    expect(sent.status(), await sent.text()).toBe(201);
    const [named] = await receiver.waitFor(1, { timeoutMs: 30_000 });
    expect(named.endpoint).toBe(subscription.endpoint);
    expect(named.payload).toMatchObject({ v: 1, body: "See you at the parade?", url: `/messages/${conversation.id}`, neutral: false });
    expect(named.payload.title).toContain("Ben");
    await deliver(page, named);
    await expect.poll(() => shown(page)).toEqual([{ title: named.payload.title, body: "See you at the parade?", url: `/messages/${conversation.id}` }]);

    // discreet mode: the next push names nobody and nothing, and replaces the one on the device
    expect((await page.request.put(`/api/users/${aiko.id}/discreet`, { data: { enabled: true } })).ok()).toBe(true);
    await benRequest.post(`/api/conversations/${conversation.id}/messages`, { data: { content: "Rainbow flags ready" } });
    const [, neutral] = await receiver.waitFor(2, { timeoutMs: 30_000 });
    expect(neutral.payload).toMatchObject({ title: "Notification", body: "You have new activity", neutral: true });
    expect(neutral.text).not.toMatch(/Ben|Mori|Rainbow|Niji|虹/);
    await deliver(page, neutral);
    await expect.poll(() => shown(page)).toEqual([{ title: "Notification", body: "You have new activity", url: neutral.payload.url }]);
    expect(receiver.refused).toEqual([]);

    // the pictures: the screen as loaded (no toast, no pointer over it), then quiet hours on, in both languages
    if (process.env.E2E_SCREENSHOTS === "1") {
      await page.getByRole("switch", { name: TEXT.en.quiet.toggle }).click();
      await expect(page.getByLabel(TEXT.en.quiet.start)).toHaveValue("22:00");
      await page.mouse.move(0, 0);
      for (const lang of ["en", "ja"] as const) {
        await context.addCookies([{ name: "NIJI_LOCALE", value: lang, url: baseURL! }]);
        await page.reload();
        await expect(page.getByRole("status").filter({ hasText: TEXT[lang].device.on })).toBeVisible();
        if (lang === "ja") await expectAccessible(page);
        await screenshots(page, `push-settings-${lang}`, { area: "push" });
        await page.getByRole("heading", { name: TEXT[lang].quiet.title }).scrollIntoViewIfNeeded();
        await page.getByRole("button", { name: TEXT[lang].quiet.save }).scrollIntoViewIfNeeded();
        await screenshots(page, `push-settings-quiet-${lang}`, { area: "push", mobileOnly: true });
      }
    }
  } finally {
    await benRequest.dispose();
    await receiver.close();
  }
});
