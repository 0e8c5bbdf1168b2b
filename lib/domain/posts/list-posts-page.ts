import "server-only";
import { badRequest } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeCursor, encodeCursor, type Cursor } from "@/lib/domain/posts/cursor";
import type { PostPage } from "@/lib/contract/posts/types";
import { selectPosts } from "@/lib/domain/posts/select-posts";
import type { Viewer, VisiblePostIds } from "@/lib/domain/safety/visibility";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

export type PageArgs = { cursor?: string | null; limit: number };

/**
 * One newest-first page by keyset cursor: `pageIds(after, take)` selects the ids (one SQL
 * statement in all); limit + 1 rows tell whether there is a next page. Build `pageIds` with
 * visiblePostIds / visiblePostIdsOfAuthors (lib/domain/safety/visibility.ts): they write the
 * viewer's whole rule into it, so the page's statement need not repeat it. Any other SELECT is
 * checked again in the statement (selectPosts).
 */
export async function listPostsPage(viewer: Viewer, pageIds: (after: Cursor | null, take: number) => VisiblePostIds | Prisma.Sql, { cursor, limit }: PageArgs): Promise<PostPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw badRequest(INVALID_CURSOR);
  const rows = await selectPosts(viewer, pageIds(after, limit + 1));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { posts: page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null };
}
