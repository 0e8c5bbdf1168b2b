import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostPage } from "@/lib/posts/types";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";
import type { Viewer } from "@/lib/services/safety/visibility";
import { tagPageVisibleSql } from "@/lib/services/tags/tag-posts-sql";

/** Posts tagged `tag` (already normalised) that the viewer may see, newest first, over the (tag, createdAt, postId) index. */
export function listTagPosts(viewer: Viewer, tag: string, page: PageArgs): Promise<PostPage> {
  return listPostsPage(
    viewer,
    (after, take) => Prisma.sql`
      SELECT t."postId" AS "id" FROM "PostTag" t JOIN "Post" p ON p."id" = t."postId"
      WHERE t."tag" = ${tag} AND ${tagPageVisibleSql(viewer)}
        ${after ? Prisma.sql`AND (t."createdAt", t."postId") < (CAST(${after.createdAt.toISOString()} AS timestamp), ${after.id})` : Prisma.empty}
      ORDER BY t."createdAt" DESC, t."postId" DESC LIMIT ${take}`,
    page,
  );
}
