import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";

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

/** Fails on serious or critical axe violations. Toasts are measured once their fade-in ends. */
export async function expectAccessible(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target as Element | null;
          return !target?.closest?.("[data-sonner-toaster]") || a.playState !== "running";
        }) && [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])')].every((el) => getComputedStyle(el).opacity === "1"),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Saves a screenshot at phone and desktop sizes under e2e/.screenshots for a human look. */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of [["390", { width: 390, height: 844 }], ["1280", { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/.screenshots/${name}-${label}.png`, fullPage: false });
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
