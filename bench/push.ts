// Web Push benchmark (run by hand, never part of npm test): 200 members each with one subscribed
// device (a push subscription of a local push receiver, tests/support/push-receiver.ts, that checks
// the VAPID signature and decrypts the body) and one conversation with a sender, in a fresh database
// on the machine's PostgreSQL. The real sender loop runs in this process (startPushSender: its round
// every 2 s plus the nudge each queued push gives). The sender posts BENCH_MESSAGES messages through
// the message service (the POST /api/conversations/{id}/messages one), CONCURRENCY at a time, each
// pass going once through the members (so no two pending pushes fold). Measures send -> push: from
// calling the service to the encrypted, signed push request reaching the receiver (p50, p99, max).
//
//   npx tsx --tsconfig bench/tsconfig.server-modules.json bench/push.ts
// (not --conditions=react-server like the other benches: the push wording's translator, next-intl,
// does not load under it outside Next's bundler; that tsconfig makes "server-only" a no-op instead)
//   BENCH_ADMIN_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_MEMBERS=200 BENCH_MESSAGES=600 BENCH_CONCURRENCY=8 ...   (defaults)
import pg from "pg";
import webPush from "web-push";
import { startPushReceiver, type PushSubscriptionJson } from "../tests/support/push-receiver";
import { benchDatabase, dropBenchDatabase } from "./support/database";

const DB_NAME = "niji_bench_push";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function seed(url: string, subscriptions: PushSubscriptionJson[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // member 0 sends; members 1..MEMBERS receive, each signed in on one device with one subscription,
  // and each following the sender (so the conversation is in their inbox: kind "messages")
  await client.query(`INSERT INTO "User" (id, email, "passwordHash", username, "firstName", "updatedAt")
    SELECT 'u' || i, 'u' || i || '@bench.test', 'x', 'user' || i, 'Member' || i, now() FROM generate_series(0, ${MEMBERS}) i`);
  await client.query(`INSERT INTO "Session" (id, "userId", device) SELECT 's' || i, 'u' || i, 'Bench' FROM generate_series(1, ${MEMBERS}) i`);
  await client.query(`INSERT INTO "Follow" ("followerId", "followingId") SELECT 'u' || i, 'u0' FROM generate_series(1, ${MEMBERS}) i`);
  await client.query(`INSERT INTO "Conversation" (id, "userAId", "userBId", "starterId") SELECT 'c' || i, 'u0', 'u' || i, 'u0' FROM generate_series(1, ${MEMBERS}) i`);
  await client.query(`INSERT INTO "ConversationMember" ("conversationId", "userId", folder)
    SELECT 'c' || i, u, 'inbox' FROM generate_series(1, ${MEMBERS}) i, LATERAL (VALUES ('u0'), ('u' || i)) m(u)`);
  await client.query(
    `INSERT INTO "PushSubscription" (id, "userId", "sessionId", endpoint, p256dh, auth)
     SELECT 'ps' || i, 'u' || i, 's' || i, e, p, a FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(e, p, a, i)`,
    [subscriptions.map((s) => s.endpoint), subscriptions.map((s) => s.keys.p256dh), subscriptions.map((s) => s.keys.auth)],
  );
  await client.query("ANALYZE");
  await client.end();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const receiver = await startPushReceiver();
  const subscriptions = Array.from({ length: MEMBERS }, () => receiver.newSubscription());
  const url = await benchDatabase(DB_NAME, { fresh: true });
  await seed(url, subscriptions);
  const keys = webPush.generateVAPIDKeys();
  Object.assign(process.env, {
    DATABASE_URL: url,
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    NIJI_PUSH_ENDPOINT_HOSTS: "127.0.0.1",
    NIJI_DB_POOL_MAX: process.env.NIJI_DB_POOL_MAX ?? "10",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  });
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  const { disconnectDb } = await import("@/lib/data/db");
  const { closeLive } = await import("@/lib/data/realtime/hub");
  const { sendMessage } = await import("@/lib/domain/messages/send-message");
  const { startPushSender, stopPushSender } = await import("@/lib/server/jobs/push-sender");
  startPushSender();

  const sender = { id: "u0" };
  const sentAt = new Map<string, number>();
  const times: number[] = [];
  const send = async (n: number) => {
    const member = 1 + (n % MEMBERS);
    sentAt.set(subscriptions[member - 1]!.endpoint, performance.now());
    await sendMessage(sender, `c${member}`, { content: `bench message ${n}` });
  };
  // a warm-up pass on the first members (connections, prepared plans, JIT), not measured
  for (let n = 0; n < Math.min(20, MEMBERS); n++) await send(n);
  await receiver.waitFor(Math.min(20, MEMBERS), { timeoutMs: 30_000 });
  receiver.reset();

  const started = performance.now();
  for (let pass = 0; pass * MEMBERS < MESSAGES; pass++) {
    const first = pass * MEMBERS;
    const count = Math.min(MEMBERS, MESSAGES - first);
    let next = first;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < first + count) await send(next++);
      }),
    );
    const pushes = await receiver.waitFor(count, { timeoutMs: 60_000 });
    for (const push of pushes) times.push(push.arrivedAt - sentAt.get(push.endpoint)!);
    receiver.reset();
  }
  const elapsed = performance.now() - started;
  await stopPushSender();
  await closeLive();
  await disconnectDb();
  await receiver.close();
  await dropBenchDatabase(DB_NAME);

  const sorted = times.sort((a, b) => a - b);
  console.log(`${MEMBERS} subscribed members, ${sorted.length} messages, ${CONCURRENCY} at a time, ${Math.round(elapsed)} ms in all`);
  console.log(`send -> push request at the receiver: p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`);
}

void main();
