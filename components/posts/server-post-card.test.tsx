import { createTranslator, NextIntlClientProvider } from "next-intl";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { FeedContext } from "./feed-context";
import { ServerPostCard } from "./server-post-card";

// Home's first page is HTML from the server (ServerPostCard): author, age and caption are in that HTML
// only, the rest are islands. Rendered here as the server does (react-dom/server, its async parts
// awaited), inside the Feed's context as app/(app)/page.tsx puts it, in both languages.
const request = vi.hoisted(() => ({ locale: "en" as "en" | "ja" }));
vi.mock("next-intl/server", async () => {
  const { createTranslator: translator } = await import("next-intl");
  const catalogs = { en: (await import("@/messages/en")).messages, ja: (await import("@/messages/ja")).messages };
  return {
    getLocale: async () => request.locale,
    getTranslations: async (namespace: string) => translator({ locale: request.locale, messages: catalogs[request.locale], namespace: namespace as never }),
  };
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => "/" }));

const NOW = new Date("2026-11-27T12:00:00.000Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const post: PostDto = {
  id: "p1",
  userId: "u1",
  user: { id: "u1", username: "mei", name: null, firstName: "Mei", lastName: "Sato", profileImageUrl: null },
  caption: "Tokyo Pride was wonderful",
  location: null,
  audience: "everyone",
  contentWarning: null,
  imageUrl: "/objects/p1.jpg",
  imageUrls: ["/objects/p1.jpg"],
  mediaFiles: [{ url: "/objects/p1.jpg", type: "image", altText: null }],
  likeCount: 0,
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  isSaved: false,
  createdAt: new Date(NOW.getTime() - 3 * 3_600_000).toISOString(), // three hours before "now"
};
const name = displayName(post.user);

async function serverHtml(locale: "en" | "ja") {
  request.locale = locale;
  const client = makeQueryClient();
  client.setQueryData(["/api/auth/user"], null);
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="Asia/Tokyo">
      <QueryClientProvider client={client}>
        <FeedContext value={{ post: (id) => (id === post.id ? post : undefined), open: () => undefined }}>
          <ServerPostCard post={post} priority />
        </FeedContext>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  await stream.allReady;
  document.body.innerHTML = await new Response(stream).text();
  return document.body.querySelector("article")!;
}

describe("ServerPostCard (Home's first page, rendered on the server)", () => {
  it("has the author, the age and the caption in its HTML, in English", async () => {
    const card = await serverHtml("en");
    expect(card).not.toBeNull();
    const author = card.querySelector(`#post-${post.id}-author`)!;
    expect(author.querySelector(`a[aria-label="${name}'s profile"]`)).toHaveTextContent(name);
    const age = author.querySelector("time")!;
    expect(age).toHaveAttribute("datetime", post.createdAt);
    expect(age).toHaveTextContent("3 hours ago");
    expect(card).toHaveTextContent(`${name}Tokyo Pride was wonderful`); // the caption, after the author's name
    expect(card.getAttribute("aria-labelledby")).toBe(`post-${post.id}-author`);
  });

  it("the same in Japanese", async () => {
    const card = await serverHtml("ja");
    const author = card.querySelector(`#post-${post.id}-author`)!;
    const label = createTranslator({ locale: "ja", messages: ja, namespace: "posts.card" })("authorLink", { name });
    expect(label).toContain("さんのプロフィール");
    expect(author.querySelector(`a[aria-label="${label}"]`)).toHaveTextContent(name);
    expect(author.querySelector("time")).toHaveTextContent("3時間前");
    expect(card).toHaveTextContent(`${name}Tokyo Pride was wonderful`);
  });
});
