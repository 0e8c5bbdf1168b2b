import { expect, expectAccessible, screenshots, test, uniqueEmail } from "./support";

test.describe("signed-out gating", () => {
  test("every app path shows the landing screen; login and signup stay reachable", async ({ page }) => {
    for (const path of ["/", "/explore", "/events", "/profile", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Niji" })).toBeVisible();
      await expect(page.getByText("Meet, Share, Belong").first()).toBeVisible();
      await expect(page.getByText("Connect with a diverse community and allies in a safe, welcoming space where you can be your authentic self.")).toBeVisible();
      await expect(page.getByText("Join thousands creating authentic connections")).toBeVisible();
    }
    await expectAccessible(page);
    await screenshots(page, "landing");
    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toBeVisible();
    await page.goto("/");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel("Confirm Password")).toBeVisible();
  });

  test("/api routes answer 401 JSON when signed out", async ({ request }) => {
    const res = await request.get("/api/auth/user");
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ message: "Unauthorized" });
  });
});

test.describe("sign up -> log in -> home -> log out", () => {
  test("the whole journey through the UI, with the 404 page for a signed-in member", async ({ page, baseURL }) => {
    const email = uniqueEmail("journey");
    await page.goto("/signup");
    await expectAccessible(page);
    await screenshots(page, "signup");

    await page.getByRole("button", { name: "Sign Up" }).click();
    // the spec's notice once, not under each empty field; every empty field (Confirm Password too) is flagged
    await expect(page.getByRole("alert").filter({ hasText: "Please fill in all fields" })).toHaveCount(1);
    await expect(page.getByText("Please fill in all fields")).toHaveCount(1);
    for (const label of ["First Name", "Last Name", "Email", "Confirm Password"]) await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await screenshots(page, "signup-empty");

    await page.getByLabel("First Name").fill("Ren");
    await page.getByLabel("Last Name").fill("Ito");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password").fill("12345");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("rainbow-123");
    await page.getByLabel("Confirm Password").fill("rainbow-124");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel("Confirm Password").fill("");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Please fill in all fields")).toHaveCount(1);
    await expect(page.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First Name")).not.toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Confirm Password").fill("rainbow-123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account created successfully! Please sign in.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    // still there after the full-page navigation, on /login itself
    await expect(page.getByRole("status").filter({ hasText: "Account created successfully! Please sign in." })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "login-after-signup");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();

    await page.getByLabel("Password").fill("rainbow-123");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Logged in successfully!")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");

    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const item of ["PeerPicks", "Create", "Events", "Profile"]) await expect(nav.getByRole("link", { name: item })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    const me = await page.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ email, firstName: "Ren", isAdmin: false });
    await expectAccessible(page);

    // a signed-in member sees the 404 page on unknown paths
    await page.goto("/definitely/not/here");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/api/logout");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    // on the address the member is on, not the server's listen address (issue #29: it was localhost)
    expect(page.url()).toBe(new URL("/", baseURL).href);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    // the session-expired redirect's target, likewise
    await page.goto("/api/login");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(page.url()).toBe(new URL("/login", baseURL).href);
  });
});
