import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicationCard } from "@/components/admin/application-card";
import { RequestBanner } from "@/components/messages/request-banner";
import { ConfirmAction } from "@/components/moderation/confirm-action";
import { CreateMediaList } from "@/components/posts/create-media-list";
import { DeleteAccountSection } from "@/components/profiles/delete-account-section";
import { Button } from "@/components/ui/button";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";

// Dialogs opened by a press load with the press, outside the screen's first-load JavaScript (issue #34):
// the first press (or Enter) opens them, focus goes into the dialog and back to the button on Escape,
// and a download that fails toasts and leaves the screen as it was; the next press downloads again.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

/** The next `n` imports of a mocked module fail the way a browser's failed chunk download does. */
const failing = vi.hoisted(() => ({ confirm: 0, deleteAccount: 0, decision: 0, altText: 0, block: 0 }));
const chunkError = (name: string) => new TypeError(`Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/${name}.js`);
vi.mock("@/components/ui/confirm-dialog", async (importOriginal) => {
  if (failing.confirm > 0 && failing.confirm--) throw chunkError("confirm-dialog");
  return importOriginal();
});
vi.mock("@/components/profiles/delete-account-dialog", async (importOriginal) => {
  if (failing.deleteAccount > 0 && failing.deleteAccount--) throw chunkError("delete-account-dialog");
  return importOriginal();
});
vi.mock("@/components/admin/decision-dialog", async (importOriginal) => {
  if (failing.decision > 0 && failing.decision--) throw chunkError("decision-dialog");
  return importOriginal();
});
vi.mock("@/components/posts/alt-text-dialog", async (importOriginal) => {
  if (failing.altText > 0 && failing.altText--) throw chunkError("alt-text-dialog");
  return importOriginal();
});
vi.mock("@/components/safety/block-dialog", async (importOriginal) => {
  if (failing.block > 0 && failing.block--) throw chunkError("block-dialog");
  return importOriginal();
});

afterEach(() => toast.error.mockReset());

function wrap(ui: ReactNode, locale: "en" | "ja" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const LOAD_FAILED = { en: en.common.loadFailed, ja: ja.common.loadFailed };

describe("the moderation desk's confirmation (ConfirmAction)", () => {
  // first in each describe: a module that loaded once stays loaded in this file
  it("toasts when it fails to download and opens on the next press, by keyboard, focus in and back", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    failing.confirm = 1;
    wrap(<ConfirmAction trigger={<Button type="button">Suspend</Button>} title="Suspend aiko?" text="They can't sign in." confirm="Suspend" onConfirm={onConfirm} />, "ja");
    const trigger = screen.getByRole("button", { name: "Suspend" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED.ja, { id: "load-failed" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();

    trigger.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend aiko?" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Suspend" })).toHaveFocus()); // Radix's trigger since the dialog loaded
    expect(toast.error).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Suspend" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Suspend" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});

describe("Delete account (DeleteAccountSection)", () => {
  it("toasts when its dialog fails to download, then opens it with the password field on the next press", async () => {
    const user = userEvent.setup();
    failing.deleteAccount = 1;
    wrap(<DeleteAccountSection userId="u1" username="aiko" />);
    const open = screen.getByRole("button", { name: en.account.delete.open });
    await user.click(open);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED.en, { id: "load-failed" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.click(open);
    const dialog = await screen.findByRole("alertdialog", { name: en.account.delete.dialogTitle });
    await user.click(within(dialog).getByRole("button", { name: en.account.delete.action }));
    expect(await within(dialog).findByText(en.account.delete.passwordRequired)).toBeInTheDocument(); // the section's checks run in the loaded dialog
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

const application = {
  id: "a1",
  name: "Rainbow Café",
  businessType: "cafe",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  applicant: { id: "u2", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null },
  tags: [],
  imageUrl: null,
} as unknown as BusinessApplication;

describe("an application's Reject and Approve (ApplicationCard)", () => {
  it("toasts when the decision dialog fails to download, then opens the one pressed", async () => {
    const user = userEvent.setup();
    failing.decision = 1;
    wrap(<ApplicationCard application={application} />);
    await user.click(screen.getByRole("button", { name: en.admin.review.reject }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED.en, { id: "load-failed" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: en.admin.review.approve }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: en.admin.review.approve })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe("a new post's Add alt text (CreateMediaList)", () => {
  it("toasts when the alt text dialog fails to download, then opens it for that item", async () => {
    const user = userEvent.setup();
    failing.altText = 1;
    const items = [{ key: "m1", url: "https://niji.example/a.jpg", type: "image" as const, preview: "https://niji.example/a.jpg", name: "a.jpg", progress: 1, altText: "" }];
    const onAltText = vi.fn();
    wrap(<CreateMediaList items={items} onRemove={() => undefined} onAltText={onAltText} />);
    const add = screen.getByRole("button", { name: "Add alt text for media 1" });
    await user.click(add);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED.en, { id: "load-failed" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Alt text for media 1" });
    await user.type(within(dialog).getByLabelText(en.posts.altText.label), "Two friends");
    await user.click(within(dialog).getByRole("button", { name: en.posts.altText.save }));
    expect(onAltText).toHaveBeenCalledWith("m1", "Two friends");
  });
});

describe("a message request's Block (RequestBanner)", () => {
  it("toasts when the block dialog fails to download, then opens it on the next press", async () => {
    const user = userEvent.setup();
    failing.block = 1;
    const conversation = { id: "c1", other: { id: "u2", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null } } as unknown as ConversationDto;
    wrap(<RequestBanner conversation={conversation} onLeave={() => undefined} />);
    const block = screen.getByRole("button", { name: en.chat.thread.block });
    await user.click(block);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED.en, { id: "load-failed" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.click(block);
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
