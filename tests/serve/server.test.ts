import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// The production server (scripts/serve.ts): request ids, one JSON log line per request with the
// route pattern and no secrets, Prometheus metrics behind a token, and a graceful SIGTERM.

describe(`npm start's server (on PostgreSQL ${POSTGRES})`, () => {
  let server: Server;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  const token = randomBytes(16).toString("hex");

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    // a drain deadline far past the test's own 60 s: the SIGTERM test passes only if the drain ends by itself
    server = await startServer({ DATABASE_URL: database.url, METRICS_TOKEN: token, NIJI_JOBS: "0", NIJI_SHUTDOWN_TIMEOUT_SECONDS: "600" });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("echoes a safe X-Request-Id, makes one up otherwise, and logs one line per request with the route pattern", async () => {
    const mine = await fetch(`${server.url}/api/posts/ckpostid123`, { headers: { "x-request-id": "lb-7f3a" } });
    expect(mine.status).toBe(401);
    expect(mine.headers.get("x-request-id")).toBe("lb-7f3a");
    const forged = await fetch(`${server.url}/api/auth/user`, { headers: { "x-request-id": "x".repeat(100) } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const line = await eventually(() => {
      const found = server.logs.find((entry) => entry.reqId === "lb-7f3a");
      if (!found) throw new Error("no log line yet");
      return found;
    });
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", route: "/api/posts/[id]", status: 401 });
    expect(typeof line.ms).toBe("number");
    expect(server.logs.filter((entry) => entry.reqId === "lb-7f3a")).toHaveLength(1);
  });

  it("never logs cookies, passwords or upload tokens", async () => {
    const member = await signUpAndIn(server.url, `serve.${Date.now()}@example.test`);
    const session = member.cookie.split("=")[1]!;
    const uploadToken = randomBytes(32).toString("base64url");
    await fetch(`${server.url}/api/uploads/${uploadToken}`, { method: "PUT", headers: { cookie: member.cookie, "content-type": "image/png" }, body: "x" });
    await fetch(`${server.url}/api/auth/user`, { headers: { cookie: member.cookie, authorization: "Bearer not-logged" } });
    await eventually(() => expect(server.logs.some((entry) => entry.route === "/api/uploads/[token]")).toBe(true));
    const everything = server.raw.join("\n");
    expect(everything).not.toContain(session);
    expect(everything).not.toContain(uploadToken);
    expect(everything).not.toContain("rainbow-123");
    expect(everything).not.toContain("not-logged");
  });

  it("serves Prometheus metrics only with the token: request counts by route and status, pool usage", async () => {
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/api/metrics`, { headers: { authorization: "Bearer wrong" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Unauthorized", code: "unauthorized", messageKey: "unauthorized" });
    const res = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/niji_http_requests_total\{method="GET",route="\/api\/posts\/\[id\]",status="401"\} 1/);
    expect(text).toMatch(/niji_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/posts\/\[id\]",status="401"\}/);
    expect(text).toMatch(/niji_db_pool_connections\{state="max"\} 10/);
    expect(text).toMatch(/niji_process_cpu_seconds_total/);
  });

  it("on SIGTERM: an upload in flight finishes, a live stream is ended, new connections are refused, the pools close, exit 0", async () => {
    const member = await signUpAndIn(server.url, `drain.${Date.now()}@example.test`);
    const stream = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: member.cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read(); // the stream is open and has sent its first event

    // an upload whose body is still arriving when the signal comes
    const address = await fetch(`${server.url}/api/objects/upload`, { method: "POST", headers: { cookie: member.cookie, origin: server.url } });
    const { uploadURL } = (await address.json()) as { uploadURL: string };
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#750787" } }).png().toBuffer();
    let push!: (chunk: Uint8Array | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
      },
    });
    const upload = fetch(`${server.url}${uploadURL}`, { method: "PUT", headers: { "content-type": "image/png" }, body, duplex: "half" } as RequestInit);
    push(png.subarray(0, 32));
    // the server has taken the upload in hand once it marked the address used
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    await eventually(async () => {
      const { rows } = await database.query(`SELECT "uploadedAt" FROM "Upload" WHERE "ownerId" = $1`, [member.id]);
      expect(rows[0]?.uploadedAt).toBeTruthy();
    });
    await database.end();

    server.child.kill("SIGTERM");
    await eventually(() => expect(server.logs.some((entry) => entry.msg === "shutting down: draining requests")).toBe(true));
    // the live stream ends by itself (its client reconnects to another instance)
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    push(png.subarray(32));
    push(null);
    const uploaded = await upload;
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toMatchObject({ kind: "image" });

    // exited when its last request ended, not at the deadline (10 minutes), with nothing cut off
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(server.logs.find((entry) => entry.msg === "shutting down: draining requests")).toMatchObject({ inFlight: 2 });
    expect(server.logs.find((entry) => entry.msg === "shut down")).toMatchObject({ cutOff: 0, failed: [] });
  });
});
