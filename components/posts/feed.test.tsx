import { act, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import type { Page } from "@/lib/client/fetch-page";
import { QueryClientProvider, type QueryClient } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import { messages } from "@/messages/en";
import { FeedPostBody } from "./feed-card-islands";
import { Feed } from "./feed";
import { captionKey } from "./server-card-key";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => "/" }));

const author = { id: "u1", username: "mei", name: "Mei", firstName: "Mei", lastName: null, profileImageUrl: null } as PostDto["user"];

function post(id: string, caption: string): PostDto {
  return {
    id, userId: author.id, user: author, caption, location: null, audience: "everyone", contentWarning: null, imageUrl: "", imageUrls: [], mediaFiles: [],
    likeCount: 0, likesCount: 0, commentsCount: 0, isLiked: false, isSaved: false, createdAt: "2026-11-27T00:00:00.000Z",
  };
}

const FEED_KEY = ["/api/posts/feed", "pages"];

function renderFeed(client: QueryClient, initialPage: Page<PostDto>) {
  // what app/(app)/page.tsx passes: each first-page post's card, here a marker around its body island
  const serverCards = Object.fromEntries(
    initialPage.items.map((p) => [p.id, <div key={p.id} data-testid={`server-${p.id}`}><FeedPostBody postId={p.id} rendered={captionKey(p)} caption={<p>{`server caption ${p.id}`}</p>} /></div>]),
  );
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Tokyo">
      <QueryClientProvider client={client}>
        <Feed initialPage={initialPage} serverCards={serverCards} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("Feed with server-rendered first page", () => {
  it("shows the server's cards, whose islands follow the cache; an edited caption is drawn in the card, a later post in the browser's card", async () => {
    const client = makeQueryClient();
    const first = { items: [post("p1", "hello"), post("p2", "world")], nextCursor: "c1" };
    renderFeed(client, first);
    expect(screen.getByTestId("server-p1")).toHaveTextContent("server caption p1");
    expect(screen.getByTestId("server-p2")).toBeInTheDocument();
    expect(screen.queryByText("1 like")).not.toBeInTheDocument();

    // a like (the cache patched as use-like-post does) shows in the server card's island
    act(() => client.setQueryData(FEED_KEY, { pages: [{ ...first, items: [{ ...post("p1", "hello"), isLiked: true, likeCount: 1, likesCount: 1 }, post("p2", "world")] }], pageParams: [null] }));
    await waitFor(() => expect(screen.getByTestId("server-p1")).toHaveTextContent("1 like"));
    expect(screen.getByRole("button", { name: "Unlike" })).toHaveAttribute("aria-pressed", "true");

    // an edited caption and a post of a later page: the card stays mounted (its menu, an open dialog and the
    // comments keep their place) and draws the caption as it is now; the later post is the browser's card
    act(() =>
      client.setQueryData(FEED_KEY, {
        pages: [{ ...first, items: [post("p1", "hello again"), post("p2", "world")] }, { items: [post("p3", "later")], nextCursor: null }],
        pageParams: [null, "c1"],
      }),
    );
    const edited = screen.getByTestId("server-p1");
    expect(await within(edited).findByText("hello again")).toBeInTheDocument();
    expect(edited).not.toHaveTextContent("server caption p1");
    expect(screen.getByTestId("server-p1")).toBe(edited);
    expect(await screen.findByText("later")).toBeInTheDocument();
    expect(screen.getByTestId("server-p2")).toHaveTextContent("server caption p2");
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("drops a server card whose post left the feed (deleted)", async () => {
    const client = makeQueryClient();
    const first = { items: [post("p1", "hello"), post("p2", "world")], nextCursor: null };
    renderFeed(client, first);
    act(() => client.setQueryData(FEED_KEY, { pages: [{ items: [post("p2", "world")], nextCursor: null }], pageParams: [null] }));
    await waitFor(() => expect(screen.queryByTestId("server-p1")).not.toBeInTheDocument());
    expect(screen.getByTestId("server-p2")).toBeInTheDocument();
  });
});
