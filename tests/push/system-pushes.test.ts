import { beforeEach, describe, expect, it } from "vitest";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { POST as createApplicationRoute } from "@/app/api/business-applications/route";
import { POST as approveRoute } from "@/app/api/business-applications/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/business-applications/[id]/reject/route";
import { PUT as preferencesPut } from "@/app/api/push/preferences/route";
import { GET as publicKeyRoute } from "@/app/api/push/public-key/route";
import { POST as testPushRoute } from "@/app/api/push/test/route";
import { db } from "@/lib/data/db";
import { sendDuePushes } from "@/lib/domain/push/sender";
import { validApplication } from "@/tests/businesses/fixtures";
import { report, seedTargets } from "@/tests/moderation/support";
import { ALL_KINDS_ON, setPushEnv, subscribed, pushReceiverForFile } from "@/tests/push/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// The pushes no member's action sends (issue #32): the test push (POST /api/push/test), the
// moderation outcomes and the business application decisions; and the server without VAPID keys.
// Against the real push receiver; sender rounds are driven directly.

const h = (handler: unknown) => handler as Handler;
const push = pushReceiverForFile();
const testPush = (user: TestUser) => call(h(testPushRoute), "/api/push/test", { cookie: user.cookie });
const minuteInTokyo = () => (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 540) % 1440;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

let aiko: TestUser;
let admin: TestUser;
beforeEach(async () => {
  [aiko, admin] = await Promise.all([createUser({ firstName: "Aiko" }), createUser({ firstName: "Ada", admin: true })]);
});

describe("POST /api/push/test", () => {
  it("queues a push every device of the member gets, whatever the switches and quiet hours say", async () => {
    const [phone, laptop] = [await subscribed(push.receiver, aiko), await subscribed(push.receiver, aiko)];
    const allOff = Object.fromEntries(Object.keys(ALL_KINDS_ON).map((kind) => [kind, false]));
    const quiet = { start: hhmm(minuteInTokyo()), end: hhmm((minuteInTokyo() + 120) % 1440) };
    const saved = await call(h(preferencesPut), "/api/push/preferences", { method: "PUT", cookie: aiko.cookie, body: { kinds: allOff, hidePreviews: false, quietHours: quiet } });
    expect(saved.status).toBe(200);

    expect(await testPush(aiko)).toMatchObject({ status: 202, data: { queued: true } });
    expect(await sendDuePushes()).toMatchObject({ sent: 1 });
    const pushes = await push.receiver.waitFor(2);
    expect(pushes.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    for (const p of pushes) {
      expect(p.payload).toMatchObject({ title: "Test notification", body: "Notifications work on this device.", url: "/notifications", neutral: false });
      expect(p.headers.ttl).toBe(3600);
    }
  });

  it("is neutral in discreet mode, in the member's language", async () => {
    await subscribed(push.receiver, aiko);
    await db.user.update({ where: { id: aiko.id }, data: { locale: "ja" } });
    await db.discreetSetting.create({ data: { userId: aiko.id, enabled: true } });
    expect((await testPush(aiko)).status).toBe(202);
    await sendDuePushes();
    const [p] = await push.receiver.waitFor(1);
    expect(p.payload).toMatchObject({ title: "お知らせ", body: "新しいお知らせがあります", lang: "ja", url: "/notifications", neutral: true });
    expect(p.text).not.toMatch(/Niji|虹|テスト/);
  });

  it("needs a signed-in member", async () => {
    expect((await call(h(testPushRoute), "/api/push/test")).status).toBe(401);
    expect(await db.pushDelivery.count()).toBe(0);
  });
});

describe("a server without VAPID keys", () => {
  it("answers 404 push_not_configured for the key and sends nothing", async () => {
    await subscribed(push.receiver, aiko);
    const keys = { VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY };
    setPushEnv({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined });
    try {
      const key = await call(h(publicKeyRoute), "/api/push/public-key", { cookie: aiko.cookie });
      expect(key).toMatchObject({ status: 404, data: { code: "push_not_configured" } });
      expect((await testPush(aiko)).status).toBe(202);
      expect(await sendDuePushes()).toEqual({ sent: 0, held: 0, retried: 0, skipped: 0 });
      expect(push.receiver.requests).toBe(0);
    } finally {
      setPushEnv(keys);
    }
    // the queued push leaves once the keys are back
    expect(await sendDuePushes()).toMatchObject({ sent: 1 });
    await push.receiver.waitFor(1);
  });
});

describe("moderation outcomes and application decisions", () => {
  it("a report resolved by removing a post: the reporter and the post's author each get one moderation push", async () => {
    const author = await createUser({ firstName: "Kai" });
    const [reporterSub, authorSub] = [await subscribed(push.receiver, aiko), await subscribed(push.receiver, author)];
    const targets = await seedTargets(author);
    const filed = await report(aiko, { targetType: "post", targetId: targets.post, reason: "harassment" });
    expect(filed.status).toBe(201);
    const resolved = await call(h(resolveRoute), `/api/admin/reports/${filed.data.id}/resolve`, {
      cookie: admin.cookie,
      params: { id: filed.data.id },
      body: { action: "remove", notes: "Slurs in the text" },
    });
    expect(resolved.status).toBe(200);

    expect(await sendDuePushes()).toMatchObject({ sent: 2 });
    const pushes = await push.receiver.waitFor(2);
    const to = (endpoint: string) => pushes.find((p) => p.endpoint === endpoint)?.payload;
    expect(to(reporterSub.endpoint)).toMatchObject({ title: "Niji", body: "Your report was reviewed", url: "/notifications" });
    expect(to(authorSub.endpoint)).toMatchObject({ title: "Niji", body: "Some of your content was removed", url: "/notifications" });
    // neither names the other side, the post or the reason
    for (const p of pushes) for (const secret of ["Kai", "Aiko", targets.post, "Slurs"]) expect(p.text).not.toContain(secret);
  });

  it("the moderation switch off: no push, the notice is still in the centre", async () => {
    const author = await createUser({ firstName: "Kai" });
    await subscribed(push.receiver, aiko);
    await call(h(preferencesPut), "/api/push/preferences", { method: "PUT", cookie: aiko.cookie, body: { kinds: { ...ALL_KINDS_ON, moderation: false }, hidePreviews: false, quietHours: null } });
    const targets = await seedTargets(author);
    const filed = await report(aiko, { targetType: "post", targetId: targets.post, reason: "spam" });
    await call(h(resolveRoute), `/api/admin/reports/${filed.data.id}/resolve`, { cookie: admin.cookie, params: { id: filed.data.id }, body: { action: "dismiss" } });
    await sendDuePushes();
    expect(push.receiver.requests).toBe(0);
    expect(await db.notification.count({ where: { userId: aiko.id, type: "report_resolved" } })).toBe(1);
  });

  it.each([
    ["approved", approveRoute, {}, "Your business application was approved"],
    ["rejected", rejectRoute, { adminNotes: "Not a business we can list" }, "Your business application was not approved"],
  ] as const)("an application %s: the applicant gets one push", async (_decision, route, body, text) => {
    await subscribed(push.receiver, aiko);
    const applied = await call(h(createApplicationRoute), "/api/business-applications", { cookie: aiko.cookie, body: validApplication() });
    expect(applied.status).toBe(201);
    const decided = await call(h(route), "/x", { cookie: admin.cookie, params: { id: applied.data.id }, body });
    expect(decided.status, JSON.stringify(decided.data)).toBe(200);
    expect(await sendDuePushes()).toMatchObject({ sent: 1 });
    const [p] = await push.receiver.waitFor(1);
    expect(p.payload).toMatchObject({ title: "Niji", body: text, url: "/notifications", neutral: false });
    expect(push.receiver.requests).toBe(1);
  });
});
