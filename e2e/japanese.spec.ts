import { formatDate } from "@/lib/core/i18n/format";
import { createMember, expect as baseExpect, expectAccessible, type Member, screenshots, seedPost, signIn, test } from "./support";

// Japanese: switch on the landing page, sign in in Japanese, switch back on /edit-profile; a ja-JP
// browser gets Japanese without choosing. Chosen on the account, Japanese follows the member to a
// fresh browser, which walks the feed, a post, a profile, events and PeerPicks in Japanese, with
// Japanese dates, relative times, validation messages and server errors.
const expect = baseExpect.configure({ timeout: 30_000 });


test("a member switches to 日本語 on the landing page, signs in in Japanese and switches back on /edit-profile", async ({ page }) => {
  test.setTimeout(300_000);

  await test.step("the landing page switches to Japanese and remembers it", async () => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Meet, Share, Belong").first()).toBeVisible();
    const language = page.getByRole("combobox", { name: "Language" });
    await expect(language).toHaveText("English");
    await language.click();
    await page.getByRole("option", { name: "日本語" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByText("出会い、シェア、居場所").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
    await expect(page.getByRole("link", { name: "登録する" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "言語" })).toHaveText("日本語");
    const cookie = (await page.context().cookies()).find((c) => c.name === "NIJI_LOCALE");
    expect(cookie).toMatchObject({ value: "ja", path: "/", sameSite: "Lax" });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Niji" })).toBeVisible();
    await expect(page.getByText("たくさんの仲間が、ここで本当のつながりを見つけています")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "japanese-landing");
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "ログイン" })).toBeVisible();
    await expect(page.getByLabel("メールアドレス")).toBeVisible();
    // the form's validation speaks Japanese too, once for both empty fields
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "すべての項目を入力してください" })).toHaveCount(1);
    await expect(page.getByLabel("メールアドレス")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await screenshots(page, "japanese-login-validation", { area: "i18n" });
  });

  const member = await createMember(page.request, { firstName: "Aoi", lastName: "Kato" });
  await signIn(page, member);

  // the signed-in screens in Japanese are walked by the account-language journey below
  await test.step("signed in, the app keeps the browser's Japanese", async () => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    const nav = page.getByRole("navigation", { name: "メインナビゲーション" });
    await expect(nav.getByRole("link", { name: "ホーム" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "イベント" })).toBeVisible();
  });

  await test.step("back to English from /edit-profile", async () => {
    await page.goto("/edit-profile");
    const section = page.getByRole("region", { name: "言語" });
    await expect(section).toBeVisible();
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await screenshots(page, "japanese-edit-profile");
    await section.getByRole("combobox", { name: "言語" }).click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("region", { name: "Language" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  });
});

test("a browser that prefers Japanese gets Japanese until the member chooses; a hostile cookie is ignored", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
  await page.getByRole("combobox", { name: "言語" }).click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();

  const english = await browser.newContext({ locale: "en-US" });
  await english.addCookies([{ name: "NIJI_LOCALE", value: "%22%3Cscript%3E%00ja", url: baseURL! }]);
  const englishPage = await english.newPage();
  expect((await englishPage.goto("/"))?.status()).toBe(200);
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(englishPage.getByText("Meet, Share, Belong").first()).toBeVisible();
  await english.close();
});

/** A host with a post and two upcoming events, one for ¥1,500 and one free (19:00 Tokyo time, 30 days ahead), followed by nobody yet. */
async function seedHost(browser: import("@playwright/test").Browser, unique: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const host = await createMember(page.request, { firstName: "Yuki", lastName: "Sato" });
  await signIn(page, host);
  const caption = `東京プライド ${unique}`;
  const post = await seedPost(page, caption);
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const title = `二丁目 居酒屋ナイト ${unique}`;
  const event = await page.request.post("/api/events", {
    data: { title, eventType: "izakaya_party", date: start.toISOString(), location: "新宿二丁目", price: 1500, ageRestriction: "20+" },
  });
  expect(event.status(), await event.text()).toBe(201);
  const freeTitle = `新宿 交流会 ${unique}`;
  const free = await page.request.post("/api/events", {
    data: { title: freeTitle, eventType: "izakaya_party", date: start.toISOString(), location: "新宿二丁目", price: 0, ageRestriction: "20+", tags: ["セーフスペース"] },
  });
  expect(free.status(), await free.text()).toBe(201);
  await context.close();
  return { host, post, caption, title, freeTitle, start };
}

test("Japanese chosen on the account follows the member to a fresh browser: dates, times, validation and server errors in Japanese", async ({ browser }) => {
  test.setTimeout(300_000);
  const unique = Date.now().toString(36);
  const { host, post, caption, title, freeTitle, start } = await seedHost(browser, unique);
  let member: Member;

  await test.step("the member chooses 日本語 in /edit-profile, which saves it on the account", async () => {
    const first = await browser.newContext({ locale: "en-US" });
    const page = await first.newPage();
    member = await createMember(page.request, { firstName: "Hana", lastName: "Mori" });
    await signIn(page, member);
    expect((await page.request.post(`/api/users/${host.id}/follow`)).ok()).toBe(true);
    await page.goto("/edit-profile");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const section = page.getByRole("region", { name: "Language" });
    await expect(section.getByText("It is saved to your account")).toBeVisible();
    await section.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "日本語" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("region", { name: "言語" }).getByText("アカウントに保存されるので")).toBeVisible();
    await first.close();
  });

  // a fresh browser that prefers English and has never seen Niji
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();

  await test.step("signing in on the new browser brings the member's language", async () => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    expect((await context.cookies()).find((c) => c.name === "NIJI_LOCALE")?.value).toBe("ja");
  });

  await test.step("the feed, with a Japanese relative time", async () => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "メインナビゲーション" }).getByRole("link", { name: "ホーム" })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: caption });
    await expect(card.locator("time").first()).toHaveText(/^(たった今|\d+分前)$/);
    await expect(page.getByRole("navigation", { name: "メインナビゲーション" }).getByRole("link", { name: "イベント" })).toBeVisible();
    await expect(card.getByRole("button", { name: "シェア" })).toBeVisible();
    await card.getByRole("button", { name: "いいね！" }).click();
    await expect(card.getByText("いいね！1件")).toBeVisible();
    await expect(card.getByRole("button", { name: "いいね！を取り消す" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "account-ja-feed", { area: "i18n" });
  });

  await test.step("a post: a new comment is 'たった今'", async () => {
    await page.goto(`/post/${post.id}`);
    await page.getByLabel("コメントを追加").first().fill("最高！");
    await page.getByRole("button", { name: "投稿する" }).first().click();
    await expect(page.getByText("コメントしました！")).toBeVisible();
    const comment = page.getByRole("listitem").filter({ hasText: "最高！" });
    await expect(comment.locator("time")).toHaveText("たった今");
    await expectAccessible(page);
    await screenshots(page, "account-ja-post", { area: "i18n" });
  });

  await test.step("the host's profile", async () => {
    await page.goto(`/profile/${host.id}`);
    await expect(page.getByText("フォロワー", { exact: true })).toBeVisible();
    await expect(page.getByText("フォロー中", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `${host.username}さんのフォローを解除` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "投稿" })).toBeVisible();
    // family name first in Japanese (formatName): Yuki Sato reads "Sato Yuki"
    await expect(page.getByText(`${host.lastName} ${host.firstName}`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "account-ja-profile", { area: "i18n" });
  });

  await test.step("events: the date in Japanese, Tokyo time, and the price in yen", async () => {
    await page.goto("/events");
    const card = page.getByRole("article", { name: title });
    const japaneseDate = formatDate(start, "event", "ja");
    expect(japaneseDate).toMatch(/^\d{1,2}月\d{1,2}日\([日月火水木金土]\) 19:00$/);
    await expect(card.locator("time").first()).toHaveText(japaneseDate);
    await expect(page.getByRole("heading", { name: "コミュニティイベント" })).toBeVisible();
    await expect(card.getByText("¥1,500")).toBeVisible();
    await expect(card.getByText("居酒屋パーティー")).toBeVisible();
    const freeCard = page.getByRole("article", { name: freeTitle });
    await expect(freeCard.getByText("無料")).toBeVisible();
    await expect(freeCard.getByText("20歳以上")).toBeVisible();
    await expect(freeCard.getByText(`主催：${host.lastName} ${host.firstName}`)).toBeVisible();
    await freeCard.getByRole("button", { name: "興味あり" }).click();
    await expect(page.getByText("このイベントに「興味あり」を登録しました！")).toBeVisible();
    await expect(freeCard.getByText("1人が興味あり")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "account-ja-events", { area: "i18n" });
  });

  await test.step("PeerPicks", async () => {
    await page.goto("/peerpicks");
    await expect(page.getByRole("heading", { name: "PeerPicks", level: 1 })).toBeVisible();
    await expect(page.getByText("コミュニティが確かめた、日本各地のインクルーシブなお店やスポット。")).toBeVisible();
    await expect(page.getByRole("link", { name: "お店を追加" })).toBeVisible();
    await expect(page.getByText("スマート検索")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "account-ja-peerpicks", { area: "i18n" });
  });

  await test.step("a validation message and a server error, both in Japanese", async () => {
    await page.goto("/edit-profile");
    const username = page.getByLabel("ユーザーネーム");
    // the form fills itself from the profile once loaded: clear it only after that, or the load refills it
    await expect(username).toHaveValue(member.username);
    await username.fill("");
    await page.getByRole("button", { name: "変更を保存" }).click();
    await expect(page.getByText("ユーザーネームを入力してください")).toBeVisible();
    await expect(page.getByText("Username is required")).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, "account-ja-validation", { area: "i18n" });

    // the server refuses a taken username (409, English message); the toast and the field say it in Japanese
    await username.fill(host.username);
    await page.getByRole("button", { name: "変更を保存" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "このユーザーネームはすでに使われています" });
    await expect(toast).toBeVisible();
    await expect(page.getByText("This username is already taken")).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, "account-ja-server-error", { area: "i18n" });
  });

  await context.close();
});
