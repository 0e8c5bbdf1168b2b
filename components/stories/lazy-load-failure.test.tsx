import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Story } from "@/lib/contract/stories/types";
import { importOrFail, renderUnderPageError } from "@/tests/support/lazy-load";
import { StoryStrip } from "./story-strip";

// The story viewer loads on the first tap of a story; when that download fails (a tab opened before a
// deploy, a phone offline) the strip stays as it was with a toast, never the page error, and the next tap loads it.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/components/ui/toast")>()), toast }));

const failing = vi.hoisted(() => ({ viewer: 0 }));
vi.mock("@/components/stories/story-viewer", (importOriginal) => importOrFail(failing, "viewer", "story-viewer", importOriginal));

afterEach(() => toast.error.mockReset());

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
    renderUnderPageError(<StoryStrip />, { queries: [[["/api/stories"], [story]]] });
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
