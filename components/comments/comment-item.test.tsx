import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { CommentDto } from "@/lib/contract/posts/types";
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

const listKey = ["/api/posts", "p1", "comments"];

/** The item inside a client that holds its post's comment list (as CommentsSection loaded it). */
function renderItem() {
  const client = makeQueryClient();
  client.setQueryData(listKey, [comment]);
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <ul>
          <CommentItem comment={comment} isAuthor />
        </ul>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return client;
}

async function openMenuItem(name: string) {
  // Radix opens its menu on a key press (or a pointer down), not on a click
  fireEvent.keyDown(screen.getByRole("button", { name: "Comment options" }), { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name }, { timeout: 5000 }));
}

async function editTo(text: string) {
  await openMenuItem("Edit");
  fireEvent.change(screen.getByRole("textbox", { name: "Edit comment" }), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("CommentItem's inline edit", () => {
  it("shows the not-found notice for a 404, chosen by its code (whatever the text), leaves editing and reloads the list", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: "anything at all", code: "not_found" }, { status: 404 }));
    const client = renderItem();
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
    await editTo("edited");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Comment not found", { description: "This comment or the post it belongs to is no longer available." }));
    expect(screen.queryByRole("textbox", { name: "Edit comment" })).toBeNull();
    expect(screen.getByText("first thought")).toBeInTheDocument();
    // the comment stays in the list only until it is read again
    await waitFor(() => expect(client.getQueryState(listKey)?.isInvalidated).toBe(true));
  });

  it("a delete answered 404 shows the same notice and reloads the list", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: "Comment not found", code: "not_found" }, { status: 404 }));
    const client = renderItem();
    await openMenuItem("Delete");
    fireEvent.click(await screen.findByRole("button", { name: messages.comments.deleteDialog.action }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Comment not found", { description: "This comment or the post it belongs to is no longer available." }));
    await waitFor(() => expect(client.getQueryState(listKey)?.isInvalidated).toBe(true));
  });

  it("keeps the spec's failure notice for other errors", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: "You can only change your own comments", code: "forbidden" }, { status: 403 }));
    const client = renderItem();
    await editTo("edited");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to update comment" }));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
  });
});
