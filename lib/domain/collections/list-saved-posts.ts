import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/domain/posts/cursor";
import type { SavedPostDto } from "@/lib/contract/posts/types";
import { assertOwner } from "@/lib/domain/collections/assert-owner";
import type { PageArgs } from "@/lib/domain/posts/list-posts-page";
import { selectPosts } from "@/lib/domain/posts/select-posts";
import { Prisma } from "@/lib/generated/prisma/client";
import { visiblePostWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

/** The owner's saved posts, most recently saved first, each with its collection title (posts of hidden members, of private accounts the owner no longer follows, and posts the owner is no longer in the audience of left out). */
export async function listSavedPosts(viewer: Viewer, userId: string, { cursor, limit }: PageArgs) {
  assertOwner(viewer.id, userId);
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw badRequest(INVALID_CURSOR);
  const rows = await db.savedPost.findMany({
    where: { AND: [{ userId, post: visiblePostWhere(viewer) }, afterCursor(after)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { id: true, postId: true, createdAt: true, collection: { select: { title: true } } },
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const ids = page.map((r) => r.postId);
  const posts = new Map((await selectPosts(viewer, Prisma.sql`SELECT unnest(${ids}::text[]) AS "id"`)).map((p) => [p.id, p]));
  const saved: SavedPostDto[] = page.flatMap((r) => {
    const post = posts.get(r.postId);
    return post ? [{ id: r.id, post, collectionTitle: r.collection.title, createdAt: r.createdAt.toISOString() }] : [];
  });
  return { saved, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
