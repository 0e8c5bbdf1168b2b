import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { listPostsPage, type PageArgs } from "@/lib/domain/posts/list-posts-page";
import { visiblePostIds, type Viewer } from "@/lib/domain/safety/visibility";
import { assertProfileContentVisible } from "@/lib/domain/users/assert-profile-content-visible";

/**
 * One user's posts, newest first; 404 for an unknown user or one hidden from the viewer, 403
 * `private_account` for a private account the viewer does not follow.
 */
export async function listUserPosts(viewer: Viewer, userId: string, page: PageArgs) {
  const result = await listPostsPage(viewer, (after, take) => visiblePostIds(viewer, { filter: Prisma.sql`p."authorId" = ${userId}`, after, take }), page);
  if (result.posts.length === 0 && !page.cursor) await assertProfileContentVisible(viewer, userId);
  return result;
}
