import { readFileSync } from "node:fs";
import pg from "pg";
import type { Locator, Page } from "@playwright/test";
import { createMember, expect, expectAccessible, expectToastClear, signIn, screenshots, test } from "./support";

// Lists that grow and the rough edges of #15, at 390 px: the events list and the PeerPicks
// directory load their next pages on scroll (no button pressed), ended events sit in their own
// section, smart search applies at once and suggests removing a filter, toasts stay clear of the
// header and the bottom navigation, the Share Profile dialog fits, a dialog dims the bottom
// navigation, an unknown profile shows one header.

const slow = { timeout: 45_000 }; // a dev server compiles each screen on first visit

/** Rows written straight to the journey server's database (its URL is left in /tmp by scripts/e2e-server.sh). */
async function withDatabase<T>(baseURL: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = new URL(baseURL).port || "80";
  const client = new pg.Client({ connectionString: readFileSync(`/tmp/niji-e2e-db-url-${port}`, "utf8").trim() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Scrolls to the end of the page, without pressing any button, until `target` shows: each time, waits
 * for it or for the next page of `items` (one more than there were), then scrolls again.
 */
async function scrollUntil(page: Page, target: Locator, items: Locator) {
  while (!(await target.isVisible())) {
    const shown = await items.count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(target.or(items.nth(shown)).first()).toBeVisible();
  }
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

function startInDays(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
}

test("events page by scrolling into an Ended section; toasts stay clear of the header and navigation, one at a time", async ({ page, member: _signedIn, browser, baseURL }) => {
  test.setTimeout(300_000);
  // another member hosts 24 upcoming events (far out, after other journeys' events) and 2 ended ones
  const context = await browser.newContext({ baseURL });
  const host = await context.newPage();
  await signIn(host, await createMember(host.request, { firstName: "Ren", lastName: "Host" }));
  const run = Date.now().toString(36);
  for (let i = 0; i < 24; i++) {
    const res = await host.request.post("/api/events", { data: { title: `Paged meetup ${run} ${i + 1}`, eventType: "community_gathering", date: startInDays(200 + i), ageRestriction: "all_ages" } });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const days of [-3, -10]) {
    const res = await host.request.post("/api/events", { data: { title: `Ended picnic ${run} ${-days}`, eventType: "other", date: startInDays(days), ageRestriction: "all_ages" } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await context.close();

  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Community Events" })).toBeVisible(slow);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(20);
  // a keyboard user has the button; nobody presses it here: scrolling loads the rest
  await expect(page.getByRole("button", { name: "Load more" })).toBeVisible();
  const endedHeading = page.getByRole("heading", { name: "Ended", level: 2, exact: true });
  await scrollUntil(page, endedHeading, cards);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThanOrEqual(26);

  const ended = page.getByRole("region", { name: "Ended", exact: true });
  const endedCard = ended.getByRole("article", { name: `Ended picnic ${run} 3` });
  await expect(endedCard.getByText("Ended", { exact: true })).toBeVisible();
  await expect(endedCard.getByRole("button", { name: "I'm Interested" })).toHaveCount(0);
  // upcoming cards come before the section, soonest first, each with the button
  const upcomingTitles = await page.getByRole("article").filter({ hasText: `Paged meetup ${run}` }).evaluateAll((els) => els.map((e) => e.querySelector("h2")?.textContent));
  expect(upcomingTitles).toEqual(Array.from({ length: 24 }, (_, i) => `Paged meetup ${run} ${i + 1}`));
  expect(await ended.getByRole("article", { name: `Paged meetup ${run} 1`, exact: true }).count()).toBe(0);
  await endedCard.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshots(page, "events-ended", { area: "lists" });

  // a toast: top, just under the header (#29), clear of it, of the navigation and of the button it answers;
  // its close button inside it
  const first = page.getByRole("article", { name: `Paged meetup ${run} 1`, exact: true });
  await first.scrollIntoViewIfNeeded();
  await first.getByRole("button", { name: "I'm Interested" }).click();
  const toasts = page.locator("[data-sonner-toast]:not([data-removed='true'])");
  await expect(toasts).toHaveCount(1);
  const toast = toasts.first();
  await expect(toast).toContainText("You're now interested in this event!");
  await expectToastClear(page, page.getByRole("banner"), page.getByRole("navigation", { name: "Main navigation" }), first.getByRole("button", { name: /^(I'm )?Interested$/ }));
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeLessThanOrEqual(header.y + header.height + 16);
  const close = (await toast.getByRole("button", { name: "Close" }).boundingBox())!;
  expect(inside(close, box)).toBe(true);
  await screenshots(page, "toast-under-header", { area: "lists", mobileOnly: true });
  await expectAccessible(page);

  // a second toast replaces the first: one visible at a time
  const second = page.getByRole("article", { name: `Paged meetup ${run} 2`, exact: true });
  await second.getByRole("button", { name: "I'm Interested" }).click();
  await expect(page.locator("[data-sonner-toast]:not([data-removed='true'])")).toHaveCount(1);
  await expect(page.locator("[data-sonner-toast]:not([data-removed='true'])").first()).toBeVisible();

  // the API refuses interest in the ended event
  const endedId = (await endedCard.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!.split("/")[3];
  const refused = await page.request.post(`/api/events/${endedId}/attend`, { data: { status: "interested" } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ code: "event_ended", message: "This event has ended", messageKey: "eventEnded" });

  // Japanese
  await page.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: baseURL! }]);
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "コミュニティイベント" })).toBeVisible(slow);
  const endedJa = page.getByRole("heading", { name: "終了したイベント", level: 2 });
  await scrollUntil(page, endedJa, page.getByRole("article"));
  await page.getByRole("region", { name: "終了したイベント" }).getByRole("article").first().scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: "終了したイベント" }).getByText("終了", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "events-ended-ja", { area: "lists", mobileOnly: true });
});

test("PeerPicks pages by scrolling; smart search applies at once and an empty result suggests removing a filter", async ({ page, member, baseURL }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  // 45 listed businesses in Nagoya, older than anything other journeys list (they stay at the end)
  await withDatabase(baseURL!, async (db) => {
    for (let i = 0; i < 45; i++) {
      await db.query(
        `INSERT INTO "Business" ("id", "name", "businessType", "city", "tags", "createdAt", "updatedAt") VALUES ($1, $2, $3, 'Nagoya', '{}', $4, now())`,
        [`e2e-${run}-${i}`, `Paged Cafe ${run} ${String(i + 1).padStart(2, "0")}`, i % 9 === 0 ? "bar" : "cafe", new Date(Date.UTC(2020, 0, 1) - i * 60_000)],
      );
    }
  });
  void member;

  await page.goto("/peerpicks");
  await expect(page.getByRole("heading", { name: "PeerPicks", level: 1 })).toBeVisible(slow);
  const results = page.getByRole("region", { name: /businesses$/ });
  const cards = results.getByRole("article");
  await expect(cards).toHaveCount(20);
  await expect(page.getByRole("heading", { name: /^\d+ businesses$/ })).toBeVisible();
  const total = Number((await page.getByRole("heading", { name: /^\d+ businesses$/ }).textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThanOrEqual(45);
  const last = results.getByRole("article", { name: `Paged Cafe ${run} 45` });
  await scrollUntil(page, last, cards);
  await expect(cards).toHaveCount(total);
  await expectAccessible(page);
  await screenshots(page, "peerpicks-paged", { area: "lists", mobileOnly: true });

  // smart search: the understood filters apply at once (no Apply); nothing matches -> remove a filter
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel("Describe what you're looking for").fill("cafe in Sapporo");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Type: Cafe").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Sapporo");
  await expect(page.getByText("No businesses match these filters.")).toBeVisible();
  await expect(page.getByText("Try removing a filter:")).toBeVisible();
  await page.getByText("Try removing a filter:").scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshots(page, "peerpicks-remove-filter", { area: "lists" });
  await page.getByRole("button", { name: "Remove filter City: Sapporo" }).click();
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
  await expect(results.getByRole("article", { name: `Paged Cafe ${run} 02` })).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("heading", { name: `${total} businesses` })).toBeVisible();

  await page.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: baseURL! }]);
  await page.goto("/peerpicks");
  await page.getByLabel(/探している/).fill("札幌のカフェ");
  await page.getByRole("button", { name: "検索", exact: true }).click();
  await expect(page.getByText("条件をひとつ外してみてください：")).toBeVisible();
  await page.getByText("条件をひとつ外してみてください：").scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshots(page, "peerpicks-remove-filter-ja", { area: "lists", mobileOnly: true });
});

test("Share Profile fits at 390 px, a dialog dims the bottom navigation, an unknown profile shows one header", async ({ page, member, baseURL }) => {
  test.setTimeout(300_000);
  await page.goto(`/profile/${member.id}`);
  await page.getByRole("button", { name: "Share Profile" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Share Profile" });
  await expect(dialog).toBeVisible(slow);
  const tab = dialog.getByRole("tab", { name: "Messages" });
  await tab.click();
  await expect(dialog.getByText("Tap a message to copy it.")).toBeVisible();
  const dialogBox = (await dialog.boundingBox())!;
  // the label is whole (not cut to "Mes…") and every invitation stays inside the dialog
  expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(inside((await tab.boundingBox())!, dialogBox)).toBe(true);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const invitation of await dialog.getByRole("listitem").all()) expect(inside((await invitation.boundingBox())!, dialogBox)).toBe(true);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);

  // the overlay covers the bottom navigation (beside and below the dialog): it is what a tap there meets
  const nav = (await page.getByRole("navigation", { name: "Main navigation", includeHidden: true }).boundingBox())!;
  for (const [x, y] of [[nav.x + 4, nav.y + nav.height / 2], [nav.x + nav.width / 2, nav.y + nav.height - 4]]) {
    const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.getAttribute("data-slot") ?? null, [x, y]);
    expect(hit).toBe("dialog-overlay");
  }
  await expectAccessible(page);
  await screenshots(page, "share-messages", { area: "lists" });

  await page.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: baseURL! }]);
  await page.reload();
  await page.getByRole("button", { name: "プロフィールをシェア" }).first().click();
  const dialogJa = page.getByRole("dialog");
  await dialogJa.getByRole("tab", { name: "メッセージ" }).click();
  expect(await dialogJa.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await screenshots(page, "share-messages-ja", { area: "lists", mobileOnly: true });
  await page.keyboard.press("Escape");

  await page.context().clearCookies({ name: "NIJI_LOCALE" });
  await page.goto("/profile/doesnotexist");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible(slow);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, "profile-404", { area: "lists", mobileOnly: true });
});
