import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor } from "@/lib/core/paging/cursor";
import { keysetPage, readCursor } from "@/lib/core/paging/keyset";
import type { PostPage } from "@/lib/contract/posts/types";
import { selectPosts } from "@/lib/domain/posts/select-posts";
import type { Viewer, VisiblePostIds } from "@/lib/domain/safety/visibility";

export type PageArgs = { cursor?: string | null; limit: number };

/**
 * One newest-first page by keyset cursor: `pageIds(after, take)` selects the ids (one SQL
 * statement in all); limit + 1 rows tell whether there is a next page. Build `pageIds` with
 * visiblePostIds / visiblePostIdsOfAuthors (lib/domain/safety/visibility.ts): they write the
 * viewer's whole rule into it, so the page's statement need not repeat it. Any other SELECT is
 * checked again in the statement (selectPosts).
 */
export async function listPostsPage(viewer: Viewer, pageIds: (after: Cursor | null, take: number) => VisiblePostIds | Prisma.Sql, { cursor, limit }: PageArgs): Promise<PostPage> {
  const rows = await selectPosts(viewer, pageIds(readCursor(cursor), limit + 1));
  const { items, nextCursor } = keysetPage(rows, limit, (post) => ({ at: new Date(post.createdAt), id: post.id }));
  return { posts: items, nextCursor };
}
