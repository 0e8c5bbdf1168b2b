import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { PUT as putLocaleRoute } from "@/app/api/users/[id]/locale/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser, uniqueEmail } from "@/tests/support/http";

const h = (handler: unknown) => handler as Handler;
type Extra = { rawBody?: string; headers?: Record<string, string> };
const putLocale = (user: TestUser | null, id: string, body?: unknown, extra: Extra = {}) =>
  call(h(putLocaleRoute), `/api/users/${id}/locale`, { method: "PUT", cookie: user?.cookie, params: { id }, body, ...extra });
const login = (user: TestUser) => call(h(loginRoute), "/api/auth/login", { method: "POST", body: { email: user.email, password: user.password } });
const setCookies = (headers: Headers) => headers.getSetCookie();
const storedLocale = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id }, select: { locale: true } })).locale;

describe("PUT /api/users/{id}/locale", () => {
  it("stores the language on the account and sets this browser's cookie", async () => {
    const user = await createUser();
    expect(await storedLocale(user.id)).toBeNull();
    const res = await putLocale(user, user.id, { locale: "ja" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ locale: "ja" });
    expect(await storedLocale(user.id)).toBe("ja");
    const cookie = setCookies(res.headers).find((c) => c.startsWith("NIJI_LOCALE="));
    expect(cookie).toMatch(/^NIJI_LOCALE=ja; Path=\/; SameSite=Lax; Max-Age=31536000/);
    expect((await putLocale(user, user.id, { locale: "en" })).data).toEqual({ locale: "en" });
    expect(await storedLocale(user.id)).toBe("en");
  });

  it("is the member's own: 401 signed out, 403 for anyone else (admins too), 404 for a malformed id", async () => {
    const owner = await createUser();
    const other = await createUser();
    const admin = await createUser({ admin: true });
    expect((await putLocale(null, owner.id, { locale: "ja" })).status).toBe(401);
    for (const actor of [other, admin]) {
      const res = await putLocale(actor, owner.id, { locale: "ja" });
      expect(res.status).toBe(403);
      expect(res.data).toEqual({ code: "forbidden", message: "You can only change your own language", messageKey: "notYourLanguage" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await storedLocale(owner.id)).toBeNull();
    expect((await putLocale(owner, "../x", { locale: "ja" })).status).toBe(404);
  });

  it.each([
    ["an unknown language", { locale: "fr" }],
    ["a region tag", { locale: "ja-JP" }],
    ["upper case", { locale: "JA" }],
    ["empty", { locale: "" }],
    ["null", { locale: null }],
    ["missing", {}],
    ["a number", { locale: 1 }],
    ["an array", { locale: ["ja"] }],
    ["a prototype key", { locale: "__proto__" }],
    ["a lone surrogate", { locale: "\ud800" }],
    ["NUL", { locale: "ja\u0000" }],
    ["a huge string", { locale: "j".repeat(100_000) }],
    ["an array body", ["ja"]],
  ])("refuses %s with 400", async (_label, body) => {
    const user = await createUser();
    const res = await putLocale(user, user.id, body);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
    expect(await storedLocale(user.id)).toBeNull();
  });

  it("refuses malformed JSON (400) and form bodies (415)", async () => {
    const user = await createUser();
    expect((await putLocale(user, user.id, undefined, { rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await putLocale(user, user.id, undefined, { rawBody: "locale=ja", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
  });
});

describe("POST /api/auth/login and the stored language", () => {
  it("sets no language cookie while the member has not chosen one", async () => {
    const user = await createUser();
    const res = await login(user);
    expect(res.status).toBe(200);
    expect(setCookies(res.headers).some((c) => c.startsWith("NIJI_LOCALE="))).toBe(false);
  });

  it("brings the member's language to a new browser at sign-in", async () => {
    const user = await createUser();
    await putLocale(user, user.id, { locale: "ja" });
    const res = await login(user);
    expect(res.status).toBe(200);
    const cookies = setCookies(res.headers);
    expect(cookies.some((c) => c.startsWith("next-auth.session-token="))).toBe(true);
    expect(cookies.find((c) => c.startsWith("NIJI_LOCALE="))).toMatch(/^NIJI_LOCALE=ja;/);
    expect(res.data.user).not.toHaveProperty("locale");
  });
});

describe("POST /api/auth/signup and the browser's language", () => {
  const signup = (cookie?: string) => {
    const email = uniqueEmail("locale");
    return call(h(signupRoute), "/api/auth/signup", { method: "POST", cookie, body: { firstName: "Ren", lastName: "Ito", email, password: "rainbow-123" } }).then((res) => ({ res, email }));
  };

  it("keeps a language chosen on the landing page as the account's, so it follows the new member", async () => {
    const { res, email } = await signup("NIJI_LOCALE=ja");
    expect(res.status).toBe(201);
    expect(await storedLocale(res.data.user.id)).toBe("ja");
    const login = await call(h(loginRoute), "/api/auth/login", { method: "POST", body: { email, password: "rainbow-123" } });
    expect(login.headers.getSetCookie().find((c) => c.startsWith("NIJI_LOCALE="))).toMatch(/^NIJI_LOCALE=ja;/);
  });

  it.each([undefined, "NIJI_LOCALE=fr", "NIJI_LOCALE=%E0%A4%A", "NIJI_LOCALE=ja-JP", `NIJI_LOCALE=${"j".repeat(5000)}`])("stores nothing for the cookie %j", async (cookie) => {
    const { res } = await signup(cookie);
    expect(res.status).toBe(201);
    expect(await storedLocale(res.data.user.id)).toBeNull();
  });
});
