import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The pages (getCurrentUser) and the API (getSessionUser) must find the same session token in the same
// Cookie header. Next's request stores stand in for a request here: `headers()` and `cookies()` read
// one Cookie header, `cookies()` with Next's own parser, as in a real request.
const request = vi.hoisted(() => ({ cookie: "" }));
const seen = vi.hoisted(() => ({ tokens: [] as (string | null | undefined)[] }));

vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => new RequestCookies(new Headers(request.cookie ? { cookie: request.cookie } : {})),
}));
vi.mock("@/lib/data/session", async (original) => ({
  ...(await original<typeof import("@/lib/data/session")>()),
  getUserFromToken: async (token: string | null | undefined) => {
    seen.tokens.push(token);
    return null;
  },
}));

const { getCurrentUser } = await import("@/lib/server/current-user");
const { sessionTokenFrom, SESSION_COOKIE } = await import("@/lib/core/net/cookie");

beforeEach(() => {
  seen.tokens = [];
});

describe("the pages read the session cookie as the API does", () => {
  it("two different values that both decode: signed out (a cookie planted with Path=/api comes first)", async () => {
    request.cookie = `${SESSION_COOKIE}=planted; ${SESSION_COOKIE}=member`;
    await getCurrentUser();
    expect(seen.tokens.map((token) => token ?? null)).toEqual([null]);
    request.cookie = `${SESSION_COOKIE}=%E0%A4%A; ${SESSION_COOKIE}=member`;
    seen.tokens = [];
    await getCurrentUser();
    expect(seen.tokens).toEqual(["member"]);
  });

  it.each([
    ["a broken value before the valid one", `${SESSION_COOKIE}=%E0%A4%A; ${SESSION_COOKIE}=valid`],
    ["a broken value after the valid one", `${SESSION_COOKIE}=valid; ${SESSION_COOKIE}=%E0%A4%A`],
    ["two values (the first is the API's)", `${SESSION_COOKIE}=first; other=1; ${SESSION_COOKIE}=second`],
    ["the same value twice (two paths)", `${SESSION_COOKIE}=same; ${SESSION_COOKIE}=same`],
    ["only a broken value", `${SESSION_COOKIE}=%E0%A4%A`],
    ["no session cookie", "other=1"],
  ])("%s", async (_name, cookie) => {
    request.cookie = cookie;
    await getCurrentUser();
    expect(seen.tokens.map((token) => token ?? null)).toEqual([sessionTokenFrom(cookie)]);
  });
});
