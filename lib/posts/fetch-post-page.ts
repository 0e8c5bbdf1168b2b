import { ApiError } from "@/lib/api/client";
import { NEXT_CURSOR_HEADER } from "@/lib/posts/constants";
import type { PostDto, PostPage } from "@/lib/posts/types";

/** One page of a post list (`url` = /api/posts/feed or /explore); the next cursor comes in a header. */
export async function fetchPostPage(url: string, cursor: string | null, limit?: number): Promise<PostPage> {
  const params = new URLSearchParams();
  if (cursor) params.set("cursor", cursor);
  if (limit) params.set("limit", String(limit));
  const query = params.toString();
  const res = await fetch(query ? `${url}?${query}` : url, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  const posts = (await res.json()) as PostDto[];
  return { posts, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}
