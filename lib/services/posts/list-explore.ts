import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor } from "@/lib/posts/cursor";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";
import { beforeCursor } from "@/lib/services/posts/select-posts";
import { authorVisibleToViewerSql, browsingAsMember, publicPostSql, visibleUserSql, type Viewer } from "@/lib/services/safety/visibility";

/** Everyone's recent posts shared with everyone that the viewer may see (private accounts only when followed, admins included), newest first (mutes do not apply: feed and stories only). */
export function listExplore(viewer: Viewer, page: PageArgs) {
  return listPostsPage(viewer, (after, take) => exploreIds(viewer, after, take), page);
}

/** The ids of one explore page. */
export function exploreIds(viewer: Viewer, after: Cursor | null, take: number) {
  return Prisma.sql`
      SELECT p."id" FROM "Post" p WHERE ${publicPostSql("p")} AND ${visibleUserSql(viewer, Prisma.sql`p."authorId"`)}
        AND ${authorVisibleToViewerSql(browsingAsMember(viewer), Prisma.sql`p."authorId"`)} ${beforeCursor(after)}
      ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${take}`;
}
