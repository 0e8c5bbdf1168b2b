import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createMember, expect, expectAccessible, memberPage, screenshots, test } from "./support";

// Media follows its content's audience (issue #28): a close friend who watched a Close Friends story
// and kept its image address gets nothing once the owner takes them off the list: the address answers
// 404 (as if it never existed) to a reload, a new visit and an <img> or fetch() that may use the
// browser's cache (the image was never cached as immutable: every use revalidates).

// the shared server can be slow under load: server round trips get a generous wait
const SLOW = 60_000;


/** A Close Friends photo story through the real upload handshake; returns its image address. */
async function shareCloseFriendsStory(page: Page): Promise<string> {
  const { uploadURL } = await (await page.request.post("/api/objects/upload", { data: { purpose: "story" } })).json();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960"><rect width="100%" height="100%" fill="#008026"/></svg>`;
  const put = await page.request.put(uploadURL, { data: await sharp(Buffer.from(svg)).jpeg().toBuffer(), headers: { "content-type": "image/jpeg" } });
  expect(put.ok()).toBe(true);
  const { objectPath } = await (await page.request.put("/api/story-images", { data: { imageURL: uploadURL.split("?")[0] } })).json();
  const res = await page.request.post("/api/stories", { data: { imageUrl: objectPath, audience: "close_friends" } });
  expect(res.status(), await res.text()).toBe(201);
  return objectPath as string;
}

/** What the page's own <img> and fetch() (both allowed to use the HTTP cache) get for `address`. */
const inPage = (page: Page, address: string) =>
  page.evaluate(async (url) => {
    const status = (await fetch(url)).status;
    const loaded = await new Promise<boolean>((resolve) => {
      const img = new Image();
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = url;
    });
    return { status, loaded };
  }, address);

test("a removed close friend reloads the Close Friends story's image address and gets nothing", async ({ page, member: owner, browser }) => {
  test.setTimeout(240_000);
  const friend = await createMember(page.request, { firstName: "Kiyomi", lastName: "Closefriend" });
  const friendPage = await memberPage(browser, friend);
  expect((await friendPage.request.post(`/api/users/${owner.id}/follow`)).status()).toBe(200);
  expect((await page.request.put(`/api/close-friends/${friend.id}`)).status()).toBeLessThan(300);
  const address = await shareCloseFriendsStory(page);

  await test.step("the close friend watches the story and opens its image address", async () => {
    await friendPage.goto("/");
    const tile = friendPage.getByRole("region", { name: "Stories" }).getByRole("button", { name: /Close Friends story/ });
    await expect(tile).toBeVisible({ timeout: SLOW });
    await tile.click();
    const viewer = friendPage.getByRole("dialog");
    await expect(viewer.getByText("Close Friends", { exact: true })).toBeVisible({ timeout: SLOW });
    await expect(viewer.locator(`img[src="${address}"]`)).toBeVisible({ timeout: SLOW });
    await viewer.getByRole("button", { name: "Pause" }).click();
    await expectAccessible(friendPage);
    expect(await inPage(friendPage, address)).toEqual({ status: 200, loaded: true });
    const direct = await friendPage.goto(address);
    expect(direct?.status()).toBe(200);
    expect(direct?.headers()["cache-control"]).toBe("private, no-cache");
  });

  await test.step("the owner takes them off Close Friends", async () => {
    expect((await page.request.delete(`/api/close-friends/${friend.id}`)).status()).toBeLessThan(300);
  });

  await test.step("the same address answers 404 to a reload, a new visit, an <img> and fetch()", async () => {
    const reloaded = await friendPage.reload();
    expect(reloaded?.status()).toBe(404);
    await screenshots(friendPage, "media-privacy-removed-close-friend", { area: "media-privacy", mobileOnly: true });
    expect((await friendPage.goto(address))?.status()).toBe(404);
    await friendPage.goto("/");
    const strip = friendPage.getByRole("region", { name: "Stories" });
    await expect(strip.getByRole("button", { name: "Your Story" })).toBeVisible({ timeout: SLOW });
    await expect(strip.getByRole("button", { name: /Close Friends story/ })).toHaveCount(0);
    expect(await inPage(friendPage, address)).toEqual({ status: 404, loaded: false });
    await expectAccessible(friendPage);
    await screenshots(friendPage, "media-privacy-strip-after-removal", { area: "media-privacy", mobileOnly: true });
  });
});
