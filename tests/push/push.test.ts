import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as commentRoute } from "@/app/api/posts/[id]/comments/route";
import { GET as preferencesGet, PUT as preferencesPut } from "@/app/api/push/preferences/route";
import { GET as publicKeyRoute } from "@/app/api/push/public-key/route";
import { DELETE as unsubscribeRoute } from "@/app/api/push/subscriptions/route";
import { db } from "@/lib/data/db";
import { notifyWaitlistPromoted } from "@/lib/domain/notifications/notify";
import { sendDuePushes } from "@/lib/domain/push/sender";
import { start, send } from "@/tests/messages/support";
import { seedPost } from "@/tests/posts/support";
import { block, mute } from "@/tests/safety/support";
import { as } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { ALL_KINDS_ON, subscribe, subscribed as subscribedTo, pushReceiverForFile } from "@/tests/push/support";
import { startPushReceiver, type PushReceiver } from "@/tests/support/push-receiver";

// Web Push (issue #32) against a real push receiver: it checks each request's VAPID signature and
// decrypts its aes128gcm body with the subscription's private key. Sender rounds are driven directly.

const h = (handler: unknown) => handler as Handler;
const push = pushReceiverForFile();
const { keys } = push;
let receiver: PushReceiver;
const subscribed = (user: TestUser) => subscribedTo(push.receiver, user);
const putPreferences = (user: TestUser, body: unknown) => call(h(preferencesPut), "/api/push/preferences", { method: "PUT", cookie: user.cookie, body });
const later = (ms: number) => new Date(Date.now() + ms);

async function conversationWith(from: TestUser, to: TestUser) {
  const started = await start(from, to.id);
  expect(started.status).toBeLessThan(300);
  return started.data.id as string;
}

beforeAll(() => {
  receiver = push.receiver;
});

let aiko: TestUser; // receives
let ben: TestUser;
let chika: TestUser;
beforeEach(async () => {
  [aiko, ben, chika] = await Promise.all([createUser({ firstName: "Aiko" }), createUser({ firstName: "Ben" }), createUser({ firstName: "Chika" })]);
});

describe("the API", () => {
  it("gives the public key, refuses other hosts and bad keys, saves idempotently, deletes", async () => {
    const key = await call(h(publicKeyRoute), "/api/push/public-key", { cookie: aiko.cookie });
    expect(key).toMatchObject({ status: 200, data: { publicKey: keys.publicKey } });
    expect((await call(h(publicKeyRoute), "/api/push/public-key")).status).toBe(401);

    const sub = receiver.newSubscription();
    const elsewhere = await subscribe(aiko, { ...sub, endpoint: "https://push.attacker.example/push/1" });
    expect(elsewhere).toMatchObject({ status: 400, data: { code: "push_endpoint_not_allowed" } });
    const plainHttp = await subscribe(aiko, { ...sub, endpoint: "http://fcm.googleapis.com/fcm/send/x" });
    expect(plainHttp).toMatchObject({ status: 400, data: { code: "push_endpoint_not_allowed" } });
    expect((await subscribe(aiko, { ...sub, keys: { p256dh: "abc", auth: sub.keys.auth } })).status).toBe(400);
    expect((await subscribe(aiko, { ...sub, keys: { p256dh: sub.keys.p256dh, auth: "AAAA" } })).status).toBe(400);

    expect((await subscribe(aiko, sub)).status).toBe(201);
    // the same endpoint from another member re-points it (a shared device rings for whoever is signed in)
    expect((await subscribe(ben, sub)).status).toBe(201);
    expect(await db.pushSubscription.findMany({ where: { endpoint: sub.endpoint }, select: { userId: true } })).toEqual([{ userId: ben.id }]);
    const prefs = await call(h(preferencesGet), "/api/push/preferences", { cookie: ben.cookie });
    expect(prefs.data).toEqual({ kinds: ALL_KINDS_ON, hidePreviews: false, quietHours: null, subscribed: 1 });

    const gone = await call(h(unsubscribeRoute), "/api/push/subscriptions", { method: "DELETE", cookie: aiko.cookie, body: { endpoint: sub.endpoint } });
    expect(gone.status).toBe(204);
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1); // not aiko's any more
    await call(h(unsubscribeRoute), "/api/push/subscriptions", { method: "DELETE", cookie: ben.cookie, body: { endpoint: sub.endpoint } });
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
  });

  it("saves one endpoint sent many times at once (a page's subscribe and the worker's pushsubscriptionchange racing) as one row, 201 each", async () => {
    const sub = receiver.newSubscription();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => subscribe(i % 2 ? aiko : ben, sub)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1);
  });

  it("saves preferences and refuses bad ones", async () => {
    const body = { kinds: { ...ALL_KINDS_ON, likes: false }, hidePreviews: true, quietHours: { start: "22:00", end: "07:00" } };
    expect(await putPreferences(aiko, body)).toMatchObject({ status: 200, data: { ...body, subscribed: 0 } });
    expect((await putPreferences(aiko, { ...body, quietHours: { start: "25:00", end: "07:00" } })).status).toBe(400);
    expect((await putPreferences(aiko, { ...body, kinds: { likes: false } })).status).toBe(400);
  });
});

describe("what is pushed", () => {
  it("a message: one push to the conversation, with the sender's name and text, urgent", async () => {
    const sub = await subscribed(aiko);
    await as(aiko).follow(ben.id);
    const conversation = await conversationWith(ben, aiko);
    expect((await send(ben, conversation, { content: "Dinner at 7?" })).status).toBe(201);
    expect(await sendDuePushes()).toMatchObject({ sent: 1 });
    const [push] = await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    expect(push).toMatchObject({ endpoint: sub.endpoint, headers: { urgency: "high", ttl: 86400 }, vapid: { publicKey: keys.publicKey } });
    expect(push.payload).toMatchObject({ v: 1, title: "Ben Member", body: "Dinner at 7?", url: `/messages/${conversation}`, neutral: false });
    expect(push.headers.topic).toBe(push.payload.tag);
  });

  it("a message request names no one and shows no text", async () => {
    await subscribed(aiko);
    const conversation = await conversationWith(ben, aiko);
    await send(ben, conversation, { content: "hey you" });
    await sendDuePushes();
    const [push] = await receiver.waitFor(1);
    expect(push.payload).toMatchObject({ title: "Niji", body: "New message request", url: `/messages/${conversation}` });
  });

  it("a follow request, a mention and a waitlist place: one push each, opening the right screen", async () => {
    await subscribed(aiko);
    await db.user.update({ where: { id: aiko.id }, data: { isPrivate: true } });
    await as(ben).follow(aiko.id);
    const post = await seedPost(chika.id);
    const mention = await call(h(commentRoute), `/api/posts/${post.id}/comments`, { cookie: ben.cookie, params: { id: post.id }, body: { content: `@${aiko.username} look` } });
    expect(mention.status).toBe(201);
    await db.$transaction((tx) => notifyWaitlistPromoted(tx, [aiko.id], { id: "event-1", title: "Pride picnic" }));
    expect(await sendDuePushes()).toMatchObject({ sent: 3 });
    const pushes = await receiver.waitFor(3);
    expect(pushes.map((p) => [p.payload.url, p.payload.body]).sort()).toEqual(
      [
        ["/follow-requests", "Ben Member asked to follow you"],
        [`/post/${post.id}`, "Ben Member mentioned you in a comment"],
        ["/events/event-1", "A place opened up at an event you're waiting for, and it's yours"],
      ].sort(),
    );
  });

  it("in Japanese for a member who chose it", async () => {
    await subscribed(aiko);
    await db.user.update({ where: { id: aiko.id }, data: { locale: "ja" } });
    await as(ben).follow(aiko.id);
    await sendDuePushes();
    const [push] = await receiver.waitFor(1);
    expect(push.payload).toMatchObject({ lang: "ja", body: "Member Benさんがあなたをフォローしました", url: `/u/${ben.username}` });
  });

  it("blocked, muted or suspended senders produce none", async () => {
    await subscribed(aiko);
    await as(aiko).follow(ben.id);
    await as(aiko).follow(chika.id);
    await mute(aiko, ben.id);
    const muted = await conversationWith(ben, aiko);
    await send(ben, muted, { content: "muted" });
    // suspended after the push was queued: the send-time check drops it
    await as(chika).follow(aiko.id);
    await db.user.update({ where: { id: chika.id }, data: { suspendedAt: new Date() } });
    const dan = await createUser({ firstName: "Dan" });
    await as(dan).follow(aiko.id);
    await block(aiko, dan.id);
    await sendDuePushes();
    expect(receiver.requests).toBe(0);
  });

  it("discreet mode and hidden previews give the neutral text", async () => {
    const eri = await createUser({ firstName: "Eri" });
    await Promise.all([subscribed(aiko), subscribed(eri)]);
    await db.discreetSetting.create({ data: { userId: aiko.id, enabled: true } });
    await putPreferences(eri, { kinds: ALL_KINDS_ON, hidePreviews: true, quietHours: null });
    await as(ben).follow(aiko.id);
    await as(ben).follow(eri.id);
    await sendDuePushes();
    const pushes = await receiver.waitFor(2);
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      expect(push.payload).toMatchObject({ title: "Notification", body: "You have new activity", icon: "/icons/notes-192.png", neutral: true });
      expect(push.text).not.toMatch(/Ben|Member|Niji|虹/i);
    }
  });

  it("50 likes in a minute become one push, held a minute to gather them", async () => {
    await subscribed(aiko);
    const post = await seedPost(aiko.id);
    const likers = await Promise.all(Array.from({ length: 50 }, (_, i) => createUser({ firstName: `Liker${i}` })));
    for (const liker of likers) expect((await as(liker).like(post.id)).status).toBeLessThan(300);
    expect(await sendDuePushes()).toMatchObject({ sent: 0 });
    expect(await sendDuePushes(later(61_000))).toMatchObject({ sent: 1 });
    const [push] = await receiver.waitFor(1);
    expect(receiver.requests).toBe(1);
    expect(push.payload.body).toBe("Liker49 Member and 49 others liked your post");
    expect(push.headers.ttl).toBe(4 * 3600);
  });

  it("quiet hours hold a push until they end", async () => {
    await subscribed(aiko);
    // quiet from now (Tokyo time) for the next two hours
    const minute = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 540) % 1440;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    await putPreferences(aiko, { kinds: ALL_KINDS_ON, hidePreviews: false, quietHours: { start: hhmm(minute), end: hhmm((minute + 120) % 1440) } });
    await as(ben).follow(aiko.id);
    expect(await sendDuePushes()).toMatchObject({ held: 1, sent: 0 });
    expect(await sendDuePushes(later(60 * 60_000))).toMatchObject({ sent: 0 });
    expect(await sendDuePushes(later(121 * 60_000))).toMatchObject({ sent: 1 });
    await receiver.waitFor(1);
  });
});

describe("delivery", () => {
  it("a 410 removes the subscription", async () => {
    const sub = await subscribed(aiko);
    receiver.respondNext(410);
    await as(ben).follow(aiko.id);
    await sendDuePushes();
    expect(receiver.requests).toBe(1);
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
  });

  it("429 with Retry-After is retried after it, once", async () => {
    await subscribed(aiko);
    receiver.respondNext(429, { retryAfter: 120 });
    await as(ben).follow(aiko.id);
    expect(await sendDuePushes()).toMatchObject({ retried: 1 });
    expect(await sendDuePushes(later(60_000))).toMatchObject({ sent: 0, retried: 0 });
    expect(await sendDuePushes(later(121_000))).toMatchObject({ sent: 1 });
    await receiver.waitFor(1);
    expect(receiver.requests).toBe(2);
  });

  it("a row naming a host off the allow-list is never contacted", async () => {
    const session = await db.session.findFirstOrThrow({ where: { userId: aiko.id } });
    const other = await startPushReceiver();
    const sub = other.newSubscription();
    await db.pushSubscription.create({
      data: { userId: aiko.id, sessionId: session.id, endpoint: sub.endpoint.replace("127.0.0.1", "localhost"), p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
    await as(ben).follow(aiko.id);
    await sendDuePushes();
    expect(other.requests).toBe(0);
    await other.close();
  });

  it("signing out (the session ends) removes that device's subscription", async () => {
    const sub = await subscribed(aiko);
    await db.session.deleteMany({ where: { userId: aiko.id } });
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
  });

  it("each push leaves once when two rounds race", async () => {
    await Promise.all([subscribed(aiko), subscribed(ben), subscribed(chika)]);
    const others = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    for (const other of others) await Promise.all([as(other).follow(aiko.id), as(other).follow(ben.id), as(other).follow(chika.id)]);
    const rounds = await Promise.all([sendDuePushes(), sendDuePushes()]);
    expect(rounds[0].sent + rounds[1].sent).toBe(30);
    await receiver.waitFor(30);
    expect(receiver.requests).toBe(30);
  });
});
