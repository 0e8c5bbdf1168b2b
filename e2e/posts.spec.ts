import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createMember, expect as baseExpect, expectAccessible, expectToastClear, screenshots, signIn, test } from "./support";

// the shared dev server compiles routes on first use; be patient with it
const expect = baseExpect.configure({ timeout: 30_000 });

// Posts journeys: create with two images, a follower's feed, like, comments (text and image,
// edit, delete), save into a new collection and unsave, the detail overlay.
async function png(color: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="50%" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return { name: `${label}.png`, mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

// Touch every route once so the dev server compiles them before the timed steps (no-op on next start).
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const gets = ["/", "/create", "/post/x", "/api/posts/feed", "/api/posts/explore", "/api/posts/x", "/api/posts/x/comments", "/api/posts/x/likes", "/api/posts/x/save-status", "/api/users/x/collections", "/api/users/x/saved-posts", "/api/users/x/posts"];
  await Promise.all(gets.map((url) => request.get(url)));
  await Promise.all(["/api/posts", "/api/posts/x/like", "/api/posts/x/save", "/api/comment-media", "/api/post-images"].map((url) => request.post(url, { data: {} })));
  await Promise.all(["/api/comments/x"].map((url) => request.put(url, { data: {} })));
});

async function createPostViaUi(page: Page, caption: string) {
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Create Post" })).toBeVisible();
  const share = page.getByRole("button", { name: "Share", exact: true });
  await expect(share).toBeDisabled();
  await page.locator("#post-files").setInputFiles([await png("#e40303", "one"), await png("#24408e", "two")]);
  await expect(page.getByRole("button", { name: "Remove media 2" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Remove media 1" })).toBeVisible();
  await page.getByLabel("Caption").fill(caption);
  await page.getByLabel("Location (optional)").fill("Shibuya, Tokyo");
  await expect(share).toBeEnabled();
  return share;
}

test("a post from /create reaches a follower, who likes, comments, saves and unsaves it", async ({ page, member, browser }) => {
  test.setTimeout(240_000);
  const caption = `Pride walk ${Date.now()}`;

  await test.step("the author creates a post with two images", async () => {
    const share = await createPostViaUi(page, caption);
    await expectAccessible(page);
    await screenshots(page, "posts-create");
    await share.click();
    await page.waitForURL((url) => url.pathname === "/");
    const card = page.getByRole("article").filter({ hasText: caption });
    await expect(card).toBeVisible();
    await expect(card.getByText("1 / 2")).toBeVisible();
    await card.getByRole("button", { name: "Next photo" }).click();
    await expect(card.getByText("2 / 2")).toBeVisible();
  });

  const follower = await createMember(page.request, { firstName: "Kenji", lastName: "Mori" });
  const context = await browser.newContext();
  const fpage = await context.newPage();
  await signIn(fpage, follower);
  expect((await fpage.request.post(`/api/users/${member.id}/follow`)).ok()).toBe(true);

  const card = fpage.getByRole("article").filter({ hasText: caption });
  await test.step("the follower sees it in the feed (server-rendered) and likes it", async () => {
    const html = await (await fpage.request.get("/")).text();
    expect(html).toContain(caption);
    await fpage.goto("/");
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Like", exact: true }).click();
    await expect(card.getByRole("button", { name: "Unlike" })).toBeVisible();
    await expect(card.getByText("1 like", { exact: true })).toBeVisible();
    const likes = await (await fpage.request.get(`/api/posts/${await postId(fpage, caption)}/likes`)).json();
    expect(likes.map((l: { userId: string }) => l.userId)).toEqual([follower.id]);
  });

  await test.step("comments with text and with an image, then edits and deletes one", async () => {
    await card.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(card.getByText("No comments yet. Be the first!")).toBeVisible();
    await card.getByLabel("Add a comment").fill("So colourful!");
    await card.getByRole("button", { name: "Post", exact: true }).click();
    await expect(fpage.getByText("Comment added!").first()).toBeVisible();
    await expect(card.getByText("So colourful!")).toBeVisible();
    // the toast answering the comment leaves the like/comment row (and the composer's Post) uncovered (#29)
    await expectToastClear(fpage, card.getByRole("button", { name: "Unlike" }).locator(".."), card.getByRole("button", { name: "Post", exact: true }));

    await card.locator("input[type=file]").setInputFiles(await png("#008026", "reply"));
    await expect(card.getByRole("img", { name: "Attached media preview" })).toBeVisible({ timeout: 60_000 });
    await card.getByRole("button", { name: "Remove attached media" }).click();
    await expect(card.getByRole("img", { name: "Attached media preview" })).toHaveCount(0);
    await card.locator("input[type=file]").setInputFiles(await png("#008026", "reply"));
    await expect(card.getByRole("img", { name: "Attached media preview" })).toBeVisible({ timeout: 60_000 });
    await card.getByRole("button", { name: "Post", exact: true }).click();
    await expect(card.getByRole("listitem").getByRole("img", { name: /^Photo by/ })).toBeVisible();
    await expectAccessible(fpage);
    await screenshots(fpage, "posts-comments");

    const first = card.getByRole("listitem").filter({ hasText: "So colourful!" });
    await first.getByRole("button", { name: "Comment options" }).click();
    await fpage.getByRole("menuitem", { name: "Edit" }).click();
    await card.getByLabel("Edit comment").fill("So very colourful!");
    // the editor closes on success: its Save and Cancel are measured where they were when used
    const save = card.getByRole("button", { name: "Save", exact: true });
    const cancel = card.getByRole("button", { name: "Cancel", exact: true });
    const [saveBox, cancelBox] = [await save.boundingBox(), await cancel.boundingBox()];
    await save.click();
    await expect(fpage.getByText("Comment updated").first()).toBeVisible();
    await expectToastClear(fpage, { label: "the edit's Save", box: saveBox! }, { label: "the edit's Cancel", box: cancelBox! });
    await expect(card.getByText("So very colourful!")).toBeVisible();

    const edited = card.getByRole("listitem").filter({ hasText: "So very colourful!" });
    await edited.getByRole("button", { name: "Comment options" }).click();
    await fpage.getByRole("menuitem", { name: "Delete" }).click();
    await fpage.getByRole("alertdialog", { name: "Delete comment?" }).getByRole("button", { name: "Delete" }).click();
    await expect(fpage.getByText("Comment deleted").first()).toBeVisible();
    await expect(card.getByText("So very colourful!")).toHaveCount(0);
  });

  await test.step("the post's author may report the comment but not edit or delete it", async () => {
    await page.goto("/");
    const own = page.getByRole("article").filter({ hasText: caption });
    await own.getByRole("button", { name: "View 1 comment" }).click();
    await expect(own.getByRole("listitem").getByRole("img", { name: /^Photo by/ })).toBeVisible();
    await own.getByRole("button", { name: "Comment options" }).click();
    await expect(page.getByRole("menuitem", { name: "Report" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /Edit|Delete/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  await test.step("the follower saves it into a new collection, finds it in saved posts, and unsaves it", async () => {
    await card.getByRole("button", { name: "Save post" }).click();
    const dialog = fpage.getByRole("dialog", { name: "Save Post" });
    await expect(dialog.getByRole("status", { name: "Loading collections" })).toHaveCount(0);
    await expect(dialog.getByRole("radio", { name: "Create New Collection" })).toBeChecked();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog.getByText("Please enter a collection name")).toBeVisible();
    await dialog.getByLabel("Collection name").fill("  Tokyo trips  ");
    await expectAccessible(fpage);
    await screenshots(fpage, "posts-save-dialog");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(fpage.getByText("Post saved!").first()).toBeVisible();
    await expect(card.getByRole("button", { name: "Remove from saved" })).toBeVisible();

    const saved = await (await fpage.request.get(`/api/users/${follower.id}/saved-posts`)).json();
    expect(saved.map((s: { collectionTitle: string; post: { caption: string } }) => [s.collectionTitle, s.post.caption])).toEqual([["Tokyo trips", caption]]);
    const collections = await (await fpage.request.get(`/api/users/${follower.id}/collections`)).json();
    expect(collections).toEqual([expect.objectContaining({ title: "Tokyo trips", count: 1 })]);
    expect((await page.request.get(`/api/users/${follower.id}/saved-posts`)).status()).toBe(403);

    // The follower finds it on their profile's Saved tab: the collection card and the saved grid.
    const profile = await fpage.context().newPage();
    await profile.goto("/profile");
    await profile.getByRole("tab", { name: "Saved" }).click();
    const collectionsSection = profile.getByRole("region", { name: "Collections" });
    await expect(collectionsSection.getByText("Tokyo trips")).toBeVisible({ timeout: 30_000 });
    await expect(collectionsSection.getByText("1 post")).toBeVisible();
    await expect(profile.getByRole("region", { name: "All Saved Posts" }).getByText("Tokyo trips")).toBeVisible();
    await profile.close();

    await card.getByRole("button", { name: "Remove from saved" }).click();
    await expect(fpage.getByText("Post unsaved").first()).toBeVisible();
    await expect(card.getByRole("button", { name: "Save post" })).toBeVisible();
    expect(await (await fpage.request.get(`/api/users/${follower.id}/saved-posts`)).json()).toEqual([]);

    await card.getByRole("button", { name: "Save post" }).click();
    await expect(dialog.getByRole("radio", { name: /Tokyo trips/ })).toBeChecked();
    await expect(dialog.getByText("0 posts")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });
  await context.close();
});

async function postId(page: Page, caption: string) {
  const feed = await (await page.request.get("/api/posts/feed")).json();
  return feed.find((p: { caption: string }) => p.caption === caption).id as string;
}

test("the detail overlay steps through the feed; shared links open the post", async ({ page, member: _signedIn }) => {
  test.setTimeout(180_000);
  const captions = ["first overlay post", "second overlay post", "third overlay post"];
  for (const caption of captions) {
    const upload = await page.request.post("/api/objects/upload", { data: { purpose: "post" } });
    const { uploadURL } = await upload.json();
    const put = await page.request.put(uploadURL, { data: (await png("#732982", caption.split(" ")[0])).buffer, headers: { "content-type": "image/png" } });
    expect(put.ok()).toBe(true);
    const { objectPath } = await (await page.request.put("/api/post-images", { data: { imageURL: uploadURL.split("?")[0] } })).json();
    const res = await page.request.post("/api/posts", { data: { mediaFiles: [{ url: objectPath, type: "image" }], imageUrl: objectPath, caption } });
    expect(res.status()).toBe(201);
  }
  await page.goto("/");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("article").first()).toContainText("third overlay post");
  await expectAccessible(page);
  await screenshots(page, "posts-feed");

  await page.getByRole("article").first().getByRole("button", { name: /^Open post/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("third overlay post");
  await expect(dialog.getByRole("button", { name: "Previous post" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Next post" }).click();
  await expect(dialog).toContainText("second overlay post");
  await dialog.getByRole("button", { name: "Next post" }).click();
  await expect(dialog).toContainText("first overlay post");
  await expect(dialog.getByRole("button", { name: "Next post" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Like", exact: true }).click();
  await expect(dialog.getByText("1 like", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "posts-detail");
  await dialog.getByRole("button", { name: "Previous post" }).click();
  await expect(dialog).toContainText("second overlay post");
  await expect(dialog.getByText(/^\d+ likes?$/)).toHaveCount(0);
  await page.keyboard.press("Escape");

  const id = await postId(page, "second overlay post");
  await page.goto(`/post/${id}`);
  await expect(page.getByRole("article")).toContainText("second overlay post");
  await expect(page.getByText("No comments yet. Be the first!")).toBeVisible();
  await page.goto("/post/doesnotexist1");
  await expect(page.getByText("Post not found")).toBeVisible();
});

test("an empty feed invites exploring; /create refuses to share without media", async ({ page, member: _signedIn }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome to Niji!" })).toBeVisible();
  await expect(page.getByText("Start following people to see their posts in your feed.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore People" })).toHaveAttribute("href", "/explore");
  await expect(page.getByRole("button", { name: "Add Test Content" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "posts-empty-feed");
  const res = await page.request.post("/api/posts", { data: { caption: "no media" } });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe("Please upload at least one image or video first");
  await page.goto("/create");
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeDisabled();
});
