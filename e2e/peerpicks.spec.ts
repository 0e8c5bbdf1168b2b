import sharp from "sharp";
import { expect as baseExpect, expectAccessible, screenshots, test } from "./support";
import { adminPage } from "./fixtures/admin";

// PeerPicks journeys: apply with a photo and tags -> admin review (reject needs a reason, approve)
// -> the business is listed, found by smart search and tag filters -> the member sees the decision.

// The shared dev server compiles routes on first use; give it time.
const expect = baseExpect.configure({ timeout: 30_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Under `next dev` each route compiles on first use (up to ~40 s); touch them once up front.
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await Promise.all([
    request.post("/api/business-applications/warmup/approve", { data: {} }),
    request.post("/api/business-applications/warmup/reject", { data: {} }),
    request.get("/api/businesses/warmup"),
    request.get("/api/notifications"),
    request.post("/api/businesses/ai-search", { data: {} }),
    request.get("/edit-business/warmup"),
    request.get("/admin/review"),
    request.get("/add-business"),
  ]);
});

test("a member applies with a photo and tags; an admin rejects one and approves it; it is listed and found", async ({ page, member: _signedIn, browser, baseURL }) => {
  test.setTimeout(300_000);
  const name = `Niji Lounge ${unique()}`;
  const otherName = `Other Spot ${unique()}`;

  // Apply to Join PeerPicks
  await page.goto("/peerpicks");
  await expect(page.getByRole("heading", { name: "PeerPicks", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Add Business" }).click();
  await expect(page).toHaveURL(/\/add-business$/);
  await expect(page.getByRole("heading", { name: "Apply to Join PeerPicks" })).toBeVisible();
  const extract = page.getByRole("button", { name: "Extract Info" });
  await expect(extract).toBeDisabled();
  await page.getByLabel("Google Maps URL").fill("https://example.com/not-a-map");
  await extract.click();
  await expect(page.getByText("Please enter a valid Google Maps, Search, or share link")).toBeVisible();
  await page.getByLabel("Google Maps URL").fill("https://www.google.com/maps/place/Rainbow+Lounge+Tokyo/@35.69,139.70,17z");
  await extract.click();
  await expect(page.getByText('Found: "Rainbow Lounge Tokyo". Please review and fill in additional details.')).toBeVisible();
  await expect(page.getByLabel("Business Name")).toHaveValue("Rainbow Lounge Tokyo");

  await page.getByLabel("Business Name").fill("");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Business name is required")).toBeVisible();

  await page.getByLabel("Business Name").fill(name);
  await page.getByRole("combobox", { name: "Business Type" }).click();
  await page.getByRole("option", { name: "Bar", exact: true }).click();
  await page.getByLabel("Description").fill("Cocktails, karaoke and a warm welcome in Ni-chome.");
  await page.getByLabel("Address").fill("2-12-1 Shinjuku, Shinjuku-ku");
  await page.getByLabel("City").fill("Tokyo");
  await page.getByLabel("Email").fill("bad-email");
  await page.getByLabel("Website").fill("https://lounge.example.jp");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await page.getByLabel("Email").fill("hello@lounge.example.jp");

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#8b5cf6" } }).png().toBuffer();
  await page.locator("#business-photo-file").setInputFiles({ name: "lounge.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Photo Uploaded!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("img", { name: "Photo preview" })).toBeVisible();
  const features = page.getByRole("group", { name: "Business Features" });
  await features.getByRole("button", { name: "lgbtq friendly" }).click();
  await features.getByRole("button", { name: "safe space" }).click();
  await features.getByRole("button", { name: "pronouns" }).click();
  await features.getByRole("button", { name: "pronouns" }).click();
  await expect(features.getByRole("button", { name: "lgbtq friendly" })).toHaveAttribute("aria-pressed", "true");
  await expect(features.getByRole("button", { name: "pronouns" })).toHaveAttribute("aria-pressed", "false");
  await expectAccessible(page);
  await screenshots(page, "peerpicks-apply");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted!")).toBeVisible();
  await expect(page).toHaveURL(/\/peerpicks$/);
  const mine = page.getByRole("region", { name: "Your applications" });
  await expect(mine.getByRole("listitem", { name })).toContainText("Pending");

  // a second application, to be rejected
  const second = await page.request.post("/api/business-applications", { data: { name: otherName, businessType: "shop", city: "Osaka" } });
  expect(second.status()).toBe(201);

  // members cannot review
  await page.goto("/admin/review");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();

  // the admin reviews
  const { page: adminTab } = await adminPage(browser, baseURL!);
  await adminTab.goto("/admin/review");
  await expect(adminTab.getByRole("heading", { name: "Business Applications" })).toBeVisible();
  await expect(adminTab.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  const card = adminTab.getByRole("article", { name });
  await expect(card).toContainText("Applied by Aiko Tanaka");
  await expect(card).toContainText("lgbtq friendly");
  await expect(card).toContainText("hello@lounge.example.jp");
  await expect(card.getByText("Pending")).toBeVisible();

  const otherCard = adminTab.getByRole("article", { name: otherName });
  await otherCard.getByRole("button", { name: "Reject" }).click();
  const rejectDialog = adminTab.getByRole("dialog", { name: "Reject Application" });
  await expect(rejectDialog.getByRole("button", { name: "Reject" })).toBeDisabled();
  await rejectDialog.getByLabel("Reason for rejection").fill("   ");
  await expect(rejectDialog.getByRole("button", { name: "Reject" })).toBeDisabled();
  await rejectDialog.getByLabel("Reason for rejection").fill("We could not verify this business.");
  await expectAccessible(adminTab);
  await rejectDialog.getByRole("button", { name: "Reject" }).click();
  await expect(adminTab.getByText("The applicant will be notified of the decision.")).toBeVisible();
  await expect(otherCard).toHaveCount(0);

  await screenshots(adminTab, "peerpicks-admin-review");
  await card.getByRole("button", { name: "Approve" }).click();
  const approveDialog = adminTab.getByRole("dialog", { name: "Approve Application" });
  await approveDialog.getByLabel("Notes for the applicant (optional)").fill("Welcome to PeerPicks!");
  await approveDialog.getByRole("button", { name: "Approve" }).click();
  await expect(adminTab.getByText("The business has been added to PeerPicks.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminTab.getByRole("button", { name: "Approved" }).click();
  await expect(adminTab.getByRole("article", { name }).getByText("Welcome to PeerPicks!")).toBeVisible();
  await expectAccessible(adminTab);

  // listed; found by the smart search and by tag filters
  await adminTab.goto("/peerpicks");
  const listed = adminTab.getByRole("article", { name });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole("img", { name })).toBeVisible();
  await adminTab.getByLabel("Describe what you're looking for").fill("lgbtq friendly bar in Tokyo");
  await adminTab.getByRole("button", { name: "Search", exact: true }).click();
  await expect(adminTab.getByText("Type: Bar")).toBeVisible();
  await expect(adminTab.getByText("City: Tokyo")).toBeVisible();
  // searching applies the understood filters at once (no Apply step)
  await expect(adminTab.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await expect(adminTab.getByLabel("City", { exact: true })).toHaveValue("Tokyo");
  await expect(listed).toBeVisible();
  await expect(adminTab.getByRole("article", { name: otherName })).toHaveCount(0);
  // the filtered list has arrived and nothing is being fetched: it stays put for the screenshot
  await expect(adminTab.locator("section[aria-labelledby='results-heading']")).toHaveAttribute("aria-busy", "false");
  await listed.evaluate((card) => card.scrollIntoView({ block: "center" }));
  await screenshots(adminTab, "peerpicks-directory");
  await expectAccessible(adminTab);
  await adminTab.getByRole("button", { name: "Clear" }).click();
  await expect(adminTab.getByLabel("City", { exact: true })).toHaveValue("");

  await expect(adminTab.getByRole("button", { name: /^Filters/ })).toHaveAttribute("aria-expanded", "false");
  await adminTab.getByRole("button", { name: /^Filters/ }).click();
  const tagFilters = adminTab.getByRole("group", { name: "Features" });
  await tagFilters.getByRole("button", { name: "safe space" }).click();
  await tagFilters.getByRole("button", { name: "lgbtq friendly" }).click();
  await expect(listed).toBeVisible();
  await tagFilters.getByRole("button", { name: "vegan options" }).click();
  await expect(listed).toHaveCount(0);
  await tagFilters.getByRole("button", { name: "vegan options" }).click();
  await expect(listed).toBeVisible();

  // an admin edits it
  await listed.getByRole("link", { name: /Edit Business/ }).click();
  await expect(adminTab.getByLabel("Business Name")).toHaveValue(name);
  await expect(adminTab.getByRole("img", { name: "Photo preview" })).toBeVisible();
  await adminTab.getByLabel("Description").fill("Now with a Sunday brunch.");
  await expectAccessible(adminTab);
  await screenshots(adminTab, "peerpicks-edit");
  await adminTab.getByRole("button", { name: "Save Changes" }).click();
  await expect(adminTab.getByText("Business Updated!")).toBeVisible();
  await expect(adminTab).toHaveURL(/\/peerpicks$/);
  await expect(adminTab.getByRole("article", { name })).toContainText("Now with a Sunday brunch.");
  const businessId = (await adminTab.getByRole("link", { name: `Edit Business: ${name}` }).getAttribute("href"))!.split("/").pop()!;

  // the member sees the decisions, and cannot edit
  await page.goto("/peerpicks");
  await expect(mine.getByRole("listitem", { name })).toContainText("Approved");
  await expect(mine.getByRole("listitem", { name: otherName })).toContainText("Admin notes: We could not verify this business.");
  await expect(page.getByRole("article", { name })).toBeVisible();
  await expect(page.getByRole("link", { name: /Edit Business/ })).toHaveCount(0);
  const notes = await (await page.request.get("/api/notifications")).json();
  expect(notes.notifications.map((n: { type: string }) => n.type)).toEqual(
    expect.arrayContaining(["business_application_approved", "business_application_rejected"]),
  );
  await page.goto(`/edit-business/${businessId}`);
  await expect(page.getByText("Only admins can edit businesses")).toBeVisible();
  await expect(page).toHaveURL(/\/peerpicks$/);
});
