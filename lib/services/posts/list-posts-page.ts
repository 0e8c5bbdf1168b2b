import "server-only";
import { badRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/posts/cursor";
import type { PostDto } from "@/lib/posts/types";
import { postSelect, toPostDto } from "@/lib/services/posts/post-select";

export type PostPage = { posts: PostDto[]; nextCursor: string | null };
export type PageArgs = { cursor?: string | null; limit: number };

/** One newest-first page of posts matching `where`, by keyset cursor (limit + 1 tells if more). */
export async function listPostsPage(viewerId: string, where: Prisma.PostWhereInput, { cursor, limit }: PageArgs): Promise<PostPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw badRequest("Invalid cursor");
  const rows = await db.post.findMany({
    where: { AND: [where, afterCursor(after)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: postSelect(viewerId),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { posts: page.map(toPostDto), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
