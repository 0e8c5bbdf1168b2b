import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshots, test } from "./support";

// Discreet mode at 390 px: the neutral tab, Quick exit (button and triple Escape) replacing Niji
// in the history, and the PIN lock after time in the background.
const EXIT = "https://weather.example/today";

/** The neutral site, answered locally so no network is needed. */
async function fakeNeutralSite(page: Page) {
  await page.route("https://weather.example/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Weather</title><h1>Sunny, 21°C</h1>" }),
  );
}

/** What a phone does when the app goes to the background and comes back. */
async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

test.describe("discreet mode", () => {
  test.setTimeout(120_000);

  test("turned on in settings: neutral tab, Quick exit leaves no Niji page to go back to", async ({ page, context, member, baseURL }) => {
    await fakeNeutralSite(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Discreet mode" })).toBeVisible();
    await expect(page).not.toHaveTitle("Notes");
    await expect(page.getByRole("button", { name: /Quick exit/ })).toHaveCount(0);

    await page.getByRole("switch", { name: "Discreet mode" }).click();
    await expect(page.getByText("Discreet mode is on")).toBeVisible();
    await expect(page).toHaveTitle("Notes");
    await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute("href", /notes-icon\.svg/);
    await expect(page.getByRole("button", { name: /Quick exit/ })).toBeVisible();

    // the exit address must be https
    const address = page.getByLabel("Quick exit goes to");
    await address.fill("http://weather.example/today");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Enter a full address starting with https://")).toBeVisible();
    await address.fill(EXIT);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Quick exit address saved")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "discreet-settings");

    // the server renders the neutral title itself, before any script
    const html = await (await page.request.get("/settings")).text();
    expect(html).toContain("<title>Notes</title>");
    expect(html).not.toMatch(/<title>[^<]*Niji/);

    // a fresh tab: open Niji once, press Quick exit, and Back has no Niji page to return to
    const tab = await context.newPage();
    await fakeNeutralSite(tab);
    await tab.goto("/explore");
    await expect(tab).toHaveTitle("Notes");
    await expect(tab.getByRole("button", { name: /Quick exit/ })).toBeVisible();
    await expectAccessible(tab);
    await screenshots(tab, "discreet-header");
    await tab.getByRole("button", { name: /Quick exit/ }).click();
    await expect(tab).toHaveURL(EXIT);
    await expect(tab.getByRole("heading", { name: /Sunny/ })).toBeVisible();
    await tab.goBack().catch(() => null);
    expect(tab.url()).not.toContain(new URL(baseURL!).host); // not Niji, wherever it is served

    // Escape three times does the same, from any screen
    const other = await context.newPage();
    await fakeNeutralSite(other);
    await other.goto("/");
    await expect(other.getByRole("button", { name: /Quick exit/ })).toBeVisible();
    for (let i = 0; i < 3; i++) await other.keyboard.press("Escape");
    await expect(other).toHaveURL(EXIT);
    await other.goBack().catch(() => null);
    expect(other.url()).not.toContain(new URL(baseURL!).host);

    // the account remembers it: a new device signing in gets discreet mode too
    const settings = await (await page.request.get(`/api/users/${member.id}/discreet`)).json();
    expect(settings).toMatchObject({ enabled: true, exitUrl: EXIT });
  });

  test("PIN lock after time in the background: the right PIN unlocks, five wrong ones sign out", async ({ page, member }) => {
    await page.clock.install();
    await page.goto("/settings");
    await page.getByLabel("New PIN").fill("2468");
    await page.getByLabel("Confirm the PIN").fill("2468");
    await page.getByLabel("Current password").fill(member.password);
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByText("PIN saved")).toBeVisible();
    await expect(page.getByText("A PIN is set.")).toBeVisible();

    await page.getByRole("combobox", { name: "Lock after" }).click();
    await page.getByRole("option", { name: "1 minute in the background" }).click();
    await expect(page.getByText("Lock delay saved")).toBeVisible();
    const lockScreen = page.getByRole("dialog", { name: "Locked" });

    // shorter than the delay: no lock
    await setVisibility(page, "hidden");
    await page.clock.fastForward("00:30");
    await setVisibility(page, "visible");
    await expect(page.getByRole("heading", { name: "Discreet mode" })).toBeVisible();
    await expect(lockScreen).toHaveCount(0);

    // longer: locked, nothing of the app shows, and a reload doesn't get past it
    await setVisibility(page, "hidden");
    await page.clock.fastForward("01:30");
    await setVisibility(page, "visible");
    await expect(lockScreen).toBeVisible();
    await expect(page.getByRole("heading", { name: "Discreet mode" })).toBeHidden();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByText("Lock delay saved")).toBeHidden(); // no toast over the lock
    await expectAccessible(page);
    await screenshots(page, "discreet-lock");
    await page.reload();
    await expect(lockScreen).toBeVisible();
    await expect(page.getByRole("heading", { name: "Discreet mode" })).toBeHidden();

    const pin = lockScreen.getByLabel("PIN");
    await pin.fill("1111");
    await lockScreen.getByRole("button", { name: "Unlock" }).click();
    await expect(lockScreen.getByText("Incorrect PIN. 4 tries left before you are signed out.")).toBeVisible();
    await pin.fill("2468");
    await lockScreen.getByRole("button", { name: "Unlock" }).click();
    await expect(lockScreen).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Discreet mode" })).toBeVisible();

    // locked again: five wrong PINs end the session
    await setVisibility(page, "hidden");
    await page.clock.fastForward("02:00");
    await setVisibility(page, "visible");
    await expect(lockScreen).toBeVisible();
    for (const left of [4, 3, 2, 1]) {
      await pin.fill("0000");
      await lockScreen.getByRole("button", { name: "Unlock" }).click();
      await expect(lockScreen.getByText(`Incorrect PIN. ${left} ${left === 1 ? "try" : "tries"} left before you are signed out.`)).toBeVisible();
    }
    await pin.fill("0000");
    await lockScreen.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });
});
