import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookmarkButton } from "@/components/collections/bookmark-button";
import { PostCardBody } from "@/components/posts/post-card-body";
import { PostMenu } from "@/components/posts/post-menu";
import type { PostDto } from "@/lib/contract/posts/types";
import { messages as ja } from "@/messages/ja";
import { importOrFail, renderUnderPageError } from "@/tests/support/lazy-load";

// A post card's pieces loaded on first use (its dialogs, its comments) whose download fails, as in a tab
// opened before a deploy or on a phone offline: a toast, never the page error, the card as it was, and
// the next press downloads again (nothing cached of the failure).
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

/** The next `n` imports of a mocked module fail the way a browser's failed chunk download does. */
const failing = vi.hoisted(() => ({ report: 0, save: 0, comments: 0 }));
vi.mock("@/components/safety/report-dialog", (importOriginal) => importOrFail(failing, "report", "report-dialog", importOriginal));
vi.mock("@/components/collections/save-post-dialog", (importOriginal) => importOrFail(failing, "save", "save-post-dialog", importOriginal));
vi.mock("@/components/comments/comments-section", (importOriginal) => importOrFail(failing, "comments", "comments-section", importOriginal));

afterEach(() => {
  toast.error.mockReset();
  failing.report = failing.save = failing.comments = 0;
});

const post: PostDto = {
  id: "p1",
  userId: "author",
  user: { id: "author", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null },
  caption: "Pride!",
  audience: "everyone",
  location: null,
  contentWarning: null,
  imageUrl: "/objects/a.jpg",
  imageUrls: ["/objects/a.jpg"],
  mediaFiles: [{ url: "/objects/a.jpg", type: "image", altText: null }],
  likeCount: 0,
  likesCount: 0,
  commentsCount: 2,
  isLiked: false,
  isSaved: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function wrap(ui: ReactNode, locale: "en" | "ja" = "en") {
  renderUnderPageError(ui, { locale, queries: [[["/api/posts", post.id, "comments"], []], [["/api/collections"], []]] });
}

const loadFailedEn = ["Couldn't load this. Check your connection and try again.", { id: "load-failed" }] as const;

describe("a dialog opened from a post card whose code fails to download", () => {
  it("Report (from the ⋯ menu): toasts, opens nothing, and opens on the next choice", async () => {
    failing.report = 1;
    wrap(<PostMenu post={post} />);
    fireEvent.click(screen.getByRole("button", { name: "Post options" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Report" }, { timeout: 5000 }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(...loadFailedEn));
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Report post" })).toBeNull();
    expect(screen.getByRole("button", { name: "Post options" })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole("button", { name: "Post options" }), { key: "Enter" }); // the loaded Radix menu opens on Enter
    fireEvent.click(await screen.findByRole("menuitem", { name: "Report" }, { timeout: 5000 }));
    expect(await screen.findByRole("dialog", { name: "Report post" }, { timeout: 5000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("Save (the bookmark): toasts in Japanese for a Japanese reader, then opens on the next press", async () => {
    failing.save = 1;
    wrap(<BookmarkButton post={post} />, "ja");
    const save = screen.getByRole("button", { name: ja.posts.card.save });
    fireEvent.click(save);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("読み込めませんでした。接続を確認して、もう一度お試しください。", { id: "load-failed" }));
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(save);
    expect(await screen.findByRole("dialog", { name: ja.collections.dialog.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

// (one test: once downloaded, a module stays loaded for the rest of the file)
describe("the comments section whose code fails to download", () => {
  it("opened at once (a post page): quietly left closed; a press then toasts and stays closed; the next press opens them", async () => {
    failing.comments = 2;
    wrap(<PostCardBody post={post} caption={<p>Pride!</p>} defaultCommentsOpen />);
    // the failed download closes them without a word: the closed card's "View all" comes back
    const viewAll = await screen.findByRole("button", { name: "View all 2 comments" });
    expect(screen.queryByText("page error")).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Comments" })).toBeNull();

    const toggle = screen.getByRole("button", { name: "Comment" });
    fireEvent.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(...loadFailedEn));
    expect(screen.queryByText("page error")).toBeNull();
    expect(screen.getByText("Pride!")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "Comments" })).toBeNull();

    fireEvent.click(viewAll);
    expect(await screen.findByRole("region", { name: "Comments" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide comments" })).toHaveAttribute("aria-expanded", "true");
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
