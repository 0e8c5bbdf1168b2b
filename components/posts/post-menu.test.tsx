import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import { messages } from "@/messages/en";
import { PostMenu } from "./post-menu";

const post: PostDto = {
  id: "p1",
  userId: "author",
  user: { id: "author", username: "aiko", name: null, firstName: "Aiko", lastName: "Tanaka", profileImageUrl: null },
  caption: "Pride!",
  audience: "everyone",
  location: null,
  contentWarning: null,
  imageUrl: "/objects/a.jpg",
  imageUrls: ["/objects/a.jpg"],
  mediaFiles: [{ url: "/objects/a.jpg", type: "image", altText: null }],
  likeCount: 0,
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function renderAs(viewer: { id: string; isAdmin: boolean } | null) {
  const client = makeQueryClient();
  client.setQueryData(["/api/auth/user"], viewer ? { ...viewer, username: "v", name: null, firstName: null, lastName: null, bio: null, profileImageUrl: null, backgroundVideoUrl: null } : null);
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <PostMenu post={post} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** Presses the menu's button (Enter on a button clicks it); the dropdown loads on that first press and opens. */
async function openMenu() {
  fireEvent.click(screen.getByRole("button", { name: "Post options" }));
  return (await screen.findAllByRole("menuitem", undefined, { timeout: 5000 })).map((item) => item.textContent);
}

describe("PostMenu", () => {
  it("offers Edit and Delete to the author", async () => {
    renderAs({ id: "author", isAdmin: false });
    expect(await openMenu()).toEqual(["Edit", "Delete"]);
  });

  it("offers Delete (and Report, never Edit) to an admin on someone else's post, and names the author in the confirmation", async () => {
    renderAs({ id: "admin", isAdmin: true });
    expect(await openMenu()).toEqual(["Delete", "Report"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(await screen.findByRole("alertdialog", { name: "Delete post?" }, { timeout: 5000 })).toHaveTextContent("Delete this post by aiko?");
  });

  it("offers other members only Report, and opens the report dialog", async () => {
    renderAs({ id: "someone", isAdmin: false });
    expect(await openMenu()).toEqual(["Report"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Report" }));
    expect(await screen.findByRole("dialog", { name: "Report post" }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows no menu while signed out", () => {
    renderAs(null);
    expect(screen.queryByRole("button", { name: "Post options" })).toBeNull();
  });
});
