import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";
import { beforeCursor } from "@/lib/services/posts/select-posts";

/** Everyone's recent posts, newest first. */
export function listExplore(viewerId: string, page: PageArgs) {
  return listPostsPage(
    viewerId,
    (after, take) => Prisma.sql`
      SELECT p."id" FROM "Post" p WHERE TRUE ${beforeCursor(after)}
      ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${take}`,
    page,
  );
}
