import { readFileSync } from "node:fs";
import { createMember, expect as baseExpect, expectAccessible, memberPage, screenshots, seedPost, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
// the blocked and muted lists on /settings load after the page, above its links: a click waits for them
const SAFETY_JA = JSON.parse(readFileSync("messages/ja/safety.json", "utf8")) as { settings: { blockedEmpty: string; mutedEmpty: string } };

// Hidden words (issue #33): the post's owner (in Japanese) adds a word on /settings/hidden-words; a
// commenter writes a comment with it, disguised (half-width katakana), through the API; a third member
// (in English) does not see it on the post, the commenter does, and the owner finds it under Hidden
// comments and shows it, after which the third member sees it. Then Limits (issue #33): the owner turns
// them on in Japanese and the commenter's next comment is held back; the third member turns on their own
// in English. Set-up through the API.

test("a hidden word set by the owner (ja) hides a matching comment from a third member (en); the owner shows it from Hidden comments; Limits hold back a non-follower", async ({ page, member: _owner, browser, baseURL }) => {
  test.setTimeout(180_000);
  const commenter = await createMember(page.request, { firstName: "Ren", lastName: "Commenter" });
  const third = await createMember(page.request, { firstName: "Sora", lastName: "Reader" });
  const post = await seedPost(page, "Movie night in Shimokita");
  const hiddenText = "ﾈﾀﾊﾞﾚ: the ending is a twist";

  await test.step("the owner, in Japanese, adds a hidden word from /settings", async () => {
    await page.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: baseURL! }]);
    await page.goto("/settings");
    await expect(page.getByText(SAFETY_JA.settings.blockedEmpty)).toBeVisible();
    await expect(page.getByText(SAFETY_JA.settings.mutedEmpty)).toBeVisible();
    await page.getByRole("link", { name: /非表示ワード/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "非表示ワード" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "よくある差別語や嫌がらせを非表示にする" })).toBeChecked();
    await page.getByRole("textbox", { name: "語句" }).fill("ネタバレ");
    await page.getByRole("button", { name: "追加" }).click();
    await expect(page.getByText("語句を追加しました")).toBeVisible();
    await expect(page.getByRole("button", { name: "ネタバレを削除" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "hidden-words-settings-ja", { area: "hidden-words" });
  });

  const commenterPage = await memberPage(browser, commenter);
  await test.step("the commenter writes a matching comment and a plain one through the API", async () => {
    for (const content of ["Lovely photo!", hiddenText]) {
      expect((await commenterPage.request.post(`/api/posts/${post.id}/comments`, { data: { content } })).status()).toBe(201);
    }
  });

  const thirdPage = await memberPage(browser, third);
  await test.step("a third member, in English, sees only the plain comment", async () => {
    await thirdPage.goto(`/post/${post.id}`);
    await expect(thirdPage.getByRole("listitem").filter({ hasText: "Lovely photo!" })).toBeVisible();
    await expect(thirdPage.getByText("the ending is a twist")).toHaveCount(0);
    await expectAccessible(thirdPage);
    await screenshots(thirdPage, "hidden-words-post-third-en", { area: "hidden-words" });
  });

  await test.step("the commenter still sees their comment, and nothing tells them it is hidden", async () => {
    await commenterPage.goto(`/post/${post.id}`);
    await expect(commenterPage.getByRole("listitem").filter({ hasText: "the ending is a twist" })).toBeVisible();
  });

  await test.step("the owner finds it under Hidden comments and shows it", async () => {
    await page.getByRole("link", { name: /非表示のコメント/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "非表示のコメント" })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: "the ending is a twist" });
    await expect(row).toContainText(commenter.username);
    await expectAccessible(page);
    await screenshots(page, "hidden-words-comments-ja", { area: "hidden-words" });
    await row.getByRole("button", { name: "表示" }).click();
    await expect(page.getByText("コメントを表示しました")).toBeVisible();
    await expect(page.getByText("非表示のコメントはありません")).toBeVisible();
  });

  await test.step("the third member now sees it", async () => {
    await thirdPage.reload();
    await expect(thirdPage.getByRole("listitem").filter({ hasText: "the ending is a twist" })).toBeVisible();
  });

  await test.step("the owner, in Japanese, turns on Limits for a week from /settings", async () => {
    await page.goto("/settings");
    await expect(page.getByText(SAFETY_JA.settings.blockedEmpty)).toBeVisible();
    await expect(page.getByText(SAFETY_JA.settings.mutedEmpty)).toBeVisible();
    await page.getByRole("link", { name: /リミット/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "リミット" })).toBeVisible();
    const limits = page.getByRole("switch", { name: "リミットをオンにする" });
    await expect(limits).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "最近のフォロワーも対象にする" })).toBeChecked();
    await limits.click();
    await expect(page.getByText("リミットをオンにしました")).toBeVisible();
    await expect(limits).toBeChecked();
    await expect(page.getByText(/までオン$/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "limits-on-ja", { area: "hidden-words" });
  });

  await test.step("a comment from the commenter, who does not follow the owner, is held back: the third member does not see it, its author does", async () => {
    expect((await commenterPage.request.post(`/api/posts/${post.id}/comments`, { data: { content: "Who even are you?" } })).status()).toBe(201);
    await thirdPage.reload();
    await expect(thirdPage.getByRole("listitem").filter({ hasText: "Lovely photo!" })).toBeVisible();
    await expect(thirdPage.getByText("Who even are you?")).toHaveCount(0);
    await commenterPage.reload();
    await expect(commenterPage.getByRole("listitem").filter({ hasText: "Who even are you?" })).toBeVisible();
  });

  await test.step("the third member, in English, turns on Limits for one day, recent followers allowed", async () => {
    await thirdPage.goto("/settings/limits");
    await expect(thirdPage.getByRole("heading", { level: 1, name: "Limits" })).toBeVisible();
    await thirdPage.getByRole("combobox", { name: "For how long" }).click();
    await thirdPage.getByRole("option", { name: "1 day" }).click();
    await thirdPage.getByRole("switch", { name: "Recent followers too" }).click();
    await expect(thirdPage.getByText("Limits saved")).toBeVisible();
    await thirdPage.getByRole("switch", { name: "Turn on Limits" }).click();
    await expect(thirdPage.getByText("Limits turned on")).toBeVisible();
    await expect(thirdPage.getByText(/^On until /)).toBeVisible();
    await expect(thirdPage.getByRole("switch", { name: "Recent followers too" })).not.toBeChecked();
    await expectAccessible(thirdPage);
    await screenshots(thirdPage, "limits-on-en", { area: "hidden-words" });
  });

  await commenterPage.context().close();
  await thirdPage.context().close();
});
