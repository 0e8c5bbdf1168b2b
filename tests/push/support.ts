import webPush from "web-push";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { POST as subscribeRoute } from "@/app/api/push/subscriptions/route";
import { db } from "@/lib/data/db";
import { call, type Handler, type TestUser } from "@/tests/support/http";
import { startPushReceiver, type PushReceiver, type PushSubscriptionJson } from "@/tests/support/push-receiver";

// Push configured for one test file: fresh VAPID keys, NIJI_PUSH_ENDPOINT_HOSTS=127.0.0.1 and a real
// push receiver (tests/support/push-receiver.ts); the settings are put back after the file. Before
// each test the receiver forgets what it got and the queue is emptied (a round sends every due push
// of the database: none may be left from an earlier test).

export const PUSH_ENV = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT", "NIJI_PUSH_ENDPOINT_HOSTS"] as const;
export const ALL_KINDS_ON = { messages: true, messageRequests: true, follows: true, mentionsComments: true, likes: true, events: true, moderation: true };

export type PushTestServer = { keys: { publicKey: string; privateKey: string }; receiver: PushReceiver };

export function pushReceiverForFile(): PushTestServer {
  const server = { keys: webPush.generateVAPIDKeys() } as PushTestServer;
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    for (const name of PUSH_ENV) saved.set(name, process.env[name]);
    setPushEnv({ VAPID_PUBLIC_KEY: server.keys.publicKey, VAPID_PRIVATE_KEY: server.keys.privateKey, VAPID_SUBJECT: undefined, NIJI_PUSH_ENDPOINT_HOSTS: "127.0.0.1" });
    server.receiver = await startPushReceiver();
  });
  afterAll(async () => {
    setPushEnv(Object.fromEntries(saved));
    await server.receiver.close();
  });
  beforeEach(async () => {
    server.receiver.reset();
    await db.pushDelivery.deleteMany({});
  });
  return server;
}

/** Sets (a string) or unsets (undefined) the push settings named. */
export function setPushEnv(values: Partial<Record<(typeof PUSH_ENV)[number], string | undefined>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

export const subscribe = (user: TestUser, sub: unknown) => call(subscribeRoute as Handler, "/api/push/subscriptions", { cookie: user.cookie, body: sub });

/** A new subscription of the receiver, saved for `user` through the API. */
export async function subscribed(receiver: PushReceiver, user: TestUser): Promise<PushSubscriptionJson> {
  const sub = receiver.newSubscription();
  expect((await subscribe(user, sub)).status).toBe(201);
  return sub;
}
