import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";
import { beforeCursor } from "@/lib/services/posts/select-posts";
import { postAudienceSql, visibleUserSql, visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";
import { USER_NOT_FOUND } from "@/lib/services/users/get-profile";

/** One user's posts, newest first; 404 for an unknown user or one hidden from the viewer. */
export async function listUserPosts(viewer: Viewer, userId: string, page: PageArgs) {
  const result = await listPostsPage(
    viewer,
    (after, take) => Prisma.sql`
      SELECT p."id" FROM "Post" p WHERE p."authorId" = ${userId}
        AND ${visibleUserSql(viewer, Prisma.sql`p."authorId"`)} AND ${postAudienceSql(viewer, "p")} ${beforeCursor(after)}
      ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${take}`,
    page,
  );
  if (result.posts.length === 0 && !page.cursor) {
    const exists = await db.user.findFirst({ where: { id: userId, ...(userId === viewer.id ? {} : visibleUserWhere(viewer)) }, select: { id: true } });
    if (!exists) throw notFound(USER_NOT_FOUND);
  }
  return result;
}
