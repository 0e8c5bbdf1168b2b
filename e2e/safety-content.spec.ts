import { readFile } from "node:fs/promises";
import { createMember, expect as baseExpect, expectAccessible, screenshots, seedPost, signIn, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });

// Your own content and account: edit and delete a post from its menu (feed, profile grid overlay),
// confirm before a comment goes, download your data, delete your account.

test("the author edits a post and deletes posts from the feed and from the profile grid", async ({ page, member, browser }) => {
  test.setTimeout(180_000);
  const kept = await seedPost(page, "grid post");
  const feedPost = await seedPost(page, "feed post");

  await test.step("a stranger gets no Edit or Delete on the author's post", async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, await createMember(other.request, { firstName: "Kenji" }));
    await other.goto(`/post/${kept.id}`);
    await expect(other.getByRole("article")).toContainText("grid post");
    await other.getByRole("button", { name: "Post options" }).click();
    await expect(other.getByRole("menuitem", { name: "Report" })).toBeVisible();
    await expect(other.getByRole("menuitem", { name: /Edit|Delete/ })).toHaveCount(0);
    await context.close();
  });

  await page.goto("/");
  const card = page.getByRole("article").filter({ hasText: "feed post" });
  await expect(page.getByRole("article")).toHaveCount(2);

  await test.step("edit caption and location from the card's menu", async () => {
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit post" });
    await expect(dialog.getByLabel("Caption")).toHaveValue("feed post");
    await dialog.getByLabel("Caption").fill("feed post, edited");
    await dialog.getByLabel("Location (optional)").fill("Kyoto");
    await expectAccessible(page);
    await screenshots(page, "content-edit-post");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Post updated").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const edited = page.getByRole("article").filter({ hasText: "feed post, edited" });
    await expect(edited.getByText("Kyoto")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("article").filter({ hasText: "feed post, edited" }).getByText("Kyoto")).toBeVisible();
  });

  await test.step("delete from the feed: cancel keeps it, confirm removes it", async () => {
    const edited = page.getByRole("article").filter({ hasText: "feed post, edited" });
    await edited.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete post?" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await expectAccessible(page);
    await screenshots(page, "content-delete-post");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);

    await edited.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Post deleted").first()).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText("grid post");
    expect((await page.request.get(`/api/posts/${feedPost.id}`)).status()).toBe(404);
  });

  await test.step("delete from the profile grid's overlay: the overlay closes and the grid empties", async () => {
    await page.goto(`/profile/${member.id}`);
    await page.getByRole("button", { name: /^Open post by .*: grid post$/ }).click();
    const overlay = page.getByRole("dialog");
    await expect(overlay).toContainText("grid post");
    await overlay.getByRole("button", { name: "Post options" }).click();
    await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "content-overlay-menu");
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete post?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Post deleted").first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("No posts yet")).toBeVisible();
    expect((await page.request.get(`/api/posts/${kept.id}`)).status()).toBe(404);
    expect((await page.request.get(kept.imageUrl)).status()).toBe(404);
  });
});

test("deleting a comment asks for confirmation first", async ({ page, member }) => {
  const post = await seedPost(page, "commented post");
  expect((await page.request.post(`/api/posts/${post.id}/comments`, { data: { content: "first thought" } })).status()).toBe(201);
  await page.goto(`/post/${post.id}`);
  const comment = page.getByRole("listitem").filter({ hasText: "first thought" });
  await expect(comment).toContainText(member.username);
  await comment.getByRole("button", { name: "Comment options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete comment?" });
  await expect(confirm).toContainText("Are you sure you want to delete this comment?");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(comment).toBeVisible();

  await comment.getByRole("button", { name: "Comment options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Comment deleted").first()).toBeVisible();
  await expect(page.getByText("first thought")).toHaveCount(0);
  expect(await (await page.request.get(`/api/posts/${post.id}/comments`)).json()).toEqual([]);
});

test("a member downloads their data, then deletes their account and can no longer sign in", async ({ page, member }) => {
  test.setTimeout(120_000);
  await seedPost(page, "my only post");
  await page.goto("/edit-profile");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("heading", { name: "Delete account" }).scrollIntoViewIfNeeded();
  await screenshots(page, "content-account-sections");

  await test.step("Download my data saves one JSON file of theirs", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toBe(`niji-export-${member.username}.json`);
    const doc = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(doc.profile).toMatchObject({ id: member.id, email: member.email.toLowerCase() });
    expect(doc.posts.map((p: { caption: string }) => p.caption)).toEqual(["my only post"]);
    expect(JSON.stringify(doc)).not.toContain("passwordHash");
  });

  await test.step("the dialog asks for the password and the typed username", async () => {
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await expect(dialog.getByText("Type your username exactly to confirm")).toBeVisible();
    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByLabel(`Type ${member.username} to confirm`).fill(member.username);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Incorrect password")).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    await expectAccessible(page);
    await screenshots(page, "content-delete-account");

    await dialog.getByLabel("Password").fill(member.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { name: "Niji" })).toBeVisible();
  });

  await test.step("the session is gone and the credentials no longer work", async () => {
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    const login = await page.request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(401);
    await page.goto("/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  });
});
