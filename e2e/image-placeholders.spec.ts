import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { createMember, expect, expectAccessible, memberPage, screenshots, test } from "./support";

// Images sized for phones (issue #34, docs/decisions/media.md): Home draws each photo's ThumbHash
// while the photo loads, then the browser fetches the WebP variant its srcset picks for the screen.

/** A 1600×1200 photo-like picture (a diagonal rainbow) as the camera roll holds one. */
async function photo(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="0.5" stop-color="#ffed00"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1100" cy="450" r="260" fill="#ffffff" fill-opacity="0.55"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The upload handshake for `purpose`, registered at `endpoint` under `field`: the stored image's address. */
async function uploadPhoto(page: Page, bytes: Buffer, purpose: string, endpoint: string, field: string) {
  const { uploadURL } = await (await page.request.post("/api/objects/upload", { data: { purpose } })).json();
  expect((await page.request.put(uploadURL, { data: bytes, headers: { "content-type": "image/jpeg" } })).ok()).toBe(true);
  const res = await page.request.put(endpoint, { data: { [field]: uploadURL.split("?")[0] } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).objectPath as string;
}

async function sharePhoto(page: Page, bytes: Buffer, caption: string) {
  const objectPath = await uploadPhoto(page, bytes, "post", "/api/post-images", "imageURL");
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

/** The address the browser chose for `img` once it has loaded. */
async function chosen(img: import("@playwright/test").Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

test("avatars, comments, messages and stories fetch the variant of the size they are drawn at", async ({ page, member, browser, request }) => {
  const friend = await createMember(request, { firstName: "Kenji", lastName: "Mori" });
  const avatar = await uploadPhoto(page, await photo("#ff8c00", "#732982"), "profile", "/api/profile-images", "profileImageURL");
  expect((await page.request.put(`/api/users/${member.id}`, { data: { username: member.username, profileImageUrl: avatar } })).status()).toBe(200);
  const postImage = await sharePhoto(page, await photo("#e40303", "#004dff"), "Parade day");
  const post = (await (await page.request.get("/api/posts/feed")).json()).find((p: { imageUrl: string }) => p.imageUrl === postImage);
  const commentImage = await uploadPhoto(page, await photo("#008026", "#24408e"), "comment", "/api/comment-media", "mediaURL");
  expect((await page.request.post(`/api/posts/${post.id}/comments`, { data: { content: "The float!", imageUrl: commentImage, altText: "A rainbow float" } })).status()).toBe(201);
  const storyImage = await uploadPhoto(page, await photo("#750787", "#ffed00"), "story", "/api/story-images", "imageURL");
  expect((await page.request.post("/api/stories", { data: { imageUrl: storyImage, audience: "followers", altText: "Confetti at the parade" } })).status()).toBe(201);
  const conversation = await (await page.request.post("/api/conversations", { data: { userId: friend.id } })).json();
  const messageImage = await uploadPhoto(page, await photo("#5bcefa", "#f5a9b8"), "message", "/api/message-media", "mediaURL");
  expect((await page.request.post(`/api/conversations/${conversation.id}/messages`, { data: { mediaUrl: messageImage, altText: "Our banner" } })).status()).toBe(201);

  const originals = [avatar, commentImage, storyImage, messageImage];
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));

  // 390 CSS px at 1×: a 40 px avatar and a 160 px comment photo need the 320 copy, a 96 px profile photo too
  await page.goto(`/post/${post.id}`);
  const comment = page.getByRole("img", { name: "A rainbow float" });
  expect(await chosen(comment)).toBe(`${commentImage}.w320.webp`);
  const authorAvatars = page.locator(`img[src="${avatar}"]`);
  for (const img of await authorAvatars.all()) expect(await chosen(img)).toBe(`${avatar}.w320.webp`);
  await expectAccessible(page);
  await screenshots(page, "variants-post-comment");

  await page.goto(`/profile/${member.id}`);
  expect(await chosen(page.getByRole("img", { name: /profile picture$/ }))).toBe(`${avatar}.w320.webp`);
  await screenshots(page, "variants-profile");

  // a bubble is at most three quarters of a phone's width: 292 px, the 320 copy
  await page.goto(`/messages/${conversation.id}`);
  expect(await chosen(page.getByRole("img", { name: "Our banner" }))).toBe(`${messageImage}.w320.webp`);
  await expectAccessible(page);
  await screenshots(page, "variants-message");

  // the story fills a 390 px phone: the 640 copy; its owner's ring shows the avatar's 320
  const fan = await memberPage(browser, friend);
  expect((await fan.request.post(`/api/users/${member.id}/follow`)).status()).toBeLessThan(300);
  const fanRequested: string[] = [];
  fan.on("request", (req) => fanRequested.push(new URL(req.url()).pathname));
  await fan.goto("/");
  await fan.getByRole("button", { name: new RegExp(`^View ${member.firstName}'s story`) }).click();
  const viewer = fan.getByRole("dialog", { name: `${member.firstName}'s story` });
  expect(await chosen(viewer.getByRole("img", { name: "Confetti at the parade" }))).toBe(`${storyImage}.w640.webp`);
  await screenshots(fan, "variants-story", { mobileOnly: true });
  expect(fanRequested).toContain(`${avatar}.w320.webp`);
  expect([...requested, ...fanRequested].filter((path) => originals.includes(path))).toEqual([]);

  // the same screens in Japanese
  expect((await page.request.put(`/api/users/${member.id}/locale`, { data: { locale: "ja" } })).status()).toBeLessThan(300);
  await page.context().addCookies([{ name: "NIJI_LOCALE", value: "ja", url: page.url() }]);
  await page.goto(`/post/${post.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("img", { name: "A rainbow float" })).toBeVisible();
  await screenshots(page, "variants-post-comment-ja");
  await page.goto(`/messages/${conversation.id}`);
  await expect(page.getByRole("img", { name: "Our banner" })).toBeVisible();
  await screenshots(page, "variants-message-ja");
  await fan.context().close();
});
