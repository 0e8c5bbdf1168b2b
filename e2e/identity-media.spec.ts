import sharp from "sharp";
import { createMember, expect as baseExpect, expectAccessible, screenshots, signIn, test } from "./support";

// the server compiles routes on first use in dev; be patient with it
const expect = baseExpect.configure({ timeout: 30_000 });

// Content warnings and alt text at 390 px: a warned post revealed by a tap (feed card, profile
// grid and detail overlay), and alt text typed on /create read back as the image's alt.
test.use({ hasTouch: true });

async function png(color: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="50%" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return { name: `${label}.png`, mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

test("alt text typed on /create becomes the image's alt; the content warning blurs the media until Show is tapped; without alt text a photo is described by its author, never by its file name", async ({ page, member, browser }) => {
  test.setTimeout(240_000);
  const caption = `Parade day ${Date.now()}`;
  const alt = "Two friends holding a rainbow flag in front of Yoyogi Park";

  await test.step("the author describes the photo and adds a warning on /create", async () => {
    await page.goto("/create");
    await expect(page.getByRole("heading", { name: "Create Post" })).toBeVisible();
    await page.locator("#post-files").setInputFiles([await png("#750787", "flag")]);
    await page.getByRole("button", { name: "Add alt text for media 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Alt text for media 1" });
    await dialog.getByLabel("Alt text").fill(alt);
    await expect(dialog.getByText(`${alt.length} / 1500`)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "identity-alt-text-dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Edit alt text for media 1" })).toBeVisible();
    await page.getByLabel("Caption").fill(caption);
    await page.getByLabel("Content warning (optional)").fill("Crowds and loud music");
    await expectAccessible(page);
    await screenshots(page, "identity-create");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  const follower = await createMember(page.request, { firstName: "Kenji", lastName: "Mori" });
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
  const fpage = await context.newPage();
  await signIn(fpage, follower);
  expect((await fpage.request.post(`/api/users/${member.id}/follow`)).ok()).toBe(true);

  await test.step("a follower's feed shows the warning over blurred media, and a tap reveals it", async () => {
    await fpage.goto("/");
    const card = fpage.getByRole("article").filter({ hasText: caption });
    const cover = card.getByTestId("content-warning");
    await expect(cover).toContainText("Crowds and loud music");
    // while warned, the image is hidden from assistive tech and not reachable
    await expect(card.getByRole("img", { name: alt })).toHaveCount(0);
    await expectAccessible(fpage);
    await screenshots(fpage, "identity-warning-feed");
    await cover.getByRole("button", { name: /^Show/ }).tap();
    await expect(cover).toHaveCount(0);
    await expect(card.getByRole("img", { name: alt })).toBeVisible();
    await expect(card.getByRole("img", { name: alt })).toHaveAttribute("alt", alt);
    await screenshots(fpage, "identity-warning-revealed");
  });

  await test.step("the profile grid is warned too; its tile reveals on tap and opens the overlay", async () => {
    const other = await context.newPage();
    await other.goto(`/profile/${member.id}`);
    const cover = other.getByTestId("content-warning");
    await expect(cover).toContainText("Crowds and loud music");
    await expectAccessible(other);
    await screenshots(other, "identity-warning-grid");
    await cover.getByRole("button", { name: /^Show/ }).tap();
    await other.getByRole("button", { name: new RegExp(`^Open post by .*${caption}`) }).tap();
    const dialog = other.getByRole("dialog");
    await expect(dialog.getByRole("img", { name: alt })).toBeVisible();
    await expectAccessible(other);
    await screenshots(other, "identity-overlay");
  });
  await context.close();

  await test.step("a photo without alt text is described as 'Photo by {name}', never by its file name", async () => {
    await page.goto("/create");
    await page.locator("#post-files").setInputFiles([await png("#ff8c00", "IMG_0042")]);
    await expect(page.getByRole("button", { name: "Add alt text for media 1" })).toBeVisible({ timeout: 60_000 });
    await page.getByLabel("Caption").fill("no description");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const card = page.getByRole("article").filter({ hasText: "no description" });
    const image = card.locator("img[width='1080']");
    await expect(image).toHaveAttribute("alt", new RegExp(`^Photo by (${member.username}|${member.firstName} ${member.lastName})$`));
    await expect(image).not.toHaveAttribute("alt", /IMG_0042/);
  });
});
