import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";
import { beforeCursor } from "@/lib/services/posts/select-posts";
import { authorVisibleToViewerSql, postAudienceSql, visibleUserSql, type Viewer } from "@/lib/services/safety/visibility";
import { assertProfileContentVisible } from "@/lib/services/users/assert-profile-content-visible";

/**
 * One user's posts, newest first; 404 for an unknown user or one hidden from the viewer, 403
 * `private_account` for a private account the viewer does not follow.
 */
export async function listUserPosts(viewer: Viewer, userId: string, page: PageArgs) {
  const author = Prisma.sql`p."authorId"`;
  const result = await listPostsPage(
    viewer,
    (after, take) => Prisma.sql`
      SELECT p."id" FROM "Post" p WHERE p."authorId" = ${userId}
        AND ${visibleUserSql(viewer, author)} AND ${authorVisibleToViewerSql(viewer, author)} AND ${postAudienceSql(viewer, "p")} ${beforeCursor(after)}
      ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${take}`,
    page,
  );
  if (result.posts.length === 0 && !page.cursor) await assertProfileContentVisible(viewer, userId);
  return result;
}
