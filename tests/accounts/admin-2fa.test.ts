import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generate } from "otplib";
import { GET as reportsRoute } from "@/app/api/admin/reports/route";
import { GET as applicationsRoute } from "@/app/api/business-applications/route";
import { POST as setupRoute } from "@/app/api/auth/2fa/setup/route";
import { POST as enableRoute } from "@/app/api/auth/2fa/enable/route";
import { resetThrottle } from "@/lib/data/throttle";
import { call, createUser, type Handler } from "@/tests/support/http";

// NIJI_ADMIN_2FA=required: every admin endpoint answers 403 two_factor_required to an admin without
// two-factor sign-in, until they turn it on; their admin powers elsewhere are off meanwhile.

const reports = reportsRoute as Handler;

/** Every handler wrapped with withAdmin under app/api, found from the source (a new admin route is covered without editing this list). */
function adminHandlers(): { file: string; method: string; params: Record<string, string> }[] {
  const root = path.resolve(__dirname, "../..");
  const found: { file: string; method: string; params: Record<string, string> }[] = [];
  const routes = (readdirSync(path.join(root, "app/api"), { recursive: true }) as string[]).filter((file) => file.endsWith(`${path.sep}route.ts`)).map((file) => `app/api/${file.split(path.sep).join("/")}`);
  for (const file of routes) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const match of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = withAdmin\b/g)) {
      const params = Object.fromEntries([...file.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, name === "tag" ? "quiet" : "cnotarow0000000000000000"]));
      found.push({ file, method: match[1]!, params });
    }
  }
  return found;
}

async function turnOn(cookie: string) {
  const { secret } = (await call(setupRoute as Handler, "/api/auth/2fa/setup", { method: "POST", cookie })).data;
  expect((await call(enableRoute as Handler, "/api/auth/2fa/enable", { cookie, body: { code: await generate({ secret }) } })).status).toBe(200);
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetThrottle();
});

describe("NIJI_ADMIN_2FA=required", () => {
  it("finds the admin endpoints", () => {
    expect(adminHandlers().length).toBeGreaterThanOrEqual(9);
  });

  it("every admin endpoint answers 403 two_factor_required to an admin without 2FA", async () => {
    vi.stubEnv("NIJI_ADMIN_2FA", "required");
    const admin = await createUser({ admin: true });
    for (const { file, method, params } of adminHandlers()) {
      const handler = (await import(/* @vite-ignore */ `@/${file.replace(/\.ts$/, "")}`))[method] as Handler;
      const res = await call(handler, `/${file.replace(/^app|\/route\.ts$/g, "")}`, { method, cookie: admin.cookie, params, body: method === "GET" ? undefined : {} });
      expect([file, method, res.status, res.data?.code]).toEqual([file, method, 403, "two_factor_required"]);
    }
  });

  it("opens them once the admin turns 2FA on; members still get 403 forbidden", async () => {
    vi.stubEnv("NIJI_ADMIN_2FA", "required");
    const admin = await createUser({ admin: true });
    const member = await createUser();
    expect((await call(reports, "/api/admin/reports", { cookie: admin.cookie })).data.code).toBe("two_factor_required");
    await turnOn(admin.cookie);
    expect((await call(reports, "/api/admin/reports", { cookie: admin.cookie })).status).toBe(200);
    expect(await call(reports, "/api/admin/reports", { cookie: member.cookie })).toMatchObject({ status: 403, data: { code: "forbidden" } });
    // a member with 2FA on is still no admin
    await turnOn(member.cookie);
    expect(await call(reports, "/api/admin/reports", { cookie: member.cookie })).toMatchObject({ status: 403, data: { code: "forbidden" } });
  });

  it("an admin without 2FA acts as a member on the other endpoints meanwhile", async () => {
    vi.stubEnv("NIJI_ADMIN_2FA", "required");
    const admin = await createUser({ admin: true });
    const all = await call(applicationsRoute as Handler, "/api/business-applications", { cookie: admin.cookie, query: { scope: "all" } });
    expect(all.status).toBe(403);
    await turnOn(admin.cookie);
    expect((await call(applicationsRoute as Handler, "/api/business-applications", { cookie: admin.cookie, query: { scope: "all" } })).status).toBe(200);
  });

  it("optional (the default) leaves admins as they are", async () => {
    const admin = await createUser({ admin: true });
    expect((await call(reports, "/api/admin/reports", { cookie: admin.cookie })).status).toBe(200);
  });
});
