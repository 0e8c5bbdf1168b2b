import fc from "fast-check";
import pg from "pg";
import { cookieHeader, fuzzRequest, MUTATING_ENDPOINTS, pathFor, type Endpoint } from "@/tests/support/fuzz-requests";
import { benchDatabase, dropBenchDatabase } from "./support/database";
import { countBy, member, startNext } from "./support/server";

// The in-suite fuzz generator for longer, over HTTP against `next start` on a fresh database of the
// machine's PostgreSQL (BENCH_ADMIN_URL, default 127.0.0.1:5432). First checks the login throttle against spoofed
// X-Forwarded-For at the real default. Counts statuses; any 5xx is listed and fails the run.
//   npx next build && npx tsx bench/hardening-fuzz.ts [--per-endpoint 100] [--concurrency 8] [--port 3201]
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PER_ENDPOINT = arg("per-endpoint", 100), CONCURRENCY = arg("concurrency", 8), PORT = arg("port", 3201);
const name = `niji_fuzz_${Date.now()}`;
const url = await benchDatabase(name);
// generous limits except login per IP, which the first check measures at its default
const server = await startNext({ port: PORT, databaseUrl: url, generous: true, env: { NIJI_THROTTLE_LOGIN_IP: "25/300" } });
const base = server.base;

// 1. known ids to aim at
const m = await member(base, `fuzz.${Date.now()}@example.test`);
const a = await member(base, `fuzz.admin.${Date.now()}@example.test`);
// 2. (after our own two sign-ins, which share the socket address) sixty wrong-password logins, each with a new X-Forwarded-For
const spoof: number[] = [];
for (let i = 0; i < 60; i++) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
    body: JSON.stringify({ email: "nobody@example.test", password: "wrong-password" }),
  });
  spoof.push(res.status);
}

const db = new pg.Client({ connectionString: url });
await db.connect();
await db.query(`UPDATE "User" SET "isAdmin" = true WHERE id = $1`, [a.id]);
const json = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: "POST", headers: { cookie: m.cookie, "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ id: string }>);
process.on("exit", () => void server.stop());
const event = await json("/api/events", { title: "Fuzz night", eventType: "other", date: "2030-06-01T10:00:00Z" });
const application = await json("/api/business-applications", {
  name: "Fuzz Cafe", businessType: "cafe", description: "A cafe.", address: "1-1 Shinjuku", city: "Tokyo", tags: [],
  phoneNumber: "+81 3-1234-5678", website: "https://fuzz.example.jp", email: "fuzz@example.jp", googleMapsUrl: "https://www.google.com/maps/place/Fuzz", imageUrl: "https://images.example.jp/a.jpg",
});
const post = (await db.query(`INSERT INTO "Post" (id, "authorId", caption, "updatedAt") VALUES ('fuzzpost1', $1, 'hi', now()) RETURNING id`, [m.id])).rows[0].id as string;
const comment = (await db.query(`INSERT INTO "Comment" (id, "postId", "authorId", content, "updatedAt") VALUES ('fuzzcomment1', $1, $2, 'hi', now()) RETURNING id`, [post, m.id])).rows[0].id as string;
const business = (await db.query(`INSERT INTO "Business" (id, name, "businessType", tags, "updatedAt") VALUES ('fuzzbiz1', 'Fuzz Biz', 'cafe', '{}', now()) RETURNING id`)).rows[0].id as string;
if (!event.id || !application.id) console.warn("[fuzz] could not create the event or application to aim at", event, application);
const known: Record<string, string[]> = {
  posts: [post, "nonexistent"], comments: [comment, post], events: [event.id, post], stories: ["nostory", post],
  "business-applications": [application.id, post], businesses: [business, post], users: [m.id, a.id], uploads: ["0".repeat(43)],
};
const cookies = { member: m.cookie, admin: a.cookie };

// 3. the generator, PER_ENDPOINT requests per mutating endpoint
type Result = { endpoint: string; status: number; detail?: string };
const results: Result[] = [];
const started = Date.now();
for (const endpoint of MUTATING_ENDPOINTS as readonly Endpoint[]) {
  const requests = fc.sample(fuzzRequest, PER_ENDPOINT);
  let next = 0;
  const label = `${endpoint[0]} ${endpoint[1]}`;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const r = requests[next++];
        const { path } = pathFor(endpoint, r.id, known[endpoint[1].split("/")[2]] ?? ["nonexistent"], true);
        const headers: Record<string, string> = {};
        const cookie = cookieHeader(r.cookie, cookies);
        if (cookie) headers.cookie = cookie;
        if (r.contentType) headers["content-type"] = r.contentType;
        try {
          const res = await fetch(`${base}${path}`, { method: endpoint[0], headers, body: r.body ?? undefined });
          const text = await res.text();
          results.push({ endpoint: label, status: res.status, detail: res.status >= 500 ? `${path} ${JSON.stringify(r).slice(0, 300)} -> ${text.slice(0, 200)}` : undefined });
        } catch (error) {
          results.push({ endpoint: label, status: 0, detail: `${path}: ${(error as Error).message}` });
        }
      }
    }),
  );
}
const seconds = (Date.now() - started) / 1000;
const failures = results.filter((r) => r.status >= 500 || r.status === 0);
console.log(JSON.stringify({
  spoofedXffLogins: countBy(spoof, String),
  perEndpoint: PER_ENDPOINT,
  endpoints: MUTATING_ENDPOINTS.length,
  requests: results.length,
  seconds,
  statuses: countBy(results, (r) => String(r.status)),
  fiveHundreds: failures.length,
  firstFailures: failures.slice(0, 10),
}, null, 2));
await db.end();
await server.stop();
await dropBenchDatabase(name);
process.exit(failures.length ? 1 : 0);
