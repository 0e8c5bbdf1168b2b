import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";
import { beforeCursor } from "@/lib/services/posts/select-posts";

/** One user's posts, newest first; 404 for an unknown user. */
export async function listUserPosts(viewerId: string, userId: string, page: PageArgs) {
  const result = await listPostsPage(
    viewerId,
    (after, take) => Prisma.sql`
      SELECT p."id" FROM "Post" p WHERE p."authorId" = ${userId} ${beforeCursor(after)}
      ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${take}`,
    page,
  );
  if (result.posts.length === 0 && !page.cursor) {
    const exists = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!exists) throw notFound("User not found");
  }
  return result;
}
