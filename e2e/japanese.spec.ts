import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createMember, expect as baseExpect, expectAccessible, screenshots, signIn, test } from "./support";

// Japanese: switch on the landing page, sign in, walk the feed, a post, a profile, events and
// PeerPicks in Japanese; a ja-JP browser gets Japanese without choosing; switch back on /edit-profile.
const expect = baseExpect.configure({ timeout: 30_000 });

async function seedPost(page: Page, caption: string) {
  const { uploadURL } = await (await page.request.post("/api/objects/upload", { data: { purpose: "post" } })).json();
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#e40303" } }).png().toBuffer();
  expect((await page.request.put(uploadURL, { data: png, headers: { "content-type": "image/png" } })).ok()).toBe(true);
  const { objectPath } = await (await page.request.put("/api/post-images", { data: { imageURL: uploadURL.split("?")[0] } })).json();
  const res = await page.request.post("/api/posts", { data: { mediaFiles: [{ url: objectPath, type: "image" }], imageUrl: objectPath, caption } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

test("a member switches to 日本語 on the landing page and walks the app in Japanese", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const unique = Date.now().toString(36);
  const title = `二丁目 居酒屋ナイト ${unique}`;
  const caption = `東京プライド ${unique}`;

  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const host = await createMember(hostPage.request, { firstName: "Yuki", lastName: "Sato" });
  await signIn(hostPage, host);
  const post = await seedPost(hostPage, caption);
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const event = await hostPage.request.post("/api/events", {
    data: { title, eventType: "izakaya_party", date: start.toISOString(), location: "新宿二丁目", price: 0, ageRestriction: "20+", tags: ["セーフスペース"] },
  });
  expect(event.status(), await event.text()).toBe(201);
  await hostContext.close();

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
  });

  const member = await createMember(page.request, { firstName: "Aoi", lastName: "Kato" });
  await signIn(page, member);
  expect((await page.request.post(`/api/users/${host.id}/follow`)).ok()).toBe(true);

  await test.step("the feed", async () => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    const nav = page.getByRole("navigation", { name: "メインナビゲーション" });
    await expect(nav.getByRole("link", { name: "ホーム" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "イベント" })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: caption });
    await expect(card.getByRole("button", { name: "いいね！" })).toBeVisible();
    await card.getByRole("button", { name: "いいね！" }).click();
    await expect(card.getByText("いいね！1件")).toBeVisible();
    await expect(card.getByRole("button", { name: "いいね！を取り消す" })).toBeVisible();
    await expect(card.getByRole("button", { name: "シェア" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "japanese-feed");
  });

  await test.step("a post", async () => {
    await page.goto(`/post/${post.id}`);
    await expect(page.getByText(caption).first()).toBeVisible();
    await expect(page.getByLabel("コメントを追加").first()).toBeVisible();
    await page.getByLabel("コメントを追加").first().fill("すてきな写真！");
    await page.getByRole("button", { name: "投稿する" }).first().click();
    await expect(page.getByText("コメントしました！")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "japanese-post");
  });

  await test.step("a profile", async () => {
    await page.goto(`/profile/${host.id}`);
    await expect(page.getByText("フォロワー", { exact: true })).toBeVisible();
    await expect(page.getByText("フォロー中", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `${host.username}さんのフォローを解除` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "投稿" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "japanese-profile");
  });

  await test.step("events", async () => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "コミュニティイベント" })).toBeVisible();
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("居酒屋パーティー")).toBeVisible();
    await expect(card.getByText("無料")).toBeVisible();
    await expect(card.getByText("20歳以上")).toBeVisible();
    await card.getByRole("button", { name: "興味あり" }).click();
    await expect(page.getByText("このイベントに「興味あり」を登録しました！")).toBeVisible();
    await expect(card.getByText("1人が興味あり")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "japanese-events");
  });

  await test.step("PeerPicks", async () => {
    await page.goto("/peerpicks");
    await expect(page.getByRole("heading", { name: "PeerPicks", level: 1 })).toBeVisible();
    await expect(page.getByText("コミュニティが確かめた、日本各地のインクルーシブなお店やスポット。")).toBeVisible();
    await expect(page.getByRole("link", { name: "ビジネスを追加" })).toBeVisible();
    await expect(page.getByText("スマート検索")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "japanese-peerpicks");
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
