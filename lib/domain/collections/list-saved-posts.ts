import "server-only";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import type { SavedPostDto } from "@/lib/contract/posts/types";
import { assertOwner } from "@/lib/domain/collections/assert-owner";
import type { PageArgs } from "@/lib/domain/posts/list-posts-page";
import { selectPosts } from "@/lib/domain/posts/select-posts";
import { Prisma } from "@/lib/generated/prisma/client";
import { visiblePostWhere, type Viewer } from "@/lib/domain/safety/visibility";

/** The owner's saved posts, most recently saved first, each with its collection title (posts of hidden members, of private accounts the owner no longer follows, and posts the owner is no longer in the audience of left out). */
export async function listSavedPosts(viewer: Viewer, userId: string, { cursor, limit }: PageArgs) {
  assertOwner(viewer, userId);
  const { where, orderBy, take } = keysetQuery(newestFirst(), readCursor(cursor), limit);
  const rows = await db.savedPost.findMany({
    where: { AND: [{ userId, post: visiblePostWhere(viewer) }, where] },
    orderBy,
    take,
    select: { id: true, postId: true, createdAt: true, collection: { select: { title: true } } },
  });
  const { items: page, nextCursor } = keysetPage(rows, limit, newestFirst());
  const ids = page.map((r) => r.postId);
  const posts = new Map((await selectPosts(viewer, Prisma.sql`SELECT unnest(${ids}::text[]) AS "id"`)).map((p) => [p.id, p]));
  const saved: SavedPostDto[] = page.flatMap((r) => {
    const post = posts.get(r.postId);
    return post ? [{ id: r.id, post, collectionTitle: r.collection.title, createdAt: r.createdAt.toISOString() }] : [];
  });
  return { saved, nextCursor };
}
