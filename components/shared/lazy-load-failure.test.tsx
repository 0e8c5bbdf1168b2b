import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { LazyLanguageSwitcher } from "@/components/i18n/lazy-language-switcher";
import { ConversationMenu } from "@/components/messages/conversation-menu";
import { PostMenu } from "@/components/posts/post-menu";
import { ReportMenu } from "@/components/safety/report-menu";
import { makeQueryClient } from "@/lib/client/api-client";
import type { ConversationDto } from "@/lib/contract/messages/types";
import type { PostDto } from "@/lib/contract/posts/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";

// Code loaded on first use whose download fails (a tab opened before a deploy, a phone offline): the
// member gets a toast, never the page error, and the next press downloads again (nothing cached of the failure).
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

/** The next `n` imports of a mocked module fail the way a browser's failed chunk download does. */
const failing = vi.hoisted(() => ({ dropdown: 0, reportDropdown: 0, forms: 0, switcher: 0, conversationDropdown: 0 }));
const chunkError = (name: string) => new TypeError(`Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/${name}.js`);
vi.mock("@/components/posts/post-menu-dropdown", async (importOriginal) => {
  if (failing.dropdown > 0 && failing.dropdown--) throw chunkError("post-menu-dropdown");
  return importOriginal();
});
vi.mock("@/components/safety/report-menu-dropdown", async (importOriginal) => {
  if (failing.reportDropdown > 0 && failing.reportDropdown--) throw chunkError("report-menu-dropdown");
  return importOriginal();
});
vi.mock("@/components/i18n/language-switcher", async (importOriginal) => {
  if (failing.switcher > 0 && failing.switcher--) throw chunkError("language-switcher");
  return importOriginal();
});
vi.mock("@/components/messages/conversation-menu-dropdown", async (importOriginal) => {
  if (failing.conversationDropdown > 0 && failing.conversationDropdown--) throw chunkError("conversation-menu-dropdown");
  return importOriginal();
});
vi.mock("@/lib/contract/auth/forms", async (importOriginal) => {
  if (failing.forms > 0 && failing.forms--) throw chunkError("auth-forms");
  return importOriginal();
});

// next/dynamic as Next builds it for the app router (React.lazy, whose failure reaches the nearest error
// boundary), not the pages router's that a plain import of "next/dynamic" resolves to here
vi.mock("next/dynamic", async () => ({ default: (await import("next/dist/shared/lib/app-dynamic")).default }));

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  toast.error.mockReset();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>page error</p> : this.props.children;
  }
}

function wrap(ui: ReactNode, locale: "en" | "ja" = "en") {
  const client = makeQueryClient();
  client.setQueryData(["/api/auth/user"], { id: "viewer", isAdmin: false, username: "v", name: null, firstName: null, lastName: null, bio: null, profileImageUrl: null, backgroundVideoUrl: null });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <QueryClientProvider client={client}>
        <PageError>{ui}</PageError>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const post = {
  id: "p1",
  userId: "author",
  user: { id: "author", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null },
  mediaFiles: [],
} as unknown as PostDto;

describe("a ⋯ menu whose dropdown fails to download", () => {
  it("toasts, keeps the button, and downloads again on the next press", async () => {
    failing.dropdown = 1;
    wrap(<PostMenu post={post} />);
    fireEvent.click(screen.getByRole("button", { name: "Post options" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't load this. Check your connection and try again.", { id: "load-failed" }));
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.queryByRole("menuitem")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Post options" }));
    expect(await screen.findByRole("menuitem", { name: "Report" }, { timeout: 5000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("says so in Japanese for a Japanese reader (another menu, Enter on its button)", async () => {
    failing.reportDropdown = 1;
    wrap(<ReportMenu target={{ type: "event", id: "e1" }} label="" />, "ja");
    fireEvent.keyDown(screen.getByRole("button", { name: ja.safety.report.menuLabel }), { key: "Enter" });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("読み込めませんでした。接続を確認して、もう一度お試しください。", { id: "load-failed" }));
    expect(screen.queryByText("page error")).toBeNull();
  });
});

describe("a conversation's ⋮ menu whose dropdown fails to download", () => {
  it("toasts, keeps the button, and downloads again on the next press", async () => {
    failing.conversationDropdown = 1;
    const conversation = { id: "c1", other: { id: "u2", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null } } as unknown as ConversationDto;
    wrap(<ConversationMenu conversation={conversation} onLeave={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Conversation options" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't load this. Check your connection and try again.", { id: "load-failed" }));
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.queryByRole("menuitem")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Conversation options" }));
    expect(await screen.findByRole("menuitem", { name: "Delete conversation" }, { timeout: 5000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe("a form whose rules fail to download", () => {
  it("toasts and sends nothing, then checks the form on the next press", async () => {
    vi.stubGlobal("fetch", fetchMock);
    failing.forms = 1;
    wrap(<ForgotPasswordForm />);
    const submit = await screen.findByRole("button", { name: "Send reset link" });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't load this. Check your connection and try again.", { id: "load-failed" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText("page error")).toBeNull();

    fireEvent.click(submit);
    expect(await screen.findByRole("alert")).toBeInTheDocument(); // the e-mail field's own message: the rules loaded this time
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe("a piece that loads on its own, with no press, whose download fails", () => {
  it("is left out: the rest of the screen stays, no page error and no toast", async () => {
    failing.switcher = 1;
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    wrap(
      <main>
        <h1>Niji</h1>
        <LazyLanguageSwitcher />
      </main>,
    );
    // React reports an error caught by a boundary (here the piece's own, before: the page's) once it rendered that boundary
    await waitFor(() => expect(reported.mock.calls.flat().some((arg) => String(arg).includes("The above error occurred"))).toBe(true));
    reported.mockRestore();
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.getByRole("heading", { name: "Niji" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
