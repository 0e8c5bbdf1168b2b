import { beforeAll, describe, expect, it } from "vitest";
import { GET as preferencesGet, PUT as preferencesPut } from "@/app/api/push/preferences/route";
import { GET as publicKeyRoute } from "@/app/api/push/public-key/route";
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from "@/app/api/push/subscriptions/route";
import { POST as testPushRoute } from "@/app/api/push/test/route";
import { db } from "@/lib/data/db";
import { sendDuePushes } from "@/lib/domain/push/sender";
import { ALL_KINDS_ON, subscribed, pushReceiverForFile } from "@/tests/push/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import type { PushSubscriptionJson } from "@/tests/support/push-receiver";

// THE PUSH MATRIX (issue #32): a device's subscription and a member's push preferences are theirs
// alone. Signed out, every push route answers 401; another member, an admin included, can neither
// remove someone's subscription nor read or change their preferences, nor ring their devices.
const push = pushReceiverForFile();
const h = (handler: unknown) => handler as Handler;

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let ownerSub: PushSubscriptionJson;
const ownerPreferences = { kinds: { ...ALL_KINDS_ON, likes: false }, hidePreviews: true, quietHours: { start: "23:00", end: "06:30" } };

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([createUser({ firstName: "Pushowner" }), createUser({ firstName: "Other" }), createUser({ firstName: "Admin", admin: true })]);
  ownerSub = await subscribed(push.receiver, owner);
});

const sub = () => push.receiver.newSubscription();
const ROUTES: [string, string, unknown, () => unknown][] = [
  ["GET", "/api/push/public-key", publicKeyRoute, () => undefined],
  ["POST", "/api/push/subscriptions", subscribeRoute, sub],
  ["DELETE", "/api/push/subscriptions", unsubscribeRoute, () => ({ endpoint: ownerSub.endpoint })],
  ["GET", "/api/push/preferences", preferencesGet, () => undefined],
  ["PUT", "/api/push/preferences", preferencesPut, () => ownerPreferences],
  ["POST", "/api/push/test", testPushRoute, () => undefined],
];

describe("signed out", () => {
  it.each(ROUTES)("%s %s answers 401 and changes nothing", async (method, path, handler, body) => {
    const res = await call(h(handler), path, { method, body: body() });
    expect(res.status).toBe(401);
    expect(await db.pushSubscription.count({ where: { endpoint: ownerSub.endpoint, userId: owner.id } })).toBe(1);
    expect(await db.pushDelivery.count()).toBe(0);
  });
});

// it.each tables are read before beforeAll runs: rows name the member, `who` resolves it.
const who = (label: string) => ({ "another member": other, "an admin": admin })[label]!;

describe.each(["another member", "an admin"])("%s", (label) => {
  it("cannot remove the owner's subscription: DELETE answers 204 and leaves it in place", async () => {
    const res = await call(h(unsubscribeRoute), "/api/push/subscriptions", { method: "DELETE", cookie: who(label).cookie, body: { endpoint: ownerSub.endpoint } });
    expect(res.status).toBe(204);
    expect(await db.pushSubscription.count({ where: { endpoint: ownerSub.endpoint, userId: owner.id } })).toBe(1);
  });

  it("reads and saves only their own preferences, and counts only their own devices", async () => {
    expect((await call(h(preferencesPut), "/api/push/preferences", { method: "PUT", cookie: owner.cookie, body: ownerPreferences })).status).toBe(200);
    const theirs = await call(h(preferencesGet), "/api/push/preferences", { cookie: who(label).cookie });
    expect(theirs.data).toEqual({ kinds: ALL_KINDS_ON, hidePreviews: false, quietHours: null, subscribed: 0 });
    const allOff = Object.fromEntries(Object.keys(ALL_KINDS_ON).map((kind) => [kind, false]));
    expect((await call(h(preferencesPut), "/api/push/preferences", { method: "PUT", cookie: who(label).cookie, body: { kinds: allOff, hidePreviews: false, quietHours: null } })).status).toBe(200);
    const owners = await call(h(preferencesGet), "/api/push/preferences", { cookie: owner.cookie });
    expect(owners.data).toEqual({ ...ownerPreferences, subscribed: 1 });
  });

  it("rings only their own devices with a test push", async () => {
    const own = await subscribed(push.receiver, who(label));
    expect((await call(h(testPushRoute), "/api/push/test", { cookie: who(label).cookie })).status).toBe(202);
    await sendDuePushes();
    const [received] = await push.receiver.waitFor(1);
    expect(received.endpoint).toBe(own.endpoint);
    expect(push.receiver.pushesTo(ownerSub.endpoint)).toEqual([]);
    expect(push.receiver.requests).toBe(1);
  });
});
