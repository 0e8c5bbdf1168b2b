import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { THROTTLE_RULES } from "@/lib/core/throttle-rules";

// Serves the production build (`npx next build` first) on a port for the attack scripts; the
// server's output goes to /tmp/niji-bench-server-<port>.log.
export type Server = { base: string; stop: () => Promise<void> };

export async function startNext(options: { port: number; databaseUrl: string; env?: Record<string, string>; generous?: boolean }): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: "bench-secret-bench-secret-bench",
    UPLOADS_DIR: `/tmp/niji-bench-uploads-${process.pid}`,
  };
  if (options.generous) for (const { env: name } of Object.values(THROTTLE_RULES)) env[name] = "100000000/300";
  Object.assign(env, options.env);
  const bin = path.join("node_modules", ".bin", "next");
  const child: ChildProcess = spawn(bin, ["start", "-p", String(options.port)], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let log = "";
  const logFile = `/tmp/niji-bench-server-${options.port}.log`;
  writeFileSync(logFile, "");
  const keep = (d: Buffer) => {
    log += d;
    appendFileSync(logFile, d);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const base = `http://127.0.0.1:${options.port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error(`next start exited:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}

/** Waits until `url` answers below 500 (a server started elsewhere is up), polling every half second for `ms`. */
export async function waitFor(url: string, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Signs a member up and in over HTTP; returns the cookie and id. */
export async function member(base: string, email: string, password = "rainbow-123") {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, firstName: "Bench", lastName: "Member" }),
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status} ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  return { id: user.id, cookie, email, password };
}

export function countBy<T>(items: T[], key: (t: T) => string) {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}
