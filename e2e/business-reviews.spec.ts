import sharp from "sharp";
import { expect as baseExpect, createMember, expectAccessible, screenshots, signIn, test } from "./support";
import { adminPage } from "./fixtures/admin";

// Issue #17, reviews half, at 390 px: a member reviews a business with a photo and sees the
// directory card's rating change, confirms a tag; a second member sees the review and the count.
const expect = baseExpect.configure({ timeout: 30_000 });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ viewport: { width: 390, height: 844 } });

test("a member reviews a business with a photo, confirms a tag; another member sees both", async ({ page, member: _signedIn, browser, baseURL }) => {
  test.setTimeout(300_000);
  const name = `Rainbow Kissa ${unique()}`;
  // a listed business: applied for through the API, approved by an admin
  const applied = await page.request.post("/api/business-applications", {
    data: { name, businessType: "cafe", city: "Tokyo", address: "2-14 Shinjuku", description: "Coffee and a calm corner.", tags: ["lgbtq-friendly", "partnership-certificate-accepted"] },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { page: adminTab } = await adminPage(browser, baseURL!);
  const approved = await adminTab.request.post(`/api/business-applications/${(await applied.json()).id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);

  // the directory card links to the page; no rating yet
  await page.goto("/peerpicks");
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: /Rated/ })).toHaveCount(0);
  await card.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("rating-summary")).toHaveText("No reviews yet");
  await expect(page.getByText("No reviews yet. Be the first to share your visit.")).toBeVisible();

  // validation, then a review with a photo and alt text
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Please write a few words about your visit")).toBeVisible();
  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByLabel("Your review", { exact: true }).fill("Warm staff who asked for my pronouns. Great matcha.");
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#f59e0b" } }).png().toBuffer();
  await page.getByTestId("review-photo-input").setInputFiles({ name: "matcha.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Describe the photo").fill("A green matcha latte on a wooden table");
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByTestId("rating-summary")).toHaveText("4.0 out of 5 · 1 review");
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText("Warm staff who asked for my pronouns. Great matcha.")).toBeVisible();
  await expect(reviews.getByRole("img", { name: "A green matcha latte on a wooden table" })).toBeVisible();

  // confirm a tag
  await page.getByRole("button", { name: "Confirm partnership certificate accepted" }).click();
  await expect(page.getByRole("button", { name: "Confirm partnership certificate accepted" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Confirmed by 1 · disputed by 0").last()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "business-page-en", { area: "reviews" });

  // the directory card shows the new rating
  await page.goto("/peerpicks");
  await expect(page.getByRole("article", { name }).getByRole("img", { name: "Rated 4.0 out of 5 from 1 review" })).toBeVisible();

  // a second member sees the review and the count, in Japanese
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const second = await context.newPage();
  const other = await createMember(second.request, { firstName: "Ren" });
  await signIn(second, other);
  await context.addCookies([{ name: "NIJI_LOCALE", value: "ja", url: baseURL! }]);
  await second.goto("/peerpicks");
  await second.getByRole("article", { name }).getByRole("link", { name }).click();
  await expect(second.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(second.getByText("Warm staff who asked for my pronouns. Great matcha.")).toBeVisible();
  await expect(second.getByText("パートナーシップ証明書OK")).toBeVisible();
  await expect(second.getByText("確認 1人 · 異議 0人").first()).toBeVisible();
  await expect(second.getByTestId("rating-summary")).toHaveText("5点中4.0 · 1件のレビュー");
  await expectAccessible(second);
  await screenshots(second, "business-page-ja", { area: "reviews" });
  await context.close();
});
