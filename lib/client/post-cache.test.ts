import { describe, expect, it } from "vitest";
import { patchPostEverywhere, removePostEverywhere } from "./post-cache";
import { QueryClient } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";

const post = (id: string, caption = id): PostDto => ({
  id,
  userId: "u1",
  user: { id: "u1", username: "aiko", name: null, firstName: "Aiko", lastName: null, profileImageUrl: null },
  caption,
  audience: "everyone",
  location: null,
  contentWarning: null,
  imageUrl: "/objects/x.jpg",
  imageUrls: ["/objects/x.jpg"],
  mediaFiles: [{ url: "/objects/x.jpg", type: "image", altText: null }],
  likeCount: 0,
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  createdAt: "2026-01-01T00:00:00.000Z",
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(["/api/posts/feed", "pages"], { pages: [{ posts: [post("a"), post("b")], nextCursor: null }], pageParams: [null] });
  client.setQueryData(["/api/users/u1/posts", "pages"], { pages: [{ items: [post("a"), post("c")], nextCursor: null }], pageParams: [null] });
  client.setQueryData(["/api/users/u2/saved-posts", "pages"], { pages: [{ items: [{ id: "s1", post: post("a"), collectionTitle: "All", createdAt: "" }], nextCursor: null }], pageParams: [null] });
  client.setQueryData(["/api/posts", "a"], post("a"));
  return client;
}

describe("post cache", () => {
  it("removes a deleted post from feed pages, profile grids, saved lists and its own query", () => {
    const client = seeded();
    removePostEverywhere(client, "a");
    expect(client.getQueryData<{ pages: { posts: PostDto[] }[] }>(["/api/posts/feed", "pages"])?.pages[0]?.posts.map((p) => p.id)).toEqual(["b"]);
    expect(client.getQueryData<{ pages: { items: PostDto[] }[] }>(["/api/users/u1/posts", "pages"])?.pages[0]?.items.map((p) => p.id)).toEqual(["c"]);
    expect(client.getQueryData<{ pages: { items: unknown[] }[] }>(["/api/users/u2/saved-posts", "pages"])?.pages[0]?.items).toEqual([]);
    expect(client.getQueryData(["/api/posts", "a"])).toBeUndefined();
  });

  it("patches an edited post in profile grids as well as in the feed", () => {
    const client = seeded();
    patchPostEverywhere(client, "a", (p) => ({ ...p, caption: "edited" }));
    expect(client.getQueryData<{ pages: { items: PostDto[] }[] }>(["/api/users/u1/posts", "pages"])?.pages[0]?.items[0]?.caption).toBe("edited");
    expect(client.getQueryData<{ pages: { posts: PostDto[] }[] }>(["/api/posts/feed", "pages"])?.pages[0]?.posts[0]?.caption).toBe("edited");
    expect(client.getQueryData<PostDto>(["/api/posts", "a"])?.caption).toBe("edited");
  });
});
