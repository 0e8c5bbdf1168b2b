import { createMember, expect as baseExpect, expectAccessible, memberPage, screenshots, seedPost, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });

// One rule for hidden things (issue #28): a member blocked while editing their comment under the
// blocker's post cannot save it. The server answers 404 (as for a comment that never existed) and the
// inline editor shows the not-found notice, chosen by the reply's code, and reloads the comment list
// (the comment leaves the member's page); on the server the comment keeps its text.


test("a member blocked while editing their comment gets the not-found notice; the comment keeps its text", async ({ page, member, browser }) => {
  test.setTimeout(180_000);
  const author = await createMember(page.request, { firstName: "Haruka", lastName: "Blocker" });
  const witness = await createMember(page.request, { firstName: "Sora", lastName: "Witness" });
  const authorPage = await memberPage(browser, author);
  const witnessPage = await memberPage(browser, witness);
  const post = await seedPost(authorPage, "an evening in Ni-chome");
  const created = await page.request.post(`/api/posts/${post.id}/comments`, { data: { content: "what a night" } });
  expect(created.status()).toBe(201);
  const commentId = ((await created.json()) as { id: string }).id;

  await page.goto(`/post/${post.id}`);
  const comment = page.getByRole("listitem").filter({ hasText: "what a night" });
  await expect(comment).toContainText(member.username);

  await test.step("the member opens the inline editor and types", async () => {
    await comment.getByRole("button", { name: "Comment options" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.getByRole("textbox", { name: "Edit comment" }).fill(`what a night, @${witness.username}`);
  });

  await test.step("the post's author blocks them meanwhile", async () => {
    expect((await authorPage.request.post(`/api/users/${member.id}/block`)).status()).toBe(200);
  });

  await test.step("Save answers 404 and the editor shows the not-found notice", async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Comment not found").first()).toBeVisible();
    await expect(page.getByText("This comment or the post it belongs to is no longer available.").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Edit comment" })).toHaveCount(0);
    // the comment list is read again: the post is hidden from the member now, so the comment leaves the page
    await expect(comment).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, "comment-edit-hidden", { area: "comment-edit-hidden", mobileOnly: true });
  });

  await test.step("nothing changed on the server, and the member the edit named was not told", async () => {
    const again = await page.request.put(`/api/comments/${commentId}`, { data: { content: `still trying @${witness.username}` } });
    expect(again.status()).toBe(404);
    expect(await again.json()).toEqual({ message: "Comment not found", code: "not_found", messageKey: "commentNotFound" });
    // a third member still sees the comment as it was written
    const comments = (await (await witnessPage.request.get(`/api/posts/${post.id}/comments`)).json()) as { id: string; content: string }[];
    expect(comments.find((c) => c.id === commentId)?.content).toBe("what a night");
    const { notifications } = (await (await witnessPage.request.get("/api/notifications")).json()) as { notifications: { type: string }[] };
    expect(notifications.map((n) => n.type)).not.toContain("comment_mention");
  });

  await authorPage.context().close();
  await witnessPage.context().close();
});
