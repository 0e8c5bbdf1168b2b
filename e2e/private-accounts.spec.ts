import { createMember, expect as baseExpect, expectAccessible, screenshots, seedPost, signIn, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });

// Private accounts: the owner turns Private on in Edit Profile; a member asks to follow and sees
// only the header; the owner accepts on /follow-requests; the requester then sees the posts.

test("a private account approves a request and the requester then sees the posts", async ({ page, member, browser }) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  const owner = await createMember(ownerPage.request, { firstName: "Haruka" });
  await signIn(ownerPage, owner);
  await seedPost(ownerPage, "for approved friends");

  // the owner turns the account private
  await ownerPage.goto("/edit-profile");
  const privateSwitch = ownerPage.getByRole("switch", { name: "Private account" });
  await expect(privateSwitch).toHaveAttribute("aria-checked", "false");
  await privateSwitch.click();
  await expect(privateSwitch).toHaveAttribute("aria-checked", "true");
  await expect(ownerPage.getByRole("switch", { name: "Show me in people search" })).toHaveAttribute("aria-checked", "true");
  await expectAccessible(ownerPage);
  await screenshots(ownerPage, "private-edit-profile");
  await ownerPage.getByRole("button", { name: "Save Changes" }).click();
  await ownerPage.waitForURL(`**/profile/${owner.id}`);

  // the member sees the header only, and asks to follow
  await page.goto(`/profile/${owner.id}`);
  await expect(page.getByRole("heading", { name: owner.username })).toBeVisible();
  await expect(page.getByText("This account is private")).toBeVisible();
  // the posts count is what this member can list: nothing yet (issue #28)
  await expect(page.getByTestId("count-posts")).toContainText("0");
  await expect(page.getByRole("tab", { name: "Posts" })).toHaveCount(0);
  await page.getByRole("button", { name: `Follow ${owner.username}` }).click();
  const requested = page.getByRole("button", { name: `Cancel your follow request to ${owner.username}` });
  await expect(requested).toHaveText("Requested");
  await expect(page.getByText("You asked to follow this account.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "private-profile-requested");

  // the owner finds the request from Notifications and accepts it
  await ownerPage.goto("/notifications");
  await ownerPage.getByRole("link", { name: "Follow requests" }).click();
  await ownerPage.waitForURL("**/follow-requests");
  const requests = ownerPage.getByRole("list", { name: "Follow requests" });
  await expect(requests.getByText(member.username)).toBeVisible();
  await expectAccessible(ownerPage);
  await screenshots(ownerPage, "private-follow-requests");
  await requests.getByRole("button", { name: `Accept ${member.username}'s follow request` }).click();
  await expect(ownerPage.getByText(`${member.username} now follows you`)).toBeVisible();
  await expect(ownerPage.getByText("No follow requests right now.")).toBeVisible();

  // the requester now follows and sees the posts
  await page.reload();
  await expect(page.getByRole("button", { name: `Unfollow ${owner.username}` })).toBeVisible();
  await expect(page.getByText("This account is private")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Posts" })).toBeVisible();
  await expect(page.getByTestId("count-followers")).toContainText("1");
  await expect(page.getByTestId("count-posts")).toContainText("1");
  await expect(page.getByRole("button", { name: /for approved friends/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "private-profile-approved");
  await ownerContext.close();
});
