import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import { messages as ja } from "@/messages/ja";
import { HiddenCommentsList } from "./hidden-comments-list";

// Delete's confirmation (Radix alert dialog and its scroll lock) loads on the first press (issue #34):
// a failed download toasts and the next press downloads again; once loaded it is Radix's trigger, so
// focus comes back to Delete when the dialog closes, as before.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const failing = vi.hoisted(() => ({ confirm: 0 }));
vi.mock("@/components/ui/confirm-dialog", async (importOriginal) => {
  if (failing.confirm > 0 && failing.confirm--) throw new TypeError("Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/confirm.js");
  return importOriginal();
});

afterEach(() => {
  toast.error.mockReset();
  vi.unstubAllGlobals();
});

const LOAD_FAILED = { ja: ja.common.loadFailed };

function wrap(ui: React.ReactNode, locale: "ja") {
  render(
    <NextIntlClientProvider locale={locale} messages={ja}>
      <QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("a hidden comment's Delete (HiddenCommentsList)", () => {
  it("toasts when the confirmation fails to download, then asks on the next press and gives focus back to Delete (ja)", async () => {
    const user = userEvent.setup();
    const comment = { id: "k1", postId: "p1", userId: "u2", user: { id: "u2", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null }, content: "spam", imageUrl: null, videoUrl: null, altText: null, createdAt: "2026-11-20T10:00:00.000Z", hiddenAt: "2026-11-20T10:00:00.000Z" };
    vi.stubGlobal("fetch", vi.fn(async () => Response.json([comment])));
    failing.confirm = 1;
    wrap(<HiddenCommentsList />, "ja");
    const remove = await screen.findByRole("button", { name: ja.hiddenWords.delete });
    await user.click(remove);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED.ja, { id: "load-failed" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: ja.hiddenWords.delete }));
    const dialog = await screen.findByRole("alertdialog", { name: ja.hiddenWords.deleteTitle });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: ja.hiddenWords.delete })).toHaveFocus());
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
