import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, screenshots, test } from "./support";

// Images sized for phones (issue #34, docs/decisions/media.md): Home draws each photo's ThumbHash
// while the photo loads, then the browser fetches the WebP variant its srcset picks for the screen.

/** A 1600×1200 photo-like picture (a diagonal rainbow) as the camera roll holds one. */
async function photo(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="0.5" stop-color="#ffed00"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1100" cy="450" r="260" fill="#ffffff" fill-opacity="0.55"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function sharePhoto(page: Page, bytes: Buffer, caption: string) {
  const { uploadURL } = await (await page.request.post("/api/objects/upload", { data: { purpose: "post" } })).json();
  expect((await page.request.put(uploadURL, { data: bytes, headers: { "content-type": "image/jpeg" } })).ok()).toBe(true);
  const { objectPath } = await (await page.request.put("/api/post-images", { data: { imageURL: uploadURL.split("?")[0] } })).json();
  const res = await page.request.post("/api/posts", { data: { mediaFiles: [{ url: objectPath, type: "image" }], imageUrl: objectPath, caption } });
  expect(res.status(), await res.text()).toBe(201);
  return objectPath as string;
}

test("Home shows each photo's placeholder while it loads, then the variant sized for the phone", async ({ page, member }) => {
  void member;
  await sharePhoto(page, await photo("#e40303", "#004dff"), "Evening by the river");
  const first = await sharePhoto(page, await photo("#750787", "#008026"), "Pride morning");

  // every stored image is held back until the placeholders are on screen
  const held: Route[] = [];
  const requested: string[] = [];
  let release = false;
  await page.route("**/objects/**", (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (release) return route.continue();
    held.push(route);
  });
  await page.goto("/", { waitUntil: "domcontentloaded" }); // "load" waits for the held images
  const image = page.getByRole("img", { name: /^Photo by / }).first();
  await expect(image).toHaveAttribute("srcset", `${first}.w320.webp 320w, ${first}.w640.webp 640w, ${first}.w1080.webp 1080w`);
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveCSS("background-image", /^url\("data:image\/png;base64,/);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await screenshots(page, "home-image-placeholders", { mobileOnly: true });

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // 390 CSS px at the journey's 1× density: the 640 px WebP, never the 1080 JPEG
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`${first}.w640.webp`);
  expect(requested).not.toContain(first);
  await expect(image).toHaveCSS("background-image", "none");
  await expectAccessible(page);
  await screenshots(page, "home-image-loaded", { mobileOnly: true });
});
