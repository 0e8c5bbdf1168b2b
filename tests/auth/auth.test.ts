import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { GET as loginNav } from "@/app/api/login/route";
import { resetThrottle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { call, createUser, uniqueEmail, type Handler } from "@/tests/support/http";

const signup = signupRoute as Handler;
const login = loginRoute as Handler;
const me = userRoute as Handler;

describe("POST /api/auth/signup", () => {
  it("creates an account, hashes the password and never returns it", async () => {
    const email = uniqueEmail("Aiko");
    const res = await call(signup, "/api/auth/signup", {
      body: { email: `  ${email.toUpperCase()} `, password: "secret1", firstName: "Aiko", lastName: "Tanaka" },
    });
    expect(res.status).toBe(201);
    expect(res.data.user).toMatchObject({ email: email.toLowerCase(), firstName: "Aiko", lastName: "Tanaka", isAdmin: false });
    expect(JSON.stringify(res.data)).not.toMatch(/password/i);
    const row = await db.user.findUnique({ where: { email: email.toLowerCase() }, omit: { passwordHash: false } });
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(row?.username).toMatch(/^[a-z0-9._]{3,}$/);
  });

  it("refuses a second account with the same e-mail in any case", async () => {
    const email = uniqueEmail();
    const body = { email, password: "secret1", firstName: "A", lastName: "B" };
    expect((await call(signup, "/api/auth/signup", { body })).status).toBe(201);
    const again = await call(signup, "/api/auth/signup", { body: { ...body, email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe("An account with this email already exists");
  });

  const long = "x".repeat(10_000);
  it.each([
    ["missing fields", { email: "a@b.jp" }, 400, "Please fill in all fields"],
    ["blank first name", { email: "a@b.jp", password: "secret1", firstName: "  ", lastName: "B" }, 400, "Please fill in all fields"],
    ["short password", { email: uniqueEmail(), password: "12345", firstName: "A", lastName: "B" }, 400, "Password must be at least 6 characters"],
    ["wrong types", { email: 42, password: ["x"], firstName: {}, lastName: null }, 400, "Please fill in all fields"],
    ["bad e-mail", { email: "not-an-email", password: "secret1", firstName: "A", lastName: "B" }, 400, "Please enter a valid email"],
    ["10k-character strings", { email: `${long}@x.jp`, password: long, firstName: long, lastName: long }, 400, undefined],
    ["array body", [], 400, undefined],
    ["NUL character", { email: uniqueEmail(), password: "secret1", firstName: "A\u0000", lastName: "B" }, 400, "Text can't contain NUL characters"],
  ])("%s -> %i", async (_name, body, status, message) => {
    const res = await call(signup, "/api/auth/signup", { body });
    expect(res.status).toBe(status);
    expect(typeof res.data.message).toBe("string");
    if (message) expect(res.data.message).toBe(message);
  });

  it("answers malformed JSON and non-JSON bodies with 4xx", async () => {
    const malformed = await call(signup, "/api/auth/signup", { rawBody: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.data.message).toBe("Malformed JSON body");
    const form = await call(signup, "/api/auth/signup", { rawBody: "email=a", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
  });

  it("refuses a cross-site origin", async () => {
    const res = await call(signup, "/api/auth/signup", {
      body: { email: uniqueEmail(), password: "secret1", firstName: "A", lastName: "B" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/login and the session", () => {
  it("starts a session readable by GET /api/auth/user", async () => {
    const user = await createUser({ firstName: "Kenji" });
    const res = await call(me, "/api/auth/user", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: user.id, email: user.email, firstName: "Kenji", isAdmin: false });
    expect(res.data).not.toHaveProperty("passwordHash");
    expect(res.data).not.toHaveProperty("sessionVersion");
  });

  it("sets an httpOnly SameSite=Lax cookie", async () => {
    const user = await createUser();
    const res = await call(login, "/api/auth/login", { body: { email: user.email, password: user.password } });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("rejects a wrong password with 401 and the spec's message", async () => {
    const user = await createUser();
    const res = await call(login, "/api/auth/login", { body: { email: user.email, password: "wrong-pass" } });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe("Invalid email or password");
    const unknown = await call(login, "/api/auth/login", { body: { email: uniqueEmail(), password: "whatever" } });
    expect(unknown.status).toBe(401);
  });

  it.each([
    [{}, "Please fill in all fields"],
    [{ email: "a@b.jp", password: "" }, "Please fill in all fields"],
    [{ email: 1, password: 2 }, "Please fill in all fields"],
    [{ email: "a@b.jp", password: "x".repeat(10_000) }, undefined],
  ])("bad login input %j -> 400", async (body, message) => {
    const res = await call(login, "/api/auth/login", { body });
    expect(res.status).toBe(400);
    if (message) expect(res.data.message).toBe(message);
  });

  it("answers 401 JSON when signed out or with a forged cookie", async () => {
    expect((await call(me, "/api/auth/user")).status).toBe(401);
    const forged = await call(me, "/api/auth/user", { cookie: "next-auth.session-token=abc.def.ghi" });
    expect(forged.status).toBe(401);
    expect(forged.data).toEqual({ message: "Unauthorized", code: "unauthorized", messageKey: "unauthorized" });
  });

  it("logout ends the session on the server", async () => {
    const user = await createUser();
    const res = await call(logoutRoute as unknown as Handler, "/api/logout", { cookie: user.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // the old token is dead even if a client kept it
    expect((await call(me, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });

  it("GET /api/login navigates to /login", async () => {
    const res = await call(loginNav as unknown as Handler, "/api/login");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login");
  });
});

describe("throttling", () => {
  it("answers 429 with Retry-After past the per-email login limit", async () => {
    const user = await createUser();
    const previous = process.env.NIJI_THROTTLE_LOGIN_EMAIL;
    process.env.NIJI_THROTTLE_LOGIN_EMAIL = "3/3600";
    resetThrottle();
    try {
      for (let i = 0; i < 3; i++) {
        const ok = await call(login, "/api/auth/login", { body: { email: user.email, password: "wrong-pass" } });
        expect(ok.status).toBe(401);
      }
      const limited = await call(login, "/api/auth/login", { body: { email: user.email, password: user.password } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.data.message).toMatch(/Too many attempts/);
    } finally {
      process.env.NIJI_THROTTLE_LOGIN_EMAIL = previous;
      resetThrottle();
    }
  });

  it("throttles sign-ups per IP", async () => {
    const previous = process.env.NIJI_THROTTLE_SIGNUP_IP;
    process.env.NIJI_THROTTLE_SIGNUP_IP = "2/300";
    resetThrottle();
    try {
      const headers = { "x-forwarded-for": "203.0.113.9" };
      const body = () => ({ email: uniqueEmail(), password: "secret1", firstName: "A", lastName: "B" });
      expect((await call(signup, "/api/auth/signup", { body: body(), headers })).status).toBe(201);
      expect((await call(signup, "/api/auth/signup", { body: body(), headers })).status).toBe(201);
      expect((await call(signup, "/api/auth/signup", { body: body(), headers })).status).toBe(429);
    } finally {
      process.env.NIJI_THROTTLE_SIGNUP_IP = previous;
      resetThrottle();
    }
  });
});
