import { expect, expectAccessible, test, uniqueEmail } from "./support";

// Issue #29: Niji behind a reverse proxy, as deployed. The "proxy" project (playwright.config.ts,
// scripts/e2e-proxy-server.sh) runs the app on 127.0.0.1 with NIJI_TRUSTED_PROXIES=1 and
// NIJI_PUBLIC_URL naming the proxy on 127.0.0.2, which hands the app the Host of its own listen address
// (as nginx does) and passes Location and Set-Cookie untouched. Every address the member meets must be
// the proxy's: one built from the listen address or the Host would be 127.0.0.1 or localhost.

const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

test("sign up, log out, and a session ended elsewhere all stay on the proxy's address", async ({ page, baseURL, request }) => {
  const origin = new URL(baseURL!).origin;
  const email = uniqueEmail("proxy");
  const password = "rainbow-123";
  const expectAt = (path: string) => expect(new URL(page.url()).href).toBe(`${origin}${path}`);

  await test.step("the landing screen, through the proxy", async () => {
    await page.goto("/");
    await expect(page.getByText("Meet, Share, Belong").first()).toBeVisible();
    expectAt("/");
    await expectAccessible(page);
  });

  await test.step("sign up through the screens, then sign in and land on home", async () => {
    await page.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL((url) => url.pathname === "/signup");
    expectAt("/signup");
    await page.getByLabel("First Name").fill("Kai");
    await page.getByLabel("Last Name").fill("Mori");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account created successfully! Please sign in." })).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/login");
    expectAt("/login");
    await expectAccessible(page);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expectAt("/");
  });

  await test.step("an event's calendar file links the public address", async () => {
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await page.request.post("/api/events", { data: { title: "Behind the proxy", eventType: "community_gathering", date: start, ageRestriction: "all_ages" } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const ics = await page.request.get(`/api/events/${id}/ics`);
    expect(ics.status()).toBe(200);
    const urlLines = unfold(await ics.text()).split(/\r?\n/).filter((line) => line.startsWith("URL"));
    expect(urlLines).toEqual([`URL:${origin}/events/${id}`]);
  });

  await test.step("logging out answers a Location on the proxy's address", async () => {
    const landed = await page.goto("/api/logout");
    const logout = await landed!.request().redirectedFrom()!.response();
    expect(logout!.status()).toBe(303);
    const location = logout!.headers()["location"];
    expect(new URL(location, baseURL).origin).toBe(origin);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expectAt("/");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  await test.step("signed in again, with a live stream through the proxy", async () => {
    await page.goto("/login");
    expectAt("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expectAt("/");
    // the proxy streams: the first event arrives while the response is still open
    await page.evaluate(() => {
      const live = new EventSource("/api/messages/stream");
      const w = window as unknown as { __live: { events: string[]; source: EventSource } };
      w.__live = { events: [], source: live };
      live.addEventListener("unread", () => w.__live.events.push("unread"));
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __live: { events: string[] } }).__live.events)).toContain("unread");
  });

  await test.step("the session ends elsewhere: the next request lands on the sign-in screen at the proxy's address", async () => {
    const login = await request.post("/api/auth/login", { data: { email, password } });
    expect(login.status(), await login.text()).toBe(200);
    const everywhere = await request.get("/api/logout", { maxRedirects: 0 });
    expect(everywhere.status()).toBe(303);
    expect(new URL(everywhere.headers()["location"], baseURL).origin).toBe(origin);
    // the open stream ends with the session, and its reconnect is refused (EventSource.CLOSED)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __live: { source: EventSource } }).__live.source.readyState), { timeout: 15_000 }).toBe(2);

    // The notice shows for half a second before the page moves on to sign-in: on a loaded machine
    // Playwright's polling once fell between its appearing and the navigation (a clean-clone run), so the
    // page reports the notice itself the moment it is added.
    const notice = "You are logged out. Logging in again...";
    let noticed = false;
    await page.exposeBinding("nijiNoticed", () => {
      noticed = true;
    });
    await page.evaluate((text) => {
      const report = (window as unknown as { nijiNoticed: () => void }).nijiNoticed;
      new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) report();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, notice);
    await page.getByRole("button", { name: "Add Test Content" }).click();
    await expect.poll(() => noticed, { message: `the notice "${notice}" was shown` }).toBe(true);
    await page.waitForURL((url) => url.pathname === "/login");
    expectAt("/login");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expectAccessible(page);
  });
});
