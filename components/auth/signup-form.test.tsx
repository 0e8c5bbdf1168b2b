import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverText } from "@/lib/core/server-text";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toasts }));
const navigation = vi.hoisted(() => ({ reloadTo: vi.fn() }));
vi.mock("@/lib/client/reload-to", () => navigation);
// the module the browser has in place of the English one (next.config.mjs): the forms' zod messages are
// keys there, so what shows below in Japanese went through the catalog end to end
vi.mock("@/lib/core/server-text", () => import("@/lib/core/server-text.browser"));

afterEach(() => {
  vi.restoreAllMocks();
  toasts.success.mockClear();
  toasts.error.mockClear();
  window.sessionStorage.clear();
});

function renderIn(locale: "en" | "ja", form: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      {form}
    </NextIntlClientProvider>,
  );
}

/** Fills the Japanese form with valid values and sends it. */
async function signUpInJapanese() {
  renderIn("ja", <SignupForm />);
  await userEvent.type(screen.getByLabelText("名"), "愛子");
  await userEvent.type(screen.getByLabelText("姓"), "佐藤");
  await userEvent.type(screen.getByLabelText("メールアドレス"), "aiko@example.jp");
  await userEvent.type(screen.getByLabelText("パスワード"), "secret1");
  await userEvent.type(screen.getByLabelText("パスワード（確認）"), "secret1");
  await userEvent.click(screen.getByRole("button", { name: "登録する" }));
}

describe("SignupForm", () => {
  it("asks for the family name first in Japanese, the first name first in English", () => {
    const { unmount } = renderIn("ja", <SignupForm />);
    expect(screen.getAllByRole("textbox").slice(0, 2).map((input) => input.id)).toEqual(["lastName", "firstName"]);
    unmount();
    renderIn("en", <SignupForm />);
    expect(screen.getAllByRole("textbox").slice(0, 2).map((input) => input.id)).toEqual(["firstName", "lastName"]);
  });

  it("says 'Please fill in all fields' once for four empty fields and flags each, Confirm Password too", async () => {
    renderIn("en", <SignupForm />);
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual(["Please fill in all fields"]);
    for (const name of ["First Name", "Last Name", "Email", "Password", "Confirm Password"]) {
      const input = screen.getByLabelText(name);
      expect(input, name).toHaveAttribute("aria-invalid", "true");
      expect(input, name).toHaveAccessibleDescription("Please fill in all fields");
    }
  });

  it("flags a blank Confirm Password when everything else is filled", async () => {
    renderIn("en", <SignupForm />);
    await userEvent.type(screen.getByLabelText("First Name"), "Aiko");
    await userEvent.type(screen.getByLabelText("Last Name"), "Sato");
    await userEvent.type(screen.getByLabelText("Email"), "aiko@example.jp");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill in all fields");
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
  });

  it("speaks Japanese: the notice and a field's own message come from the catalog", async () => {
    renderIn("ja", <SignupForm />);
    await userEvent.type(screen.getByLabelText("パスワード"), "abc");
    await userEvent.type(screen.getByLabelText("パスワード（確認）"), "abc");
    await userEvent.click(screen.getByRole("button", { name: "登録する" }));
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toEqual(["すべての項目を入力してください", "パスワードは6文字以上にしてください"]);
  });

  it("shows a zod message the browser's module made (a key, no English) in Japanese", async () => {
    expect(serverText("invalidEmail")).not.toBe(en.errors.messages.invalidEmail); // the browser's module is the one in use
    renderIn("ja", <SignupForm />);
    await userEvent.type(screen.getByLabelText("名"), "愛子");
    await userEvent.type(screen.getByLabelText("姓"), "佐藤");
    await userEvent.type(screen.getByLabelText("メールアドレス"), "aiko@");
    await userEvent.type(screen.getByLabelText("パスワード"), "secret1");
    await userEvent.type(screen.getByLabelText("パスワード（確認）"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "登録する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ja.errors.messages.invalidEmail);
    expect(screen.getByLabelText("メールアドレス")).toHaveAttribute("aria-invalid", "true");
  });

  it("leaves the success notice for /login, and translates the server's refusal", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ user: { id: "u1" } }), { status: 201, headers: { "content-type": "application/json" } }));
    await signUpInJapanese();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem("niji.signupDone")).toBe("1");

    renderIn("ja", <LoginForm />);
    expect(await screen.findByRole("status")).toHaveTextContent(ja.auth.signupSuccess);
    expect(window.sessionStorage.getItem("niji.signupDone")).toBeNull();
  });

  it("shows the server's message in Japanese in the failure toast, by the key the reply names", async () => {
    // the reply as the server sends it: its English text (the English module's) and the text's key
    const english = await vi.importActual<typeof import("@/lib/core/server-text")>("@/lib/core/server-text");
    const body = { message: english.serverText("emailTaken"), code: "conflict", messageKey: "emailTaken" };
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 409, headers: { "content-type": "application/json" } }));
    await signUpInJapanese();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(ja.auth.signupFailed, { description: "このメールアドレスはすでに登録されています" }));
  });
});
