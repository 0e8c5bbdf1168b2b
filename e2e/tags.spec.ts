import type { Browser, Page } from "@playwright/test";
import { createMember, expect as baseExpect, expectAccessible, signIn, screenshots, seedPost, test, type Member } from "./support";

// Follower lists, hashtags, mention links and the installable app (#15), at 390 px.
const expect = baseExpect.configure({ timeout: 30_000 });

async function setLanguage(page: Page, locale: "en" | "ja") {
  const url = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url());
  await page.context().addCookies([{ name: "NIJI_LOCALE", value: locale, domain: url.hostname, path: "/" }]);
}


/** A second signed-in member in a context of their own. */
async function other(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await createMember(page.request, { firstName, lastName: "Mori" });
  await signIn(page, member);
  return { member, page, close: () => context.close() };
}

async function follow(page: Page, target: Member) {
  const res = await page.request.post(`/api/users/${target.id}/follow`);
  expect((await res.json()).status).toBe("following");
}

test("a member opens someone's followers from the profile and follows a person from the list", async ({ page, member, browser }) => {
  test.setTimeout(180_000);
  const host = await other(browser, "Kenji");
  const fan = await other(browser, "Sora");
  await follow(fan.page, host.member);
  await follow(host.page, fan.member);
  await Promise.all([host.close(), fan.close()]);

  await page.goto(`/profile/${host.member.id}`);
  await page.getByTestId("count-followers").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/profile/${host.member.id}/followers$`));
  await expect(page.getByRole("heading", { name: host.member.username })).toBeVisible();
  await expect(page.getByRole("link", { name: "1 follower" })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("list", { name: `People following ${host.member.username}` });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText(fan.member.username)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "followers-en", { area: "tags" });

  await list.getByRole("button", { name: `Follow ${fan.member.username}` }).click();
  await expect(list.getByRole("button", { name: `Unfollow ${fan.member.username}` })).toBeVisible();
  const profile = await (await page.request.get(`/api/users/${fan.member.id}`)).json();
  expect(profile.isFollowing).toBe(true);

  await page.getByRole("link", { name: "1 following" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${host.member.id}/following$`));
  await expect(page.getByRole("list", { name: `People ${host.member.username} follows` }).getByText(fan.member.username)).toBeVisible();

  // my own following list now holds Sora; the row leads to the profile
  await page.goto(`/profile/${member.id}`);
  await page.getByTestId("count-following").getByRole("link").click();
  await page.getByRole("link", { name: new RegExp(fan.member.username) }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${fan.member.id}$`));

  await setLanguage(page, "ja");
  await page.goto(`/profile/${host.member.id}/followers`);
  await expect(page.getByRole("link", { name: "フォロワー1人" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: `${fan.member.username}さんのフォローを解除` })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "followers-ja", { area: "tags", mobileOnly: true });
});

test("tapping a Japanese hashtag in a caption opens the tag's page with the post; a mention opens the profile", async ({ page, member, browser }) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const tag = `プライド${unique}`;
  const friend = await other(browser, "Mika");
  const author = await other(browser, "Aiko");
  const post = await seedPost(author.page, `パレード最高でした ＃${tag} with @${friend.member.username}!`);
  await Promise.all([friend.close(), author.close()]);
  await follow(page, author.member);

  await page.goto("/");
  const card = page.getByRole("article").filter({ hasText: "パレード最高でした" });
  await expect(card.getByRole("link", { name: `＃${tag}` })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole("link", { name: `＃${tag}` }).evaluate((el) => el.scrollIntoView({ block: "center" }));
  await screenshots(page, "caption-links-en", { area: "tags", mobileOnly: true });
  await card.getByRole("link", { name: `＃${tag}` }).click();
  await expect(page).toHaveURL(`/explore/tags/${encodeURIComponent(tag)}`);
  await expect(page.getByRole("heading", { name: `#${tag}` })).toBeVisible();
  await expect(page.getByText("1 post", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`Open post by ${author.member.username}`) })).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, "tag-page-en", { area: "tags" });

  // the post opens from the grid, and its mention leads to the mentioned member's profile
  await page.getByRole("button", { name: new RegExp(`Open post by ${author.member.username}`) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: `@${friend.member.username}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${friend.member.id}$`));
  await expect(page.getByRole("heading", { name: friend.member.username })).toBeVisible();

  // the API by its percent-encoded Japanese address, and hostile addresses
  const api = await page.request.get(`/api/tags/${encodeURIComponent(tag)}/posts`);
  expect(api.status()).toBe(200);
  expect((await api.json()).map((p: { id: string }) => p.id)).toEqual([post.id]);
  const malformed = await page.request.get("/api/tags/%E6%9D/posts");
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ message: "Invalid tag", code: "bad_request", messageKey: "invalidTag" });
  expect((await page.request.get("/api/tags/123/posts")).status()).toBe(400);

  // an unknown mention is a 404, not someone else's profile
  await page.goto("/u/nobody_by_this_name");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();

  await setLanguage(page, "ja");
  await page.goto(`/explore/tags/${encodeURIComponent(tag)}`);
  await expect(page.getByText("投稿1件")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "tag-page-ja", { area: "tags", mobileOnly: true });
  await page.goto("/");
  const jaLink = page.getByRole("article").filter({ hasText: "パレード最高でした" }).getByRole("link", { name: `＃${tag}` });
  await expect(jaLink).toBeVisible();
  await jaLink.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await screenshots(page, "caption-links-ja", { area: "tags", mobileOnly: true });
  void member;
});

test.describe("installing Niji", () => {
  test.use({ serviceWorkers: "allow" });

  test("Niji is installable: a manifest, a service worker, an offline page; discreet mode installs a neutral app", async ({ page, member, context }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/niji-apple-touch-icon.png");
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Niji", start_url: "/", display: "standalone", theme_color: "#6d28d9" });
    expect((await page.request.get(manifest.icons[0].src)).status()).toBe(200);

    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js\?lang=en$/);
    // it caches the offline page and static files only, never an API answer or a page
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain("/offline");
    expect(cached.filter((u) => u !== "/offline" && !u.startsWith("/_next/static/") && !u.startsWith("/icons/"))).toEqual([]);

    await context.setOffline(true);
    await page.goto("/explore");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByText("Check your connection, then try again.")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "offline-en", { area: "tags", mobileOnly: true });
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeHidden();

    // discreet mode: the page links the neutral manifest and icon, which install "Notes"
    const on = await page.request.put(`/api/users/${member.id}/discreet`, { data: { enabled: true } });
    expect(on.status(), await on.text()).toBe(200);
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/neutral.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/notes-apple-touch-icon.png");
    const neutral = await (await page.request.get("/neutral.webmanifest")).json();
    expect(neutral).toMatchObject({ name: "Notes", short_name: "Notes", start_url: "/" });
    expect(JSON.stringify(neutral)).not.toMatch(/niji/i);
    // signed out on this device, the client guard swaps the manifest too
    await page.request.get("/api/logout");
    await page.goto("/login");
    await expect.poll(() => page.locator('link[rel="manifest"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual(
      expect.arrayContaining(["/neutral.webmanifest"]),
    );
    expect(await page.locator('link[rel="manifest"]').evaluateAll((links) => links.every((l) => l.getAttribute("href") === "/neutral.webmanifest"))).toBe(true);

    await setLanguage(page, "ja");
    expect((await (await page.request.get("/neutral.webmanifest")).json()).name).toBe("メモ");
    // in Japanese the worker is registered anew and caches the Japanese offline page
    await page.goto("/login");
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/sw\.js\?lang=ja$/);
    await context.setOffline(true);
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "オフラインです" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "offline-ja", { area: "tags", mobileOnly: true });
    await context.setOffline(false);
  });
});
