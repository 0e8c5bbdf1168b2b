import sharp from "sharp";
import { expect, expectAccessible, screenshots, test } from "./support";

// Direct-to-storage uploads (issue #18), on the second journey server whose uploads live on an
// s3rver (scripts/e2e-s3-server.sh): the browser PUTs the photo to the object store itself, the app
// registers it (re-encoded, metadata gone) and serves it to members under /objects/.
test("a photo goes straight to the S3 store, is registered and shows in the feed", async ({ page, member }) => {
  test.setTimeout(180_000);
  expect(member.id).toBeTruthy();
  const caption = `Straight to the bucket ${Date.now()}`;
  const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#ff8c00" } })
    .jpeg()
    .withExif({ IFD0: { Make: "NijiPhone", Model: "Where I live" } })
    .toBuffer();

  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Create Post" })).toBeVisible();
  const toStore = page.waitForRequest((req) => req.method() === "PUT" && /^http:\/\/127\.0\.0\.1:\d+\/niji-e2e\/incoming\/[0-9a-f]{64}\?/.test(req.url()));
  const stored = page.waitForResponse((res) => res.request().method() === "PUT" && res.url().includes("/niji-e2e/incoming/"));
  await page.locator("#post-files").setInputFiles([{ name: "orange.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await toStore;
  expect((await stored).status()).toBe(200);
  const registered = await page.waitForResponse((res) => res.url().endsWith("/api/post-images") && res.request().method() === "PUT");
  expect(registered.status()).toBe(200);
  const { objectPath } = (await registered.json()) as { objectPath: string };
  expect(objectPath).toMatch(/^\/objects\/m\/[0-9a-f]{32}\.jpg$/);
  await expect(page.getByRole("button", { name: "Remove media 1" })).toBeVisible({ timeout: 60_000 });

  await page.getByLabel("Caption").fill(caption);
  await expectAccessible(page);
  await screenshots(page, "s3-create", { area: "s3" });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const card = page.getByRole("article").filter({ hasText: caption });
  await expect(card).toBeVisible();
  const image = card.locator(`img[src="${objectPath}"]`);
  // the phone-sized variant the upload wrote to the store beside the original (docs/decisions/media.md), decoded
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ""))).toMatch(/\.jpg\.w640\.webp$/);
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`${objectPath}.w640.webp`);
  await screenshots(page, "s3-feed", { area: "s3" });

  // what the app serves has no metadata left
  const served = await page.request.get(objectPath);
  expect(served.status()).toBe(200);
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
});
