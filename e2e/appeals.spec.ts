import { adminPage, memberPage } from "./fixtures/admin";
import { expect as baseExpect, expectAccessible, screenshots, seedPost, test } from "./support";

// Issue #33, account status and appeals: a suspended member (in Japanese) signs in, lands on their
// account status, the only page their session reaches, and appeals; an admin other than the one who
// decided (in English) accepts on the moderation desk; the member's post is back. Set-up through the API.
const expect = baseExpect.configure({ timeout: 30_000 });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a suspended member appeals from their account status (ja); another admin accepts on the desk (en); the post is back", async ({ page, member: _reporter, browser, baseURL }) => {
  test.setTimeout(240_000);
  const tag = unique();
  const { page: memberView, member: suspect } = await memberPage(browser, baseURL!, { firstName: "Haru", lastName: `Appeal${tag}` });
  const caption = `Parade photo ${tag}`;
  const post = await seedPost(memberView, caption);

  // Set-up: reported by the signed-in member, suspended by one admin (the decider)
  const reported = await page.request.post("/api/reports", { data: { targetType: "post", targetId: post.id, reason: "nudity" } });
  expect(reported.status()).toBe(201);
  const { page: deciderView } = await adminPage(browser, baseURL!);
  const decided = await deciderView.request.post(`/api/admin/reports/${(await reported.json()).id}/resolve`, { data: { action: "suspend", notes: "Nudity in a public post" } });
  expect(decided.status()).toBe(200);

  // The member, in Japanese, signs in and lands on their account status
  await memberView.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: baseURL! }]);
  await memberView.goto("/login");
  await memberView.locator("#email").fill(suspect.email);
  await memberView.locator("#password").fill(suspect.password);
  await memberView.locator('form button[type="submit"]').click();
  await expect(memberView).toHaveURL(/\/settings\/account-status$/);
  await expect(memberView.getByRole("heading", { level: 1, name: "アカウントの状態" })).toBeVisible();
  await expect(memberView.getByText("アカウントは利用停止中です")).toBeVisible();
  const decision = memberView.getByRole("article").filter({ hasText: caption });
  await expect(decision).toContainText("該当するルール：ヌードまたは性的なコンテンツ");
  await expect(decision).toContainText("Nudity in a public post");
  await expectAccessible(memberView);
  await screenshots(memberView, "appeals-status-suspended-ja", { area: "appeals" });
  // nothing else opens: Home sends them back here
  await memberView.goto("/");
  await expect(memberView).toHaveURL(/\/settings\/account-status$/);

  await decision.getByRole("button", { name: "異議を申し立てる" }).click();
  await decision.getByLabel("この判断が誤りだと考える理由").fill("パレードの写真で、ガイドラインには違反していないと思います。");
  await expectAccessible(memberView);
  await screenshots(memberView, "appeals-form-ja", { area: "appeals" });
  await decision.getByRole("button", { name: "送信する" }).click();
  await expect(memberView.getByText("異議申し立てを送信しました")).toBeVisible();
  await expect(decision.getByText("確認待ち")).toBeVisible();

  // The decider sees the appeal but may not resolve it
  await deciderView.goto("/admin/moderation");
  const appeals = deciderView.getByRole("region", { name: "Appeals" });
  await expect(appeals.getByRole("article").filter({ hasText: `Appeal${tag}` })).toContainText("You made this decision, so another admin resolves this appeal.");
  await expect(appeals.getByRole("article").filter({ hasText: `Appeal${tag}` }).getByRole("button", { name: "Accept" })).toHaveCount(0);

  // Another admin, in English, accepts on the desk
  const { page: adminView } = await adminPage(browser, baseURL!);
  await adminView.goto("/admin/moderation");
  const card = adminView.getByRole("region", { name: "Appeals" }).getByRole("article").filter({ hasText: `Appeal${tag}` });
  await expect(card).toContainText("パレードの写真で");
  await expect(card).toContainText(caption);
  await expectAccessible(adminView);
  await card.scrollIntoViewIfNeeded();
  await screenshots(adminView, "appeals-desk-en", { area: "appeals" });
  await card.getByRole("button", { name: "Accept" }).click();
  await adminView.getByRole("alertdialog", { name: "Accept this appeal?" }).getByRole("button", { name: "Accept" }).click();
  await expect(adminView.getByText("Appeal accepted")).toBeVisible();

  // The member is back: their status says so and their post shows again
  await memberView.goto("/settings/account-status");
  await expect(memberView.getByText("認められました")).toBeVisible();
  await expect(memberView.getByText("アカウントは利用停止中です")).toHaveCount(0);
  await expectAccessible(memberView);
  await screenshots(memberView, "appeals-status-accepted-ja", { area: "appeals" });
  await memberView.goto(`/post/${post.id}`);
  await expect(memberView.getByText(caption).first()).toBeVisible();

  await memberView.context().close();
  await deciderView.context().close();
  await adminView.context().close();
});
