import { mkdirSync } from "node:fs";
import axe from "axe-core";
import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

// Shared journey helpers: members are created and signed in through the API, never the UI,
// except in the auth journey itself.
export type Member = { id: string; email: string; password: string; firstName: string; lastName: string; username: string };

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.test`;
}

export async function createMember(request: APIRequestContext, overrides: Partial<Member> = {}): Promise<Member> {
  const member = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? "rainbow-123",
    firstName: overrides.firstName ?? "Aiko",
    lastName: overrides.lastName ?? "Tanaka",
  };
  const res = await request.post("/api/auth/signup", { data: member });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = await res.json();
  return { ...member, id: user.id, username: user.username };
}

/** Signs in through the API; the browser context keeps the session cookie. */
export async function signIn(page: Page, member: Pick<Member, "email" | "password">) {
  const res = await page.request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** `member` signed in through the API in a browser context of its own (390 px, the project's address). */
export async function memberPage(browser: Browser, member: Pick<Member, "email" | "password">): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, member);
  return page;
}

/** A post with one 400x400 image, shared through the API (the real upload handshake) by the member signed in on `page`. */
export async function seedPost(page: Page, caption: string): Promise<{ id: string; imageUrl: string }> {
  const upload = await page.request.post("/api/objects/upload", { data: { purpose: "post" } });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { uploadURL } = await upload.json();
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#732982" } }).png().toBuffer();
  expect((await page.request.put(uploadURL, { data: png, headers: { "content-type": "image/png" } })).ok()).toBe(true);
  const { objectPath } = await (await page.request.put("/api/post-images", { data: { imageURL: uploadURL.split("?")[0] } })).json();
  const res = await page.request.post("/api/posts", { data: { mediaFiles: [{ url: objectPath, type: "image" }], imageUrl: objectPath, caption } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; imageUrl: string };
}

// The axe rules whose every check is of minor or moderate impact (axe-core 4.13): a failure of one never
// passes the serious-or-critical filter below, so they are not run. expectAccessible checks the list
// against the running axe once per worker and fails when axe has changed under it.
const NEVER_SERIOUS = [
  "aria-allowed-role", "aria-deprecated-role", "empty-table-header", "focus-order-semantics", "form-field-multiple-labels",
  "heading-order", "hidden-content", "html-xml-lang-mismatch", "image-redundant-alt", "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level", "landmark-main-is-top-level", "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo", "landmark-no-duplicate-main", "landmark-one-main", "landmark-unique",
  "meta-viewport-large", "no-autoplay-audio", "page-has-heading-one", "presentation-role-conflict", "region",
  "server-side-image-map", "skip-link", "table-duplicate-name",
];
let neverSeriousChecked = false;

/**
 * Fails on serious or critical axe violations. A page is measured once its animations that end have
 * ended (a dialog's fade-in, a toast's slide) and its toasts are opaque; a page
 * is measured once it has its title (after a client-side navigation it can be missing for a moment:
 * Next's metadata, then TitleGuard once hydrated), and one that never gets one fails here.
 */
export async function expectAccessible(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            // every animation that ends has ended: a dialog fading or zooming in measured mid-way
            // blends its colours (a CI run saw .bg-destructive fail color-contrast); spinners and
            // skeletons loop forever and are left alone
            document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity) &&
            [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])')].every((el) => getComputedStyle(el).opacity === "1"),
        ),
      { message: "animations (dialogs, toasts) settle before axe measures them" },
    )
    .toBe(true);
  await expect.poll(() => page.title(), { message: "the page has a title" }).not.toBe("");
  // axe.run in the page itself, as @axe-core/playwright's legacy mode does (the app has no frames for
  // runPartial to visit, and finishRun's extra blank page costs more than the run); only violations are
  // collected. axe stays in a document between calls (client-side navigations keep it), so it is
  // injected only when missing: injecting its 560 kB took two thirds of a call's browser CPU.
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`);
  }
  const results = await page.evaluate(
    (disabled) => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"], rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])) }),
    NEVER_SERIOUS,
  );
  if (!neverSeriousChecked) {
    const mayBeSerious = await page.evaluate((ids) => {
      type Audit = { rules: { id: string; any: unknown[]; all: unknown[]; none: unknown[] }[]; data: { checks: Record<string, { impact?: string }> } };
      const audit = (window as unknown as { axe: { _audit: Audit } }).axe._audit;
      const impact = (check: unknown) => audit.data.checks[typeof check === "string" ? check : (check as { id: string }).id]?.impact ?? "";
      return ids.filter((id) => {
        const rule = audit.rules.find((r) => r.id === id);
        return !rule || [...rule.any, ...rule.all, ...rule.none].some((check) => !["minor", "moderate"].includes(impact(check)));
      });
    }, NEVER_SERIOUS);
    expect(mayBeSerious, "NEVER_SERIOUS names rules that can now fail serious (or no longer exist)").toEqual([]);
    neverSeriousChecked = true;
  }
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Closes the toast on screen, as a member would before pressing what it sits over (a pointer resting on a toast keeps it open). */
export async function dismissToast(page: Page) {
  const toast = page.locator("[data-sonner-toast]");
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toHaveCount(0);
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The toast on screen covers none of `controls` (the control it answers, #29). A control is a locator, or
 * the box a control had when it was used (`{ label, box }`, for one that goes away on success, as an inline
 * editor's Save). sonner slides a toast into place (a CSS transition): it is measured once its box has
 * stopped moving, then compared with each control's box.
 */
export async function expectToastClear(page: Page, ...controls: (Locator | { label: string; box: Box })[]) {
  const toast = page.locator("[data-sonner-toast]:not([data-removed='true'])").first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  let notice = (await toast.boundingBox())!;
  await expect
    .poll(async () => {
      const now = (await toast.boundingBox())!;
      const resting = now.x === notice.x && now.y === notice.y && now.width === notice.width && now.height === notice.height;
      notice = now;
      return resting;
    })
    .toBe(true);
  for (const control of controls) {
    const [label, box] = "box" in control ? [control.label, control.box] : [String(control), await control.boundingBox()];
    expect(box, `${label} has a box`).not.toBeNull();
    const overlap = notice.x < box!.x + box!.width && box!.x < notice.x + notice.width && notice.y < box!.y + box!.height && box!.y < notice.y + notice.height;
    expect(overlap, `the toast ${JSON.stringify(notice)} covers ${label} ${JSON.stringify(box)}`).toBe(false);
  }
}

/**
 * Screenshots for people to look at, at 390x844 and (unless `mobileOnly`) 1280x800, into e2e/.screenshots and,
 * with `area`, /tmp/shots/<area>. Taken only with E2E_SCREENSHOTS=1 (`E2E_SCREENSHOTS=1 npm run test:e2e`):
 * nobody opens them in CI, where each costs two relayouts and two PNG encodings on a loaded machine.
 */
export async function screenshots(page: Page, name: string, options: { area?: string; mobileOnly?: boolean } = {}) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  const dirs = ["e2e/.screenshots", ...(options.area ? [`/tmp/shots/${options.area}`] : [])];
  for (const dir of dirs) mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const original = page.viewportSize();
  const sizes = [["390", { width: 390, height: 844 }], ["1280", { width: 1280, height: 800 }]] as const;
  for (const [label, size] of options.mobileOnly ? sizes.slice(0, 1) : sizes) {
    await page.setViewportSize(size);
    for (const dir of dirs) await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: false });
  }
  if (original) await page.setViewportSize(original);
}

export const test = base.extend<{ member: Member }>({
  member: async ({ page }, use) => {
    const member = await createMember(page.request);
    await signIn(page, member);
    await use(member);
  },
});

export { expect };
