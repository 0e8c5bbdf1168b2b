import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostPage } from "@/lib/contract/posts/types";
import { listPostsPage, type PageArgs } from "@/lib/domain/posts/list-posts-page";
import { visiblePostIds, type Viewer } from "@/lib/domain/safety/visibility";
import { TAG_PAGE_SCOPE } from "@/lib/domain/tags/tag-posts-sql";

/** Posts tagged `tag` (already normalised) that the viewer may see (tagPageVisibleSql's rule, written in by visiblePostIds), newest first, over the (tag, createdAt, postId) index. */
export function listTagPosts(viewer: Viewer, tag: string, page: PageArgs): Promise<PostPage> {
  return listPostsPage(
    viewer,
    (after, take) =>
      visiblePostIds(viewer, {
        join: Prisma.sql`JOIN "PostTag" t ON t."postId" = p."id"`,
        filter: Prisma.sql`t."tag" = ${tag}`,
        order: { createdAt: Prisma.sql`t."createdAt"`, id: Prisma.sql`t."postId"` },
        after,
        take,
        ...TAG_PAGE_SCOPE,
      }),
    page,
  );
}
