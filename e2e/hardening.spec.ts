import { createMember, expect, signIn, test } from "./support";

// Issue #12, the findings that live in Next's server rather than in one handler: malformed paths
// and cookies, forwarded headers, and the page headers. Runs against the production build.
test.describe("hostile requests against the built server", () => {
  test("paths that do not percent-decode answer 404 JSON on /api, the 404 screen elsewhere (finding 3)", async ({ request }) => {
    for (const path of ["/api/posts/%E0%A4%A/comments", "/api/stories/%ff", "/api/users/%ff/follow"]) {
      for (const method of ["get", "post"] as const) {
        const res = await request[method](path);
        expect(res.status(), `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ message: "Not found", code: "not_found", messageKey: "notFound" });
      }
    }
    const upload = await request.put("/api/uploads/%ff", { data: "x", headers: { "content-type": "image/png" } });
    expect(upload.status()).toBe(404);
    expect(await upload.json()).toMatchObject({ code: "not_found" });
    const page = await request.get("/profile/%ff");
    expect(page.status()).toBe(404);
    expect(page.headers()["content-type"]).toContain("text/html");
  });

  test("X-Forwarded-Proto does not make the cookie Secure, and X-Forwarded-Host does not pass a foreign Origin (findings 8, 9)", async ({ request }) => {
    const member = await createMember(request);
    const login = await request.post("/api/auth/login", {
      data: { email: member.email, password: member.password },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(login.status()).toBe(200);
    expect(login.headers()["set-cookie"]).not.toMatch(/Secure/i);
    expect(login.headers()["strict-transport-security"]).toBeUndefined();
    const other = await createMember(request);
    const spoofed = await request.post(`/api/users/${other.id}/follow`, { headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" } });
    expect(spoofed.status()).toBe(403);
    const form = await request.post(`/api/users/${other.id}/follow`, { headers: { "content-type": "text/plain" }, data: "" });
    expect(form.status()).toBe(415);
  });

  test("a session cookie that does not decode means signed out, and logout clears it (finding 2); pages carry a nonce CSP without unsafe-inline scripts, and the app still runs under it (finding 9)", async ({ page, baseURL }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.context().addCookies([{ name: "next-auth.session-token", value: "%E0%A4%A", url: baseURL! }]);
    const api = await page.request.get("/api/auth/user");
    expect(api.status()).toBe(401);
    await page.goto("/");
    await expect(page.getByText("Meet, Share, Belong").first()).toBeVisible();
    const logout = await page.request.get("/api/logout", { maxRedirects: 0 });
    expect(logout.status()).toBe(303);
    expect(logout.headers()["set-cookie"]).toMatch(/next-auth\.session-token=;.*Max-Age=0/);

    const member = await createMember(page.request);
    await signIn(page, member);
    const res = await page.goto("/events");
    const csp = res?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // every script Next rendered into the page carries this response's nonce (chunks loaded later by
    // those scripts, e.g. next/dynamic's, need none: 'strict-dynamic' trusts what a trusted script adds)
    const scripts = [...(await res!.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\bnonce="([^"]*)"/.exec(tag)?.[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((n) => n === nonce)).toBe(true);
    // a second load gets a fresh nonce
    const again = await page.request.get("/events");
    expect(again.headers()["content-security-policy"]).not.toContain(nonce!);
    // hydration works: a client-side navigation through the bottom bar
    await page.getByRole("link", { name: "PeerPicks", exact: true }).click();
    await expect(page).toHaveURL(/\/peerpicks$/);
    expect(violations).toEqual([]);
  });
});
