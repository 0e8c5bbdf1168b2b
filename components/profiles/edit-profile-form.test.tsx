import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageSection } from "@/components/i18n/language-section";
import { QueryClient, QueryClientProvider } from "@/lib/client/query";
import { errorBody } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { EditProfileForm } from "./edit-profile-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => "/edit-profile" }));

// jsdom has no ResizeObserver; Radix's Switch measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const defaults = {
  profileImageUrl: "",
  username: "haruka",
  firstName: "Haruka",
  lastName: "Sato",
  backgroundVideoUrl: "",
  bio: "",
  pronouns: "",
  pronounsVisibility: "everyone",
  identityLine: "",
  identityVisibility: "followers",
  email: "haruka@example.com",
  password: "",
  confirmPassword: "",
  currentPassword: "",
  isPrivate: false,
  discoverable: true,
} as const;

function renderPage(locale: "en" | "ja") {
  // Queries stay pending: the test is about the page's structure, not its data.
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}), retry: false } } });
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <QueryClientProvider client={client}>
        <EditProfileForm userId="u1" defaults={defaults} />
        <LanguageSection userId="u1" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("/edit-profile: one Save semantics (issue #29)", () => {
  it.each(["en", "ja"] as const)("the form's Save comes after every field it saves, in a bar pinned while the form scrolls (%s)", (locale) => {
    const { container } = renderPage(locale);
    const form = container.querySelector("form")!;
    const save = within(form).getByRole("button", { name: (locale === "en" ? en : ja).profile.edit.save });
    expect(save).toHaveAttribute("type", "submit");
    const fields = Array.from(form.querySelectorAll("input, textarea, select, [role=switch], [role=combobox]")).filter((el) => el !== save);
    expect(fields.length).toBeGreaterThan(5);
    for (const field of fields) expect(follows(field, save)).toBe(true);
    const bar = screen.getByTestId("profile-save-bar");
    expect(bar).toContainElement(save);
    expect(bar.className).toMatch(/\bsticky\b/);
    expect(save).toHaveAccessibleDescription(locale === "en" ? en.profile.edit.saveBarHint : ja.profile.edit.saveBarHint);
  });

  it.each(["en", "ja"] as const)("every section after the form saves on its own and says so under its heading (%s)", (locale) => {
    const { container } = renderPage(locale);
    const form = container.querySelector("form")!;
    const hint = locale === "en" ? "Changes here save automatically." : "ここでの変更はすぐに保存されます。";
    const sections = Array.from(container.querySelectorAll("section")).filter((s) => follows(form, s));
    expect(sections).toHaveLength(2); // message settings, language
    for (const section of sections) {
      const heading = within(section).getByRole("heading");
      const line = within(section).getByTestId("auto-save-hint");
      expect(line).toHaveTextContent(hint);
      expect(follows(heading, line)).toBe(true);
    }
    expect(within(form).queryByTestId("auto-save-hint")).toBeNull();
  });
});

describe("/edit-profile: a taken e-mail or username (STYLE rule 15: by the reply's key, never its text)", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["emailTaken", "Email", "このメールアドレスはすでに登録されています", "Username"],
    ["usernameTaken", "Username", ja.errors.messages.usernameTaken, "Email"],
  ] as const)("a 409 naming %s marks the %s field, in the member's language", async (key, field, japanese, other) => {
    const body = errorBody("conflict", serverText(key));
    expect(body.messageKey).toBe(key);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status: 409, headers: { "content-type": "application/json" } }));
    renderPage("ja");
    const label = (name: "Email" | "Username") => (name === "Email" ? ja.profile.edit.email : ja.profile.edit.username);
    await userEvent.click(screen.getByRole("button", { name: ja.profile.edit.save }));
    await waitFor(() => expect(screen.getByLabelText(label(field))).toHaveAccessibleDescription(japanese));
    expect(screen.getByLabelText(label(other))).not.toHaveAccessibleDescription(japanese);
  });
});
