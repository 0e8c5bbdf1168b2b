import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import type { Story } from "@/lib/contract/stories/types";
import { messages } from "@/messages/en";
import { StoryStrip } from "./story-strip";

// The story viewer loads on the first tap of a story; when that download fails (a tab opened before a
// deploy, a phone offline) the strip stays as it was with a toast, never the page error, and the next tap loads it.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/components/ui/toast")>()), toast }));

// next/dynamic as Next builds it for the app router (React.lazy, whose failure reaches the nearest error
// boundary), not the pages router's that a plain import of "next/dynamic" resolves to here
vi.mock("next/dynamic", async () => ({ default: (await import("next/dist/shared/lib/app-dynamic")).default }));

const failing = vi.hoisted(() => ({ viewer: 0 }));
vi.mock("@/components/stories/story-viewer", async (importOriginal) => {
  if (failing.viewer > 0 && failing.viewer--) throw new TypeError("Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/story-viewer.js");
  return importOriginal();
});

afterEach(() => toast.error.mockReset());

class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>page error</p> : this.props.children;
  }
}

const mei = { id: "mei", firstName: "Mei", username: "mei", profileImageUrl: null };
const story: Story = {
  id: "m1",
  userId: "mei",
  imageUrl: "/objects/m1.jpg",
  mediaType: "image",
  audience: "followers",
  altText: null,
  createdAt: new Date().toISOString(),
  user: mei,
  isLiked: false,
  likeCount: 0,
  likesCount: 0,
};

describe("the story viewer whose code fails to download", () => {
  it("toasts, keeps the strip, and opens on the next tap", async () => {
    failing.viewer = 1;
    const client = makeQueryClient();
    client.setQueryData(["/api/auth/user"], { id: "me", firstName: "Ren", username: "ren", profileImageUrl: null, name: null, lastName: null, bio: null, backgroundVideoUrl: null, isAdmin: false });
    client.setQueryData(["/api/stories"], [story]);
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <QueryClientProvider client={client}>
          <PageError>
            <StoryStrip />
          </PageError>
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    const tile = screen.getByRole("button", { name: "View Mei's story, 1 story" });
    fireEvent.click(tile);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't load this. Check your connection and try again.", { id: "load-failed" }));
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("region", { name: "Stories" })).toBeInTheDocument();

    fireEvent.click(tile);
    expect(await screen.findByRole("dialog", { name: "Mei's story" }, { timeout: 5000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
