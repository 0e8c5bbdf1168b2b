import { createMember, expect as baseExpect, expectAccessible, screenshots, seedPost, signIn, test } from "./support";

// The notifications centre: likes (grouped), a comment, a follow and a mention reach the member,
// the heart shows the unread count and clears once the screen is read; a private account accepts
// a request inline; a blocked member's like never shows; the screen in Japanese.
const expect = baseExpect.configure({ timeout: 30_000 });


test("likes, a comment, a follow and a mention reach the member through the heart; a blocked member's like does not", async ({ page, member: aiko, browser }) => {
  test.setTimeout(240_000);
  const others = await Promise.all(
    ["Ben", "Chika", "Eri"].map(async (firstName) => {
      const context = await browser.newContext();
      const p = await context.newPage();
      const m = await createMember(p.request, { firstName, lastName: "Test" });
      await signIn(p, m);
      return { page: p, member: m };
    }),
  );
  const [ben, chika, eri] = others as [(typeof others)[number], (typeof others)[number], (typeof others)[number]];
  const post = await seedPost(page, "Pride picnic in Yoyogi");

  // Eri likes first, then Aiko blocks Eri (old notices hide too); Chika and Ben like, Ben comments and follows
  expect((await eri.page.request.post(`/api/posts/${post.id}/like`)).status()).toBe(200);
  expect((await page.request.post(`/api/users/${eri.member.id}/block`)).status()).toBe(200);
  expect((await chika.page.request.post(`/api/posts/${post.id}/like`)).status()).toBe(200);
  expect((await ben.page.request.post(`/api/posts/${post.id}/like`)).status()).toBe(200);
  expect((await ben.page.request.post(`/api/posts/${post.id}/comments`, { data: { content: "Looks so fun!" } })).status()).toBe(201);
  expect((await ben.page.request.post(`/api/users/${aiko.id}/follow`)).status()).toBe(200);
  // Chika mentions Aiko in a caption
  await seedPost(chika.page, `Thanks @${aiko.username} for the picnic!`);

  // the heart shows four unread items: the grouped likes, the comment, the follow, the mention
  await page.goto("/");
  const heart = page.getByRole("link", { name: "Notifications, 4 unread" });
  await expect(heart).toBeVisible();
  await expect(page.getByTestId("unread-badge")).toHaveText("4");
  await screenshots(page, "notifications-badge-en", { area: "notif" });
  await heart.click();
  await page.waitForURL("**/notifications");

  const list = page.getByRole("list", { name: "Notifications" });
  const likes = list.getByRole("link", { name: `${ben.member.username} and 1 other liked your post.` });
  await expect(likes).toBeVisible();
  await expect(list.getByText(`${ben.member.username} commented: Looks so fun!`)).toBeVisible();
  await expect(list.getByText(`${ben.member.username} started following you.`)).toBeVisible();
  await expect(list.getByText(`${chika.member.username} mentioned you in a post.`)).toBeVisible();
  await expect(list.getByText(eri.member.username)).toHaveCount(0);
  await expect(list.getByText("Unread")).toHaveCount(4);
  await expect(list.getByRole("button", { name: `Follow ${ben.member.username} back` })).toHaveText("Follow back");
  // opening the screen read them: the heart has no count any more
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "notifications-en", { area: "notif" });

  // Follow back, then the grouped notice leads to the post
  await list.getByRole("button", { name: `Follow ${ben.member.username} back` }).click();
  await expect(list.getByRole("button", { name: `Unfollow ${ben.member.username}` })).toBeVisible();
  await likes.click();
  await page.waitForURL(`**/post/${post.id}`);
  await expect(page.getByText("Pride picnic in Yoyogi").first()).toBeVisible();

  // the next visit shows them read
  await page.goto("/notifications");
  await expect(list.getByText(`${ben.member.username} started following you.`)).toBeVisible();
  await expect(list.getByText("Unread")).toHaveCount(0);

  // the same screen in Japanese (a browser preferring Japanese)
  const jaContext = await browser.newContext({ locale: "ja-JP", viewport: { width: 390, height: 844 } });
  const jaPage = await jaContext.newPage();
  await signIn(jaPage, aiko);
  expect((await ben.page.request.post(`/api/posts/${post.id}/like`)).status()).toBe(200); // unlike…
  expect((await ben.page.request.post(`/api/posts/${post.id}/like`)).status()).toBe(200); // …and like again: new, unread
  await jaPage.goto("/");
  await expect(jaPage.getByRole("link", { name: "お知らせ（未読1件）" })).toBeVisible();
  await screenshots(jaPage, "notifications-badge-ja", { area: "notif" });
  await jaPage.getByRole("link", { name: "お知らせ（未読1件）" }).click();
  await jaPage.waitForURL("**/notifications");
  await expect(jaPage.getByRole("heading", { name: "お知らせ" })).toBeVisible();
  await expect(jaPage.getByText(`${ben.member.username}さん、他1人があなたの投稿に「いいね！」しました。`)).toBeVisible();
  await expect(jaPage.getByText(`${ben.member.username}さんがコメントしました：Looks so fun!`)).toBeVisible();
  await expectAccessible(jaPage);
  await screenshots(jaPage, "notifications-ja", { area: "notif" });
  await jaContext.close();
  for (const o of others) await o.page.context().close();
});

test("a private account accepts a follow request inline; the requester hears of it", async ({ page, member: requester, browser }) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  const owner = await createMember(ownerPage.request, { firstName: "Dai", lastName: "Mori" });
  await signIn(ownerPage, owner);
  const made = await ownerPage.request.put(`/api/users/${owner.id}`, { data: { username: owner.username, isPrivate: true } });
  expect(made.status()).toBe(200);
  expect((await page.request.post(`/api/users/${owner.id}/follow`)).status()).toBe(200);

  await ownerPage.goto("/");
  await ownerPage.getByRole("link", { name: "Notifications, 1 unread" }).click();
  await ownerPage.waitForURL("**/notifications");
  await expect(ownerPage.getByText(`${requester.username} asked to follow you.`)).toBeVisible();
  await expectAccessible(ownerPage);
  await screenshots(ownerPage, "notifications-request", { area: "notif" });
  await ownerPage.getByRole("button", { name: `Accept ${requester.username}'s follow request` }).click();
  await expect(ownerPage.getByRole("status").filter({ hasText: "Request accepted" })).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByText(`${requester.username} started following you.`)).toBeVisible();
  await expect(ownerPage.getByText(`${requester.username} asked to follow you.`)).toHaveCount(0);

  await page.goto("/notifications");
  const accepted = page.getByRole("link", { name: `${owner.username} accepted your follow request.` });
  await expect(accepted).toBeVisible();
  await accepted.click();
  await page.waitForURL(`**/profile/${owner.id}`);
  await expect(page.getByText("This account is private")).toHaveCount(0);
  await ownerContext.close();
});
