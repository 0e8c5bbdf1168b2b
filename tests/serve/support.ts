import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { migrate } from "@/lib/data/db/migrate";

// Real production servers (scripts/serve.ts on the build in .next) for the tests of tests/serve,
// which scripts/test-all.sh runs after `next build`.
export const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** A fresh, migrated database on the machine's PostgreSQL; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `niji_serve_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(POSTGRES);
  target.pathname = `/${name}`;
  await migrate(target.toString());
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type LogLine = { level: string; msg: string; [field: string]: unknown };
export type Server = {
  url: string;
  child: ChildProcess;
  /** every stdout line, parsed when it is JSON */
  logs: LogLine[];
  raw: string[];
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts `npm start`'s server with `env` on a free port and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...process.env, NODE_ENV: "production", AUTH_SECRET: "serve-secret-serve-secret-1234", LOG_LEVEL: "info", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  const raw: string[] = [];
  let buffer = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      raw.push(line);
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Next's own start-up lines are not JSON
      }
    }
  });
  child.stderr!.on("data", (chunk: Buffer) => raw.push(chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // not localhost, so that a localhost assumption cannot pass (issue #29): the server listens on every
  // interface, and all of 127.0.0.0/8 is this machine (NIJI_TEST_HOST=127.0.0.1 where it is not, e.g. macOS)
  const url = `http://${process.env.NIJI_TEST_HOST ?? "127.0.0.2"}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${raw.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    logs,
    raw,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Waits until `check` passes (polling), or fails with its last error after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Signs a member up and in over HTTP; returns the session cookie. */
export async function signUpAndIn(url: string, email: string): Promise<{ id: string; cookie: string }> {
  const password = "rainbow-123";
  const headers = { "content-type": "application/json", origin: url };
  const signup = await fetch(`${url}/api/auth/signup`, { method: "POST", headers, body: JSON.stringify({ email, password, firstName: "Serve", lastName: "Test" }) });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}: ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  const login = await fetch(`${url}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  return { id: user.id, cookie: (login.headers.get("set-cookie") ?? "").split(";")[0]! };
}
