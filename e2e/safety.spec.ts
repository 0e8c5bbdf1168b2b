import type { Page } from "@playwright/test";
import { createMember, expect, expectAccessible, expectToastClear, screenshots, seedPost, signIn, test } from "./support";

// Block and mute journeys at 390 px: the profile ⋯ menu, the block confirmation, the feed and
// search losing the blocked member, a timed mute, and the settings page's Unblock / Unmute.

/** Me and a followed member, each with one post; signed in as me at the end. */
async function meAndFriend(page: Page, token: string) {
  const me = await createMember(page.request, { firstName: "Aiko" });
  const friend = await createMember(page.request, { firstName: `${token}Ren`, lastName: "Mori" });
  await signIn(page, friend);
  await seedPost(page, `${token} friend's post`);
  await signIn(page, me);
  await seedPost(page, `${token} my post`);
  const follow = await page.request.post(`/api/users/${friend.id}/follow`);
  expect(await follow.json()).toMatchObject({ isFollowing: true });
  return { me, friend };
}

test.describe("block and mute", () => {
  test.setTimeout(180_000);

  test("block from the profile menu: their posts leave the feed and search; unblock in settings", async ({ page }) => {
    const token = `zb${Date.now().toString(36)}`;
    const { friend } = await meAndFriend(page, token);
    const feed = page.getByRole("article");

    await page.goto("/");
    await expect(feed.filter({ hasText: `${token} friend's post` })).toBeVisible({ timeout: 30_000 });

    await page.goto(`/profile/${friend.id}`);
    await page.getByRole("button", { name: `More options for @${friend.username}` }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Mute for 1 hour" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: `Block @${friend.username}` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "safety-profile-menu");

    await menu.getByRole("menuitem", { name: `Block @${friend.username}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Block @${friend.username}?` });
    await expect(confirm).toContainText("Niji won't tell them you blocked them.");
    await expectAccessible(page);
    await screenshots(page, "safety-block-dialog");
    await confirm.getByRole("button", { name: "Block" }).click();
    await expect(page.getByRole("heading", { name: `You blocked @${friend.username}` })).toBeVisible();
    await expect(page.getByText(`Blocked @${friend.username}`, { exact: true })).toBeVisible();

    // a reload still says who is blocked (the profile itself is gone for both)
    await page.reload();
    await expect(page.getByRole("heading", { name: `You blocked @${friend.username}` })).toBeVisible();
    await screenshots(page, "safety-blocked-profile");

    await page.goto("/");
    await expect(feed.filter({ hasText: `${token} my post` })).toBeVisible({ timeout: 30_000 });
    await expect(feed.filter({ hasText: `${token} friend's post` })).toHaveCount(0);

    await page.goto("/explore");
    await page.getByLabel("Search people").fill(token);
    await expect(page.getByText(`No users found for "${token}"`)).toBeVisible({ timeout: 30_000 });

    await page.goto("/profile");
    await page.getByRole("link", { name: "Privacy and safety settings" }).click();
    await page.waitForURL("**/settings");
    const blocked = page.getByRole("region", { name: "Blocked accounts" });
    await expect(blocked.getByText(`@${friend.username}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Muted accounts" }).getByText("You haven't muted anyone.")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "safety-settings");

    await blocked.getByRole("button", { name: `Unblock @${friend.username}` }).click();
    await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();
    await page.goto(`/profile/${friend.id}`);
    await expect(page.getByRole("heading", { name: friend.username, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Follow ${friend.username}` })).toBeVisible();
  });

  test("mute for a day from the menu: their posts leave the feed, unmute in settings brings them back", async ({ page }) => {
    const token = `zm${Date.now().toString(36)}`;
    const { friend } = await meAndFriend(page, token);
    const feed = page.getByRole("article");

    await page.goto(`/profile/${friend.id}`);
    await page.getByRole("button", { name: `More options for @${friend.username}` }).click();
    await page.getByRole("menuitem", { name: "Mute for 1 day" }).click();
    await expect(page.getByText(`Muted @${friend.username}`)).toBeVisible();
    // the toast goes below the profile's ⋯ (on a phone the ⋯ sits just under the header, where toasts go):
    // the member can undo at once
    const more = page.getByRole("button", { name: `More options for @${friend.username}` });
    await expectToastClear(page, page.getByRole("banner"), more);
    await screenshots(page, "profile-muted-toast", { area: "safety", mobileOnly: true });
    await more.click();
    await expect(page.getByRole("menuitem", { name: `Unmute @${friend.username}` })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/");
    await expect(feed.filter({ hasText: `${token} my post` })).toBeVisible({ timeout: 30_000 });
    await expect(feed.filter({ hasText: `${token} friend's post` })).toHaveCount(0);

    await page.goto("/settings");
    const muted = page.getByRole("region", { name: "Muted accounts" });
    await expect(muted.getByText(`@${friend.username}`)).toBeVisible();
    await expect(muted.getByText(/^Muted until /)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "safety-settings-muted");
    await muted.getByRole("button", { name: `Unmute @${friend.username}` }).click();
    await expect(muted.getByText("You haven't muted anyone.")).toBeVisible();

    await page.goto("/");
    await expect(feed.filter({ hasText: `${token} friend's post` })).toBeVisible({ timeout: 30_000 });
  });
});
