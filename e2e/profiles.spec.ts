import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { decodeQrPng } from "./fixtures/decode-qr";
import { recordCanvasVideo } from "./fixtures/record-video";
import { createMember, expect, expectAccessible, screenshots, test } from "./support";

test.describe("profiles", () => {
  // The shared dev server compiles routes on first use and uploads are re-encoded: allow for it.
  test.setTimeout(180_000);

  test("edit your profile: new avatar via Upload, bio, background video; see it on your profile; share it by QR code, link and message", async ({ page, member, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/edit-profile");
    await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(member.username);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Change profile photo" }).click();
    const chooser = page.getByRole("dialog", { name: "Choose profile photo" });
    for (const tab of ["Upload", "My Posts", "URL"]) await expect(chooser.getByRole("tab", { name: tab })).toBeVisible();
    await expectAccessible(page);
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#e4007c" } }).png().toBuffer();
    await chooser.getByLabel("Choose an image").setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: png });
    await expect(chooser).toBeHidden({ timeout: 60_000 });
    await expect(page.getByLabel("Profile Image URL")).toHaveValue(/^\/objects\//);

    const bio = "Proud ally from Osaka 🌈 coffee, cats and climbing.";
    await page.getByLabel("Bio").fill(bio);
    await expect(page.getByText(`${bio.length}/150`)).toBeVisible();

    const { bytes: webm } = await recordCanvasVideo(page, ["video/webm"]);
    await page.getByLabel("Background Video").setInputFiles({ name: "loop.webm", mimeType: "video/webm", buffer: webm });
    await expect(page.getByLabel("Background video preview")).toHaveAttribute("src", /^\/objects\//, { timeout: 60_000 });
    await screenshots(page, "edit-profile");

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(`**/profile/${member.id}`, { timeout: 60_000 });
    await expect(page.getByText(bio)).toBeVisible({ timeout: 30_000 });
    const avatar = page.getByRole("img", { name: `${member.username}'s profile picture` });
    await expect(avatar).toHaveAttribute("src", /^\/objects\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("profile-background-video")).toHaveAttribute("src", /^\/objects\//);
    await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/api/logout");
    await expect(page.getByText("No posts yet")).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "profile-own");

    await page.getByRole("tab", { name: "Saved" }).click();
    await expect(page.getByText("No saved posts yet")).toBeVisible();
    await page.getByRole("tab", { name: "Events" }).click();
    await expect(page.getByText("No events yet")).toBeVisible();
    await expect(page.getByText("Events you're interested in will appear here")).toBeVisible();

    // share the profile: the downloaded QR code opens the profile URL
    await page.goto("/profile");
    await page.getByRole("button", { name: "Share Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Profile" });
    await expect(dialog.getByRole("img", { name: `QR code for ${member.username}'s profile` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "share-profile");

    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe(`${member.username}-qr-code.png`);
    await expect(page.getByText("Downloaded!")).toBeVisible();
    const qrPng = await readFile((await download.path())!);
    const meta = await sharp(qrPng).metadata();
    expect(meta.width).toBe(256);
    const origin = new URL(baseURL!).origin;
    expect(await decodeQrPng(qrPng)).toBe(`${origin}/profile/${member.id}`);

    await dialog.getByRole("tab", { name: "Link" }).click();
    await expect(dialog.getByLabel("Profile link")).toHaveValue(`${origin}/profile/${member.id}`);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Copied!").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/profile/${member.id}`);

    await dialog.getByRole("tab", { name: "Messages" }).click();
    for (const title of ["Friendly Invitation", "Community Invite", "Simple Share"]) await expect(dialog.getByText(title)).toBeVisible();
    await dialog.getByRole("button", { name: /Simple Share/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`/profile/${member.id}`);
  });

  test("the edit form enforces the bio and password rules", async ({ page, member }) => {
    await page.goto("/edit-profile");
    await expect(page.getByLabel("Username")).toHaveValue(member.username);
    await page.getByLabel("Bio").fill("b".repeat(151));
    await page.getByLabel("New Password", { exact: true }).fill("secret-1");
    await page.getByLabel("Confirm Password").fill("secret-2");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Bio must be at most 150 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/edit-profile$/);
  });

  test("find a member through Explore > People, follow them, see the counts change, unfollow", async ({ page, member }) => {
    const token = `zq${Date.now().toString(36)}`;
    const other = await createMember(page.request, { firstName: `${token}Kai`, lastName: "Mori" });

    await page.goto("/explore");
    await expect(page.getByText("Discover People").or(page.getByRole("tab", { name: "Posts" }))).toBeVisible();
    await page.getByRole("tab", { name: "People" }).click();
    await expect(page.getByText("Discover People")).toBeVisible();
    await expect(page.getByText("Search for users to connect with")).toBeVisible();

    await page.getByLabel("Search people").fill("zzz-nobody-zzz");
    await expect(page.getByText('No users found for "zzz-nobody-zzz"')).toBeVisible({ timeout: 30_000 });

    await page.getByLabel("Search people").fill(token.toUpperCase());
    const results = page.getByRole("list", { name: "People results" });
    await expect(results.getByRole("link", { name: new RegExp(other.username) })).toBeVisible({ timeout: 30_000 });
    await results.getByRole("button", { name: `Follow ${other.username}` }).click();
    await expect(results.getByRole("button", { name: `Unfollow ${other.username}` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "explore-people");

    // oneself shows no Follow button
    await page.getByLabel("Search people").fill(member.username);
    await expect(results.getByRole("link", { name: new RegExp(member.username) })).toBeVisible();
    await expect(results.getByRole("button")).toHaveCount(0);

    await page.getByLabel("Search people").fill(token);
    await results.getByRole("link", { name: new RegExp(other.username) }).click();
    await page.waitForURL(`**/profile/${other.id}`, { timeout: 60_000 });
    await expect(page.getByTestId("count-followers")).toContainText("1", { timeout: 30_000 });
    await expect(page.getByRole("tab", { name: "Saved" })).toBeVisible();
    await page.getByRole("tab", { name: "Saved" }).click();
    await expect(page.getByText("Saved posts are private")).toBeVisible();
    await page.getByRole("tab", { name: "Posts" }).click();
    await screenshots(page, "profile-other");

    await page.getByRole("button", { name: `Unfollow ${other.username}` }).click();
    await expect(page.getByRole("button", { name: `Follow ${other.username}` })).toBeVisible();
    await expect(page.getByTestId("count-followers")).toContainText("0");

    await page.goto("/profile");
    await expect(page.getByTestId("count-following")).toContainText("0", { timeout: 30_000 });
  });
});
