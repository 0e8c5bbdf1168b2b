import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { tagPageVisibleSql } from "@/lib/domain/tags/tag-posts-sql";
import { TAG_COUNT_CAP } from "@/lib/contract/tags/schemas";

/**
 * How many posts tagged `tag` the viewer may see (one aggregate, the tag page's own condition),
 * counted up to TAG_COUNT_CAP + 1: a tag on 200k posts took 0.7 s to count in full; the page says
 * "10,000+ posts" past the cap. `cap` is the contract's everywhere but in the test of the cap itself,
 * which would otherwise write ten thousand posts.
 */
export async function countTagPosts(viewer: Viewer, tag: string, cap: number = TAG_COUNT_CAP): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>(Prisma.sql`
    SELECT count(*)::int AS "count" FROM (
      SELECT 1 FROM "PostTag" t JOIN "Post" p ON p."id" = t."postId"
      WHERE t."tag" = ${tag} AND ${tagPageVisibleSql(viewer)} LIMIT ${cap + 1}
    ) counted`);
  return row?.count ?? 0;
}
