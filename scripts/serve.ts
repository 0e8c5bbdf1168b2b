import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import cluster from "node:cluster";
import next from "next";
import { getSettings } from "@/lib/core/env";
import { log, requestLog } from "@/lib/core/log";
import { recordRequest } from "@/lib/data/metrics";
import { requestIdFrom, routeMatcher, type RoutesManifest } from "@/lib/server/ops/route-pattern";
import { SHUTDOWN_MESSAGE, superviseWorkers, workerCount } from "@/lib/server/ops/cluster";
import { directRoute, loadDirectRoutes, serveDirect } from "@/lib/server/ops/direct-routes";
import { markNotReady, runShutdownHooks } from "@/lib/server/ops/shutdown";

// npm start: the production server. Next's request handler inside our own node:http server, so that
// every request gets an id and one JSON log line and is counted in the metrics, and so that SIGTERM
// drains: stop accepting, say "not ready", end live streams (their clients reconnect elsewhere),
// let requests in flight finish up to NIJI_SHUTDOWN_TIMEOUT_SECONDS, then close jobs, live events,
// Redis and the database pool, and exit 0. A second signal exits at once. NIJI_WORKERS=N|auto runs
// N such servers as cluster workers on one port (lib/server/ops/cluster.ts). The feed and explore pages
// skip Next's router (lib/server/ops/direct-routes.ts; NIJI_DIRECT_ROUTES=0 sends them through it too).
process.env.NEXT_MANUAL_SIG_HANDLE = "true";
const dir = process.cwd();
const port = Number(process.env.PORT ?? 3000);
// NIJI_HOST, not HOSTNAME: shells and containers set HOSTNAME to the machine's name
const hostname = process.env.NIJI_HOST || undefined;
const keepAliveMs = Number(process.env.NIJI_KEEP_ALIVE_MS ?? 65_000);
const LIVE_ROUTES = new Set(["/api/messages/stream"]);

// Next's standalone output (the Docker image) has no next.config: its settings travel in the build.
const serverFiles = path.join(dir, ".next", "required-server-files.json");
if (!existsSync(path.join(dir, "next.config.mjs")) && existsSync(serverFiles)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify((JSON.parse(readFileSync(serverFiles, "utf8")) as { config: unknown }).config);
}

const manifest = JSON.parse(readFileSync(path.join(dir, ".next", "routes-manifest.json"), "utf8")) as RoutesManifest;
const routeOf = routeMatcher(manifest);

const workers = workerCount(getSettings().NIJI_WORKERS);
if (cluster.isPrimary && workers > 1) await superviseWorkers(workers);
else await serve();

async function serve() {
  const app = next({ dev: false, dir, port, hostname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const direct = getSettings().NIJI_DIRECT_ROUTES === "1" ? await loadDirectRoutes(dir) : new Map();

  type InFlight = { res: ServerResponse; route: string };
  const inFlight = new Set<InFlight>();

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    const started = process.hrtime.bigint();
    const id = requestIdFrom(req.headers["x-request-id"], randomUUID);
    req.headers["x-request-id"] = id; // route handlers log errors with it
    res.setHeader("X-Request-Id", id);
    const route = routeOf((req.url ?? "/").split("?")[0] ?? "/");
    const entry: InFlight = { res, route };
    inFlight.add(entry);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight.delete(entry);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      const method = req.method ?? "GET";
      recordRequest(method, route, status, seconds);
      const line = { reqId: id, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      if (route === "/_next/static" || route === "/_next") requestLog().debug(line, "request");
      else requestLog().info(line, "request");
    };
    res.on("finish", finish);
    res.on("close", finish);
    const handler = directRoute(direct, req);
    (handler ? serveDirect(dir, handler, req, res) : handle(req, res)).catch((error: unknown) => {
      log().error({ reqId: id, route, err: error }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Something went wrong", code: "internal" }));
    });
  }

  const server = createServer(onRequest);
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
  server.listen(port, hostname, () => log().info({ port }, "serving"));

  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) {
      log().warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    const timeoutMs = getSettings().NIJI_SHUTDOWN_TIMEOUT_SECONDS * 1000;
    log().info({ signal, inFlight: inFlight.size, timeoutMs }, "shutting down: draining requests");
    markNotReady();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // live streams never finish by themselves: end them now, their clients reconnect to another instance
    for (const entry of inFlight) if (LIVE_ROUTES.has(entry.route)) entry.res.end();
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const cut = inFlight.size;
    server.closeAllConnections();
    await closed;
    const failed = await runShutdownHooks((name, error) => log().error({ hook: name, err: error }, "shutdown step failed"));
    log().info({ cutOff: cut, failed }, "shut down");
    process.exit(failed.length ? 1 : 0);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, (s) => void shutdown(s));
  // a cluster worker: the primary asks for the drain by message (see lib/server/ops/cluster.ts)
  process.on("message", (message) => {
    if (message === SHUTDOWN_MESSAGE && !stopping) void shutdown("SIGTERM");
  });
}
