import { dismissToast, expect, screenshots, seedPost, test } from "./support";

// Code loaded on first use (a ⋯ menu's dropdown) whose download fails, as in a tab opened before a
// deploy or on a phone gone offline: a toast says so, the page stays, and the next press loads it.
test("a ⋯ menu whose chunk fails to download shows a toast, then opens on the next press", async ({ page, member }) => {
  void member;
  const { id } = await seedPost(page, "Menu after a deploy");
  await page.goto(`/post/${id}`);
  const menu = page.getByRole("button", { name: "Post options" });
  await expect(menu).toBeVisible();
  // the toasts' host and the comments load after hydration: once they are there, every further script download fails
  await expect(page.locator("section[aria-relevant='additions text']")).toBeAttached();
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const chunks = /\/_next\/static\/chunks\/.+\.js/;
  await page.route(chunks, (route) => route.abort("internetdisconnected"));

  await menu.click();
  await expect(page.getByText("Couldn't load this. Check your connection and try again.")).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page.getByText("Menu after a deploy")).toBeVisible(); // the page, not its error
  await screenshots(page, "load-failure-toast");

  await page.unroute(chunks);
  await dismissToast(page);
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
});

// A dialog opened from a post card (the bookmark's Save dialog) is code loaded on first use too
test("a post card's dialog whose chunk fails to download shows the toast, leaves the card as it was, then opens on the next press", async ({ page, member }) => {
  void member;
  const { id } = await seedPost(page, "Save after a deploy");
  await page.goto(`/post/${id}`);
  const save = page.getByRole("button", { name: "Save post" });
  await expect(save).toBeEnabled();
  await expect(page.locator("section[aria-relevant='additions text']")).toBeAttached();
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const chunks = /\/_next\/static\/chunks\/.+\.js/;
  await page.route(chunks, (route) => route.abort("internetdisconnected"));

  await save.click();
  await expect(page.getByText("Couldn't load this. Check your connection and try again.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Save after a deploy")).toBeVisible(); // the page, not its error
  await screenshots(page, "load-failure-dialog-toast");

  await page.unroute(chunks);
  await dismissToast(page);
  await save.click();
  await expect(page.getByRole("dialog", { name: "Save Post" })).toBeVisible();
});

test("the same toast in Japanese", async ({ page, member }) => {
  const { id } = await seedPost(page, "メニュー");
  expect((await page.request.put(`/api/users/${member.id}/locale`, { data: { locale: "ja" } })).status()).toBeLessThan(300);
  await page.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: test.info().project.use.baseURL ?? "http://127.0.0.2" }]);
  await page.goto(`/post/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.locator("section[aria-relevant='additions text']")).toBeAttached();
  await expect(page.getByRole("textbox", { name: "コメントを追加" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.route(/\/_next\/static\/chunks\/.+\.js/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "投稿のオプション" }).click();
  await expect(page.getByText("読み込めませんでした。接続を確認して、もう一度お試しください。")).toBeVisible();
  await screenshots(page, "load-failure-toast-ja");
  // a post card's dialog (保存) the same way: the toast again, no dialog, the page as it was
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByText("読み込めませんでした。接続を確認して、もう一度お試しください。")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "投稿のオプション" })).toBeVisible(); // the page, not its error
});
