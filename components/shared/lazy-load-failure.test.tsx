import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { LazyLanguageSwitcher } from "@/components/i18n/lazy-language-switcher";
import { VenueImageField } from "@/components/events/venue-image-field";
import { ConversationMenu } from "@/components/messages/conversation-menu";
import { PostMenu } from "@/components/posts/post-menu";
import { ReportMenu } from "@/components/safety/report-menu";
import type { ConversationDto } from "@/lib/contract/messages/types";
import type { PostDto } from "@/lib/contract/posts/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { importOrFail, renderUnderPageError as wrap } from "@/tests/support/lazy-load";

// Code loaded on first use whose download fails (a tab opened before a deploy, a phone offline): the
// member gets a toast, never the page error, and the next press downloads again (nothing cached of the failure).
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

/** The next `n` imports of a mocked module fail the way a browser's failed chunk download does. */
const failing = vi.hoisted(() => ({ dropdown: 0, reportDropdown: 0, forms: 0, switcher: 0, conversationDropdown: 0, upload: 0 }));
vi.mock("@/components/posts/post-menu-dropdown", (importOriginal) => importOrFail(failing, "dropdown", "post-menu-dropdown", importOriginal));
vi.mock("@/components/safety/report-menu-dropdown", (importOriginal) => importOrFail(failing, "reportDropdown", "report-menu-dropdown", importOriginal));
vi.mock("@/components/i18n/language-switcher", (importOriginal) => importOrFail(failing, "switcher", "language-switcher", importOriginal));
vi.mock("@/components/messages/conversation-menu-dropdown", (importOriginal) => importOrFail(failing, "conversationDropdown", "conversation-menu-dropdown", importOriginal));
vi.mock("@/lib/contract/auth/forms", (importOriginal) => importOrFail(failing, "forms", "auth-forms", importOriginal));
vi.mock("@/lib/client/upload-file", (importOriginal) => importOrFail(failing, "upload", "upload-file", importOriginal));

// next/dynamic as Next builds it for the app router (React.lazy, whose failure reaches the nearest error
// boundary), not the pages router's that a plain import of "next/dynamic" resolves to here
vi.mock("next/dynamic", async () => ({ default: (await import("next/dist/shared/lib/app-dynamic")).default }));

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  toast.error.mockReset();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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
    wrap(<ReportMenu target={{ type: "event", id: "e1" }} label="" />, { locale: "ja" });
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
    try {
      wrap(
        <main>
          <h1>Niji</h1>
          <LazyLanguageSwitcher />
        </main>,
      );
      // React reports an error caught by a boundary (here the piece's own, before: the page's) once it rendered that boundary
      await waitFor(() => expect(reported.mock.calls.flat().some((arg) => String(arg).includes("The above error occurred"))).toBe(true));
    } finally {
      reported.mockRestore();
    }
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.getByRole("heading", { name: "Niji" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("a form's image field whose upload code fails to download (it loads when a file is picked)", () => {
  it("says the upload failed, never the page error, and frees the form", async () => {
    failing.upload = 1;
    const onChange = vi.fn();
    const onUploadingChange = vi.fn();
    wrap(<VenueImageField value="" onChange={onChange} onUploadingChange={onUploadingChange} />);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "venue.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByTestId("venue-image-input"), { target: { files: [file] } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.common.error, { description: en.events.notices.uploadFailed }));
    expect(failing.upload).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText("page error")).toBeNull();
  });
});
