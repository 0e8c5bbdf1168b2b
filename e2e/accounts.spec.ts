import { readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, BrowserContext, Page, TestInfo } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { generate } from "otplib";
import type Auth from "../messages/en/auth.json";
import type Security from "../messages/en/security.json";
import { decodeQrPng } from "./fixtures/decode-qr";
import { expect, expectAccessible, type Member, screenshots, signIn, test, uniqueEmail } from "./support";

// Issue #31's journeys, on a server with mail on (scripts/e2e-accounts-server.sh: SMTP_URL is a real
// SMTP receiver that writes each mail to /tmp/niji-e2e-mail-<port>, read here with mailparser):
// (a) sign up → confirm the address → forgot password → the mail's link → a new password → log in;
// (b) turn on two-factor sign-in from the QR code's secret → sign out → log in with a code;
// (c) end another device's session from /settings/security; then a new address waits for its link (the banner).
// Each runs in one language; with E2E_SCREENSHOTS=1 in both, for the 390x844 pictures.
type Lang = "en" | "ja";
type Catalog = { auth: typeof Auth; security: typeof Security; safety: { settings: { blockedEmpty: string; mutedEmpty: string } } };
// read as files: Playwright's loader takes no JSON modules without an import attribute
const read = (lang: Lang, namespace: string) => JSON.parse(readFileSync(`messages/${lang}/${namespace}.json`, "utf8"));
const CATALOG: Record<Lang, Catalog> = {
  en: { auth: read("en", "auth"), security: read("en", "security"), safety: read("en", "safety") },
  ja: { auth: read("ja", "auth"), security: read("ja", "security"), safety: read("ja", "safety") },
};
const languages = (usual: Lang): Lang[] => (process.env.E2E_SCREENSHOTS === "1" ? ["en", "ja"] : [usual]);

async function speak(context: BrowserContext, lang: Lang, testInfo: TestInfo) {
  await context.addCookies([{ name: "NIJI_LOCALE", value: lang, url: testInfo.project.use.baseURL! }]);
}

async function shoot(page: Page, name: string, lang: Lang) {
  await screenshots(page, `accounts-${name}-${lang}`, { area: "accounts", mobileOnly: true });
}

// ---- the mailbox the SMTP receiver fills ----
const parsed = new Map<string, ParsedMail>();
const taken = new Set<string>();

function mailbox(testInfo: TestInfo) {
  return `/tmp/niji-e2e-mail-${new URL(testInfo.project.use.baseURL!).port}`;
}

/** The first mail to `to` whose link goes to `path` that no earlier call took; waits for it to arrive (sent by the app's job runner). */
async function mailLink(testInfo: TestInfo, to: string, path: string): Promise<string> {
  const folder = mailbox(testInfo);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(folder).filter((name) => name.endsWith(".eml")).sort()) {
          const key = `${folder}/${file}`;
          if (taken.has(key)) continue;
          if (!parsed.has(key)) parsed.set(key, await simpleParser(readFileSync(key)));
          const mail = parsed.get(key)!;
          const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase()));
          const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0];
          if (recipients.includes(to) && link && new URL(link).pathname === path) {
            taken.add(key);
            found = link;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} linking to ${path}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A member whose address is confirmed: sign-up answers 202 with mail on, then the mailed token confirms it. */
async function confirmedMember(request: APIRequestContext, testInfo: TestInfo): Promise<Member> {
  const member = { email: uniqueEmail("acct"), password: "rainbow-123", firstName: "Ren", lastName: "Kato" };
  const signup = await request.post("/api/auth/signup", { data: member });
  expect(signup.status(), await signup.text()).toBe(202);
  expect(await signup.json()).toEqual({ confirmationSent: true });
  const token = new URL(await mailLink(testInfo, member.email, "/confirm-email")).searchParams.get("token");
  const confirmed = await request.post("/api/auth/confirm-email", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { ...member, id: "", username: "" };
}

for (const lang of languages("ja")) {
  test(`(${lang}) sign up, confirm the address, forget the password, reset it from the mail and log in`, async ({ page }, testInfo) => {
    test.setTimeout(180_000); // password hashing and mail through the job runner, on a loaded machine
    const m = CATALOG[lang];
    await speak(page.context(), lang, testInfo);
    const email = uniqueEmail("reset");

    await test.step("sign-up with mail on says 'check your mail' and signs nobody in", async () => {
      await page.goto("/signup");
      await page.getByLabel(m.auth.firstName).fill("Aiko");
      await page.getByLabel(m.auth.lastName).fill("Tanaka");
      await page.getByLabel(m.auth.email).fill(email);
      await page.getByLabel(m.auth.password, { exact: true }).fill("rainbow-123");
      await page.getByLabel(m.auth.confirmPassword).fill("rainbow-123");
      await page.getByRole("button", { name: m.auth.signupButton }).click();
      await expect(page.getByRole("status")).toContainText(m.security.signup.checkTitle);
      await expect(page).toHaveURL(/\/signup$/);
      await expectAccessible(page);
      await shoot(page, "signup-check-mail", lang);
    });

    await test.step("the confirmation link confirms on a button press", async () => {
      await page.goto(await mailLink(testInfo, email, "/confirm-email"));
      await expect(page).toHaveTitle(m.security.titles.confirm);
      await expectAccessible(page);
      await shoot(page, "confirm-email", lang);
      await page.getByRole("button", { name: m.security.confirm.button }).click();
      await expect(page.getByRole("status")).toContainText(m.security.confirm.doneTitle);
      await shoot(page, "confirm-email-done", lang);
    });

    await test.step("'Forgot password?' on /login asks for the address and says the same for any", async () => {
      await page.goto("/login");
      await page.getByRole("link", { name: m.security.forgot.link }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.security.forgot.title);
      await expectAccessible(page);
      await shoot(page, "forgot-password", lang);
      await page.getByLabel(m.security.forgot.email).fill(email);
      await page.getByRole("button", { name: m.security.forgot.button }).click();
      await expect(page.getByRole("status")).toContainText(m.security.forgot.sentTitle);
      await expectAccessible(page);
      await shoot(page, "forgot-password-sent", lang);
    });

    const link = await mailLink(testInfo, email, "/reset-password");
    await test.step("the mailed link sets a new password", async () => {
      await page.goto(link);
      await expect(page).toHaveTitle(m.security.titles.reset);
      await page.getByLabel(m.security.reset.password, { exact: true }).fill("new-rainbow-456");
      await page.getByLabel(m.security.reset.confirmPassword).fill("new-rainbow-456");
      await expectAccessible(page);
      await shoot(page, "reset-password", lang);
      await page.getByRole("button", { name: m.security.reset.button }).click();
      await expect(page.getByRole("status")).toContainText(m.security.reset.doneTitle);
      await expectAccessible(page);
      await shoot(page, "reset-password-done", lang);
    });

    await test.step("the link works once", async () => {
      await page.goto(link);
      await page.getByLabel(m.security.reset.password, { exact: true }).fill("third-rainbow-789");
      await page.getByLabel(m.security.reset.confirmPassword).fill("third-rainbow-789");
      await page.getByRole("button", { name: m.security.reset.button }).click();
      await expect(page.getByRole("alert").filter({ hasText: m.security.reset.invalidTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: m.security.reset.askAgain })).toHaveAttribute("href", "/forgot-password");
      await expectAccessible(page);
      await shoot(page, "reset-password-invalid", lang);
    });

    await test.step("the old password no longer opens the account; the new one does", async () => {
      expect((await page.request.post("/api/auth/login", { data: { email, password: "rainbow-123" } })).status()).toBe(401);
      await page.goto("/login");
      await page.getByLabel(m.auth.email).fill(email);
      await page.getByLabel(m.auth.password).fill("new-rainbow-456");
      await page.getByRole("button", { name: m.auth.loginButton }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    });
  });
}

for (const lang of languages("en")) {
  test(`(${lang}) turn on two-factor sign-in from the QR code, sign out, log in with a code`, async ({ page }, testInfo) => {
    test.setTimeout(180_000); // password hashing and mail through the job runner, on a loaded machine
    const m = CATALOG[lang];
    await speak(page.context(), lang, testInfo);
    const member = await confirmedMember(page.request, testInfo);
    await signIn(page, member);
    let secret = "";

    await test.step("/settings links to Security, which offers two-factor sign-in", async () => {
      await page.goto("/settings");
      // the blocked and muted lists load after the page: click the link once they have (audience.spec.ts)
      await expect(page.getByText(m.safety.settings.blockedEmpty)).toBeVisible();
      await expect(page.getByText(m.safety.settings.mutedEmpty)).toBeVisible();
      await page.getByRole("link", { name: new RegExp(m.security.settings.link) }).click();
      await expect(page).toHaveURL(/\/settings\/security$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.security.settings.title);
      await expect(page.getByRole("list", { name: m.security.devices.title }).getByRole("listitem")).toHaveCount(1);
      await expectAccessible(page);
      await shoot(page, "security", lang);
    });

    await test.step("set-up shows a QR code of the secret, and the key as text", async () => {
      await page.getByRole("button", { name: m.security.twoFactor.turnOn }).click();
      await expect(page.getByRole("img", { name: m.security.twoFactor.qrLabel })).toBeVisible();
      const otpauth = await decodeQrPng(await page.getByTestId("two-factor-qr").screenshot());
      expect(otpauth).toMatch(/^otpauth:\/\/totp\//);
      secret = new URL(otpauth!).searchParams.get("secret")!;
      await expect(page.getByTestId("two-factor-key")).toHaveText(secret.match(/.{1,4}/g)!.join(" "));
      await expectAccessible(page);
      await shoot(page, "two-factor-setup", lang);
    });

    await test.step("a code from the secret turns it on and shows 10 recovery codes to copy or download", async () => {
      await page.getByLabel(m.security.twoFactor.code).fill(await generate({ secret }));
      await page.getByRole("button", { name: m.security.twoFactor.confirm }).click();
      const codes = page.getByRole("list", { name: m.security.recovery.listLabel }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: m.security.recovery.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("recovery-codes.txt");
      const text = readFileSync((await file.path())!, "utf8");
      expect(text).toContain((await codes.allTextContents()).join("\n"));
      expect(text).not.toMatch(/niji/i);
      await expectAccessible(page);
      await shoot(page, "recovery-codes", lang);
      await page.getByRole("button", { name: m.security.recovery.done }).click();
      await expect(page.getByRole("button", { name: m.security.twoFactor.turnOff })).toBeVisible();
    });

    await test.step("signed out, the password alone asks for a code, and the next code signs in", async () => {
      await page.goto("/api/logout");
      await page.goto("/login");
      await page.getByLabel(m.auth.email).fill(member.email);
      await page.getByLabel(m.auth.password).fill(member.password);
      await page.getByRole("button", { name: m.auth.loginButton }).click();
      const code = page.getByLabel(m.security.login.code, { exact: true });
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      expect((await page.request.get("/api/auth/user")).status()).toBe(401);
      await expectAccessible(page);
      await shoot(page, "login-code", lang);
      // the code of the next 30-second step: the one that turned it on may not be used again
      await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await page.getByRole("button", { name: m.security.login.verify }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    });
  });
}

for (const lang of languages("ja")) {
  test(`(${lang}) end another device's session from the devices list`, async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000); // password hashing and mail through the job runner, on a loaded machine
    const m = CATALOG[lang];
    await speak(page.context(), lang, testInfo);
    const member = await confirmedMember(page.request, testInfo);
    const phone = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1" });
    const phonePage = await phone.newPage();
    await signIn(phonePage, member);
    await signIn(page, member);
    expect((await phonePage.request.get("/api/auth/user")).status()).toBe(200);

    await page.goto("/settings/security");
    const devices = page.getByRole("list", { name: m.security.devices.title }).getByRole("listitem");
    await expect(devices).toHaveCount(2);
    const phoneName = m.security.devices.deviceOn.replace("{browser}", "Safari").replace("{system}", "iPhone");
    const phoneRow = devices.filter({ hasText: phoneName });
    await expect(devices.filter({ hasText: m.security.devices.thisDevice })).toHaveCount(1);
    await expect(phoneRow).toHaveCount(1);
    await expect(phoneRow).not.toContainText(m.security.devices.thisDevice);
    await expectAccessible(page);
    await shoot(page, "devices", lang);

    await phoneRow.getByRole("button", { name: m.security.devices.signOut }).click();
    await expect(devices).toHaveCount(1);
    await expect(page.getByText(m.security.devices.onlyThis)).toBeVisible();
    expect((await phonePage.request.get("/api/auth/user")).status()).toBe(401);
    await phone.close();

    // a new address waits for its link: every signed-in screen says so until it is followed
    const me = await (await page.request.get("/api/auth/user")).json();
    const newEmail = uniqueEmail("moved");
    const profile = { username: me.username, firstName: me.firstName, lastName: me.lastName };
    const change = await page.request.put(`/api/users/${me.id}`, { data: { ...profile, email: newEmail, currentPassword: member.password } });
    expect(change.status(), await change.text()).toBe(200);
    await page.reload();
    const banner = page.getByRole("region", { name: m.security.banner.label });
    await expect(banner).toContainText(newEmail);
    await expect(banner.getByRole("link", { name: m.security.banner.change })).toHaveAttribute("href", "/edit-profile");
    await expectAccessible(page);
    await shoot(page, "banner", lang);
  });
}
