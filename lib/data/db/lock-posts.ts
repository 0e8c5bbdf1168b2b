// server-only, loaded outside Next too (scripts/backfill-image-variants.ts)
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Locks the rows of the posts `ids` in id order (FOR NO KEY UPDATE) and answers those that exist. Every
 * write of PostMedia that takes more than one statement, or touches a post another may be changing,
 * calls this first in its transaction: the media list's trigger (migration 20261201160000_post_media_list)
 * locks a post's row after its media rows, so a writer holding the post (an edit, a deletion's cascade)
 * and one holding a media row would otherwise wait on each other until PostgreSQL aborts one.
 */
export function lockPosts(tx: Prisma.TransactionClient, ids: string[]): Promise<{ id: string; authorId: string }[]> {
  return tx.$queryRaw`SELECT "id", "authorId" FROM "Post" WHERE "id" = ANY(${ids}) ORDER BY "id" FOR NO KEY UPDATE`;
}
