import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorBody } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { ConfirmEmailPanel } from "./confirm-email-panel";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SignupForm } from "./signup-form";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toasts }));
const navigation = vi.hoisted(() => ({ reloadTo: vi.fn() }));
vi.mock("@/lib/client/reload-to", () => navigation);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  toasts.success.mockClear();
  toasts.error.mockClear();
  navigation.reloadTo.mockClear();
});

function renderIn(locale: "en" | "ja", ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** fetch answering each call with the next reply, and the calls as [method url, body]. */
function replies(...answers: Response[]) {
  const fetchMock = vi.spyOn(globalThis, "fetch");
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  return () => fetchMock.mock.calls.map(([url, init]) => [`${init?.method} ${String(url)}`, init?.body ? JSON.parse(String(init.body)) : undefined]);
}

describe("ForgotPasswordForm", () => {
  it("asks for a valid address, then says the same 'check your mail' whatever it was", async () => {
    const calls = replies(json(202, { queued: true }));
    renderIn("en", <ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText("Email"), "nobody");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/valid email/i);
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "Aiko@Example.jp");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(en.security.forgot.sent);
    expect(calls()).toEqual([["POST /api/auth/password-reset", { email: "aiko@example.jp" }]]);
    await userEvent.click(screen.getByRole("button", { name: "Send another link" }));
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });
});

describe("ResetPasswordForm", () => {
  it("holds the new password to sign-up's rules, in Japanese too", async () => {
    const calls = replies();
    renderIn("ja", <ResetPasswordForm token="t.secret" />);
    await userEvent.type(screen.getByLabelText("新しいパスワード"), "abc");
    await userEvent.type(screen.getByLabelText("新しいパスワード（確認）"), "abd");
    await userEvent.click(screen.getByRole("button", { name: "パスワードを設定" }));
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toEqual(["パスワードは6文字以上にしてください", "パスワードが一致しません"]);
    expect(calls()).toEqual([]);
  });

  it("sends the token with the new password, then offers to log in", async () => {
    const calls = replies(json(200, { reset: true }));
    renderIn("en", <ResetPasswordForm token="tok.secret" />);
    await userEvent.type(screen.getByLabelText("New password"), "rainbow-456");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "rainbow-456");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Password changed");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(calls()).toEqual([["POST /api/auth/password-reset/confirm", { token: "tok.secret", password: "rainbow-456" }]]);
  });

  it("says a used or expired link no longer works, and links to ask again", async () => {
    replies(json(400, errorBody("invalid_token", serverText("invalidToken"))));
    renderIn("en", <ResetPasswordForm token="tok.used" />);
    await userEvent.type(screen.getByLabelText("New password"), "rainbow-456");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "rainbow-456");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link no longer works");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("without a token shows no form at all", () => {
    renderIn("en", <ResetPasswordForm token={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent(en.security.reset.missing);
    expect(screen.queryByLabelText("New password")).toBeNull();
  });
});

describe("ConfirmEmailPanel", () => {
  it("spends the token only on a button press (a mail scanner opening the link confirms nothing)", async () => {
    const calls = replies(json(200, { confirmed: true }));
    renderIn("en", <ConfirmEmailPanel token="tok.secret" />);
    expect(calls()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Confirm my address" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Address confirmed");
    expect(calls()).toEqual([["POST /api/auth/confirm-email", { token: "tok.secret" }]]);
  });

  it("offers a new link when the token is dead, which answers the same for every address", async () => {
    const calls = replies(json(400, errorBody("invalid_token", serverText("invalidToken"))), json(202, { queued: true }));
    renderIn("ja", <ConfirmEmailPanel token="tok.old" />);
    await userEvent.click(screen.getByRole("button", { name: "メールアドレスを確認する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("このリンクは使えません");
    await userEvent.type(screen.getByLabelText("メールアドレス"), "aiko@example.jp");
    await userEvent.click(screen.getByRole("button", { name: "新しいリンクを送る" }));
    expect(await screen.findByRole("status")).toHaveTextContent(ja.security.resend.sent);
    expect(calls()[1]).toEqual(["POST /api/auth/confirm-email/resend", { email: "aiko@example.jp" }]);
  });
});

describe("SignupForm with mail on", () => {
  it("shows 'check your mail' on 202 and does not go to /login", async () => {
    replies(json(202, { confirmationSent: true }));
    renderIn("en", <SignupForm />);
    await userEvent.type(screen.getByLabelText("First Name"), "Aiko");
    await userEvent.type(screen.getByLabelText("Last Name"), "Sato");
    await userEvent.type(screen.getByLabelText("Email"), "aiko@example.jp");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We sent a confirmation link to aiko@example.jp.");
    expect(toasts.success).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("niji.signupDone")).toBeNull();
  });
});

async function logIn(locale: "en" | "ja" = "en") {
  renderIn(locale, <LoginForm />);
  const m = locale === "en" ? en.auth : ja.auth;
  await userEvent.type(screen.getByLabelText(m.email), "aiko@example.jp");
  await userEvent.type(screen.getByLabelText(m.password), "rainbow-123");
  await userEvent.click(screen.getByRole("button", { name: m.loginButton }));
}

describe("LoginForm", () => {
  it("links to /forgot-password", () => {
    renderIn("en", <LoginForm />);
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("on 403 email_unconfirmed says so and offers a new link for the address typed", async () => {
    const calls = replies(json(403, errorBody("email_unconfirmed", serverText("emailUnconfirmed"))), json(202, { queued: true }));
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(en.security.login.unconfirmed);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email", { selector: "#resend-email" })).toHaveValue("aiko@example.jp");
    await userEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    await waitFor(() => expect(calls()[1]).toEqual(["POST /api/auth/confirm-email/resend", { email: "aiko@example.jp" }]));
  });

  it("asks for the app's code when two-factor sign-in is on, and signs in with it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = replies(json(200, { twoFactorRequired: true }), json(400, errorBody("invalid_code", serverText("invalidCode"))), json(200, { user: { id: "u1" } }));
    await logIn();
    const code = await screen.findByLabelText("Code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(code, "12345");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The code is 6 digits");
    await userEvent.type(code, "6");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.security.login.invalidCode);
    await userEvent.clear(code);
    await userEvent.type(code, "654 321");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Logged in successfully!"));
    vi.runAllTimers();
    expect(navigation.reloadTo).toHaveBeenCalledWith("/");
    expect(calls().slice(1)).toEqual([
      ["POST /api/auth/login/2fa", { code: "123456" }],
      ["POST /api/auth/login/2fa", { code: "654321" }],
    ]);
  });

  it("takes a recovery code instead, and starts over when the pending sign-in has expired", async () => {
    const calls = replies(json(200, { twoFactorRequired: true }), json(400, errorBody("challenge_expired", serverText("challengeExpired"))));
    await logIn("ja");
    await userEvent.click(await screen.findByRole("button", { name: "リカバリーコードを使う" }));
    await userEvent.type(screen.getByLabelText("リカバリーコード"), " abcd-efgh ");
    await userEvent.click(screen.getByRole("button", { name: "確認" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ja.security.login.expired);
    expect(calls()[1]).toEqual(["POST /api/auth/login/2fa", { recoveryCode: "abcd-efgh" }]);
    await userEvent.click(screen.getByRole("button", { name: "もう一度ログイン" }));
    expect(screen.getByLabelText("メールアドレス")).toHaveValue("aiko@example.jp");
    expect(screen.getByLabelText("パスワード")).toHaveValue("");
  });
});
