import "server-only";
import { badRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/posts/cursor";
import type { SavedPostDto } from "@/lib/posts/types";
import { assertOwner } from "@/lib/services/collections/assert-owner";
import type { PageArgs } from "@/lib/services/posts/list-posts-page";
import { selectPosts } from "@/lib/services/posts/select-posts";
import { Prisma } from "@/lib/generated/prisma/client";
import { visiblePostWhere, type Viewer } from "@/lib/services/safety/visibility";
import { INVALID_CURSOR } from "@/lib/validations/page-query";

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
