import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/api/client";
import type { CommentDto } from "@/lib/posts/types";
import { messages } from "@/messages/en";
import { CommentItem } from "./comment-item";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const comment: CommentDto = {
  id: "c1",
  postId: "p1",
  userId: "me",
  user: { id: "me", username: "aiko", name: null, firstName: "Aiko", lastName: "Tanaka", profileImageUrl: null },
  content: "first thought",
  imageUrl: null,
  videoUrl: null,
  altText: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  toast.error.mockReset();
  vi.unstubAllGlobals();
});

function renderItem() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={makeQueryClient()}>
        <ul>
          <CommentItem comment={comment} isAuthor />
        </ul>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

async function editTo(text: string) {
  // Radix opens its menu on a key press (or a pointer down), not on a click
  fireEvent.keyDown(screen.getByRole("button", { name: "Comment options" }), { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }, { timeout: 5000 }));
  fireEvent.change(screen.getByRole("textbox", { name: "Edit comment" }), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("CommentItem's inline edit", () => {
  it("shows the not-found notice for a 404, chosen by its code (whatever the text), and leaves editing", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: "anything at all", code: "not_found" }, { status: 404 }));
    renderItem();
    await editTo("edited");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Comment not found", { description: "This comment or the post it belongs to is no longer available." }));
    expect(screen.queryByRole("textbox", { name: "Edit comment" })).toBeNull();
    expect(screen.getByText("first thought")).toBeInTheDocument();
  });

  it("keeps the spec's failure notice for other errors", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: "You can only change your own comments", code: "forbidden" }, { status: 403 }));
    renderItem();
    await editTo("edited");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to update comment" }));
  });
});
