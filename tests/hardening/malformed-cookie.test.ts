import { describe, expect, it } from "vitest";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { GET as eventsRoute } from "@/app/api/events/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { call, createUser, type Handler } from "@/tests/support/http";

// Finding 2: a session cookie that does not percent-decode gave 500 on every route, logout included.
const BAD = "next-auth.session-token=%E0%A4%A";

describe("a session cookie that does not decode means signed out", () => {
  it.each([
    ["GET /api/auth/user", userRoute as Handler, "/api/auth/user", {}],
    ["GET /api/events", eventsRoute as Handler, "/api/events", {}],
  ])("%s answers 401 JSON", async (_name, handler, path) => {
    const res = await call(handler, path, { cookie: BAD });
    expect(res.status).toBe(401);
    expect(res.data).toMatchObject({ code: "unauthorized" });
  });

  it("a write answers 401 JSON", async () => {
    const other = await createUser();
    const res = await call(followRoute as Handler, `/api/users/${other.id}/follow`, { method: "POST", cookie: BAD, params: { id: other.id } });
    expect(res.status).toBe(401);
  });

  it("logout still clears the cookie and returns to the landing screen", async () => {
    const res = await call(logoutRoute as Handler, "/api/logout", { cookie: `${BAD}; other=1` });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; .*Max-Age=0/);
  });
});
