import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import { messages } from "@/messages/en";
import { importOrFail, PageError } from "@/tests/support/lazy-load";
import { Feed } from "./feed";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => "/" }));
// the browser's card: its first download fails the way a browser's failed chunk does
const failing = vi.hoisted(() => ({ card: 0 }));
vi.mock("./post-card", (importOriginal) => importOrFail(failing, "card", "post-card", importOriginal));

const author = { id: "u1", username: "mei", name: "Mei", firstName: "Mei", lastName: null, profileImageUrl: null } as PostDto["user"];
function post(id: string, caption: string): PostDto {
  return {
    id, userId: author.id, user: author, caption, location: null, audience: "everyone", contentWarning: null, imageUrl: "", imageUrls: [], mediaFiles: [],
    likeCount: 0, likesCount: 0, commentsCount: 0, isLiked: false, isSaved: false, createdAt: "2026-11-27T00:00:00.000Z",
  };
}

function renderFeed(first: { items: PostDto[]; nextCursor: string | null }) {
  const client = makeQueryClient();
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Tokyo">
      <QueryClientProvider client={client}>
        <PageError>
          <Feed initialPage={first} serverCards={{ p1: <p key="p1">server card p1</p> }} />
        </PageError>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { client, placeholders: () => view.container.querySelectorAll("[aria-hidden='true'].rounded-xl").length };
}

describe("Home feed whose browser card fails to download", () => {
  // first: once the card has loaded, vitest keeps the module and a later import never fails again
  it("says nothing while every post is a server card and no page is left: the member did nothing that needs it", async () => {
    failing.card = 1;
    renderFeed({ items: [post("p1", "hello")], nextCursor: null });
    await waitFor(() => expect(failing.card).toBe(0)); // the background download was tried, and failed
    await act(async () => undefined); // and its failure handled
    expect(screen.getByText("server card p1")).toBeInTheDocument();
    expect(screen.queryByText(messages.lists.loadMoreFailed)).toBeNull();
    expect(screen.queryByRole("button", { name: messages.lists.loadMore })).toBeNull();
  });

  it("keeps the server's cards, stops loading more and says so, and the retry button brings the later posts", async () => {
    failing.card = 1;
    const first = { items: [post("p1", "hello")], nextCursor: "c1" };
    const { client, placeholders } = renderFeed(first);
    // the idle download failed: the end of the list says so instead of loading pages it cannot draw
    expect(await screen.findByText(messages.lists.loadMoreFailed)).toBeInTheDocument();
    expect(screen.getByText("server card p1")).toBeInTheDocument();
    expect(screen.queryByText("page error")).toBeNull();

    // a later page arrived meanwhile (another tab's scroll, a refetch): drawn as placeholders, not dropped
    act(() =>
      client.setQueryData(["/api/posts/feed", "pages"], { pages: [first, { items: [post("p2", "later")], nextCursor: null }], pageParams: [null, "c1"] }),
    );
    await waitFor(() => expect(placeholders()).toBe(1));
    expect(screen.queryByText("later")).toBeNull();

    // the button downloads the card again, and the later post shows
    fireEvent.click(screen.getByRole("button", { name: messages.lists.loadMore }));
    expect(await screen.findByText("later")).toBeInTheDocument();
    expect(screen.queryByText(messages.lists.loadMoreFailed)).toBeNull();
    expect(screen.getByText("server card p1")).toBeInTheDocument();
    expect(placeholders()).toBe(0);
  });
});
