import type { Browser, Page } from "@playwright/test";
import { toTokyoInputValue } from "@/lib/contract/events/format";
import { adminPage } from "./fixtures/admin";
import { createMember, expect, expectAccessible, expectToastClear, screenshots, signIn, test, type Member } from "./support";

// A full event's waitlist at 390 px: the organizer picks a PeerPicks venue and accessibility in the
// form; a member joins the waitlist of the full event, the attendee withdraws, the member is
// promoted and notified; the event page shows the venue link and accessibility, in English and Japanese.
const nav = { timeout: 45_000 };

async function memberPage(browser: Browser, baseURL: string, firstName: string, locale = "en-US"): Promise<{ page: Page; who: Member }> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const who = await createMember(page.request, { firstName, lastName: "Mori" });
  await signIn(page, who);
  return { page, who };
}

test("a member waits for a full event at a PeerPicks venue and is promoted when the attendee withdraws", async ({ page, member: _organizer, browser, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const venueName = `Rainbow Lounge ${stamp}`;
  const title = `Quiet Board Games ${stamp}`;

  // a listed business: the organizer applies, an admin approves
  const applied = await page.request.post("/api/business-applications", { data: { name: venueName, businessType: "cafe", city: "Tokyo" } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { page: adminTab } = await adminPage(browser, baseURL!);
  const approved = await adminTab.request.post(`/api/business-applications/${(await applied.json()).id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);

  await test.step("the organizer creates a one-place event with a venue and accessibility", async () => {
    await page.goto("/create-event");
    await expect(page.getByRole("heading", { name: "Create Event" })).toBeVisible(nav);
    await page.getByLabel("Event title").fill(title);
    await page.getByLabel("Event type").click();
    await page.getByRole("option", { name: "Community Gathering" }).click();
    const start = new Date(Date.now() + 10 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    await page.getByLabel("Start date and time").fill(toTokyoInputValue(start));
    await page.getByLabel("Max attendees").fill("1");
    const venue = page.getByRole("combobox", { name: "Venue on PeerPicks (optional)" });
    await venue.fill(stamp);
    await page.getByRole("option", { name: new RegExp(venueName) }).click();
    await expect(page.getByRole("button", { name: `Remove venue: ${venueName}` })).toBeVisible();
    await page.getByRole("checkbox", { name: "Step-free access" }).check();
    await page.getByRole("checkbox", { name: "Quiet space" }).check();
    await page.getByLabel("Accessibility notes").fill("Lift from the east exit. A quiet room on the 2nd floor.");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/events$/, nav);
  });
  const eventId = await (async () => {
    const list = await page.request.get("/api/events?limit=50");
    const found = ((await list.json()) as { id: string; title: string }[]).find((e) => e.title === title);
    expect(found).toBeTruthy();
    return found!.id;
  })();

  // an attendee takes the one place
  const { page: attendee } = await memberPage(browser, baseURL!, "Haru");
  expect((await (await attendee.request.post(`/api/events/${eventId}/attend`, { data: { status: "interested" } })).json()).isInterested).toBe(true);

  const { page: waiting, who: waiter } = await memberPage(browser, baseURL!, "Yuki");
  await test.step("the list filters by accessibility and the card links to the venue", async () => {
    await waiting.goto("/events");
    await waiting.getByRole("button", { name: "Quiet space" }).click();
    await expect(waiting).toHaveURL(/access=quiet_space/, nav);
    const card = waiting.getByRole("article", { name: title });
    await expect(card).toBeVisible(nav);
    await expect(card.getByRole("link", { name: `View ${venueName} on PeerPicks` })).toHaveAttribute("href", /\/peerpicks\//);
    await expect(card.getByRole("button", { name: "Join waitlist" })).toBeVisible();
  });

  await test.step("the member joins the waitlist on the event page", async () => {
    await waiting.goto(`/events/${eventId}`);
    await expect(waiting.getByRole("heading", { name: title, level: 1 })).toBeVisible(nav);
    await expect(waiting.getByRole("link", { name: `View ${venueName} on PeerPicks` })).toHaveAttribute("href", /\/peerpicks\/[A-Za-z0-9_-]+$/);
    await expect(waiting.getByText("Step-free access")).toBeVisible();
    await expect(waiting.getByText("Lift from the east exit.", { exact: false })).toBeVisible();
    await expect(waiting.getByText("1 of 1 place taken")).toBeVisible();
    await waiting.getByRole("button", { name: "Join waitlist" }).click();
    await expect(waiting.getByRole("status").filter({ hasText: "You're #1 on the waitlist" })).toBeVisible(nav);
    await expect(waiting.getByRole("button", { name: /On waitlist/ })).toHaveAttribute("aria-pressed", "true");
    // the toast answering the join ("You're on the waitlist (#1)…") leaves the capacity row and its button uncovered (#29)
    await expectToastClear(waiting, waiting.getByRole("region", { name: "Attendees", exact: true }));
    await expectAccessible(waiting);
    await screenshots(waiting, "event-waitlisted-en", { area: "events" });
  });

  await test.step("the organizer sees the line", async () => {
    await page.goto(`/events/${eventId}/attendees`);
    const line = page.getByRole("region", { name: "Waitlist" });
    await expect(line.getByRole("listitem")).toHaveCount(1, nav);
    await expect(line.getByRole("listitem").first()).toContainText("Yuki Mori");
    await expectAccessible(page);
    await screenshots(page, "event-attendees-waitlist-en", { area: "events" });
  });

  await test.step("the attendee withdraws; the member moves in and is told", async () => {
    const withdrawn = await (await attendee.request.post(`/api/events/${eventId}/attend`, { data: { status: "interested" } })).json();
    expect(withdrawn).toMatchObject({ isInterested: false, attendeesCount: 1 });
    await waiting.reload();
    await expect(waiting.getByRole("button", { name: "Interested" })).toHaveAttribute("aria-pressed", "true", nav);
    await expect(waiting.getByText("You're #1 on the waitlist")).toHaveCount(0);
    await waiting.goto("/notifications");
    const notice = waiting.getByText(`A place opened up at "${title}" and it's yours.`);
    await expect(notice).toBeVisible(nav);
    await expect(waiting.getByText("You're in!")).toBeVisible();
    await expectAccessible(waiting);
    await screenshots(waiting, "event-promoted-notice-en", { area: "events" });
  });

  await test.step("the event page in Japanese", async () => {
    const context = await browser.newContext({ baseURL, locale: "ja-JP", viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const ja = await context.newPage();
    await signIn(ja, waiter);
    await ja.goto(`/events/${eventId}`);
    await expect(ja.locator("html")).toHaveAttribute("lang", "ja", nav);
    await expect(ja.getByText("段差なし・車いす対応")).toBeVisible(nav);
    await expect(ja.getByRole("link", { name: `PeerPicksで${venueName}を見る` })).toBeVisible();
    await expectAccessible(ja);
    await screenshots(ja, "event-page-ja", { area: "events" });
    // a second member sees the full event's waitlist offer in Japanese
    const { page: other } = await memberPage(browser, baseURL!, "Ren", "ja-JP");
    await other.goto(`/events/${eventId}`);
    await expect(other.getByRole("button", { name: "キャンセル待ちに登録" })).toBeVisible(nav);
    await other.goto("/events");
    await expect(other.getByRole("group", { name: "アクセシビリティで絞り込む" })).toBeVisible(nav);
    await expectAccessible(other);
    await screenshots(other, "events-list-ja", { area: "events" });
    await context.close();
  });
});
