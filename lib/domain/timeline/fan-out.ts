// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";
import { db } from "@/lib/data/db";

// Fan-out on write (issue #34): a trigger on Post queues every new post (TimelineFanout); the job
// runner (lib/server/jobs/timeline-fanout.ts) takes them here, one post per statement, and writes
// one TimelineEntry per follower of its author. The hybrid: an author with more followers than
// NIJI_TIMELINE_FANOUT_MAX is marked TimelineBigAuthor instead (lifted again well below it:
// lift-big-authors.ts), and the feed merges their posts in at read time (lib/domain/timeline/timeline-ids.ts). Each post leaves the
// queue in the statement that writes its entries (FOR UPDATE SKIP LOCKED: once across instances),
// so a reader sees it queued or fanned out, never neither.

export type FanOutResult = { posts: number; entries: number; bigAuthors: number };

/** Posts fanned out per call at most (a round of the job runner); the rest waits for the next round. */
export const FAN_OUT_ROUND_POSTS = 500;

/**
 * How old a queued post must be before the job fans it out. A follow written in a transaction that
 * has not committed when the fan-out's statement starts is invisible to it, and that follow's own
 * backfill could not see the post if the post committed after the backfill's statement began: the
 * post would then never reach the new follower's timeline. Fanning out only posts a couple of seconds
 * old lets every such transaction end first; meanwhile the feed merges queued posts in at read time,
 * so nobody waits to see them.
 */
export const FAN_OUT_SETTLE_MS = 2_000;

/** Fans out queued posts, oldest first, until the queue is empty or `maxPosts` are done (tests pass `settleMs: 0` to take fresh posts too). */
export async function fanOutQueuedPosts(options: { fanoutMax?: number; maxPosts?: number; settleMs?: number } = {}): Promise<FanOutResult> {
  const fanoutMax = options.fanoutMax ?? getSettings().NIJI_TIMELINE_FANOUT_MAX;
  const maxPosts = options.maxPosts ?? FAN_OUT_ROUND_POSTS;
  const settledBefore = new Date(Date.now() - (options.settleMs ?? FAN_OUT_SETTLE_MS));
  const total: FanOutResult = { posts: 0, entries: 0, bigAuthors: 0 };
  while (total.posts < maxPosts) {
    // the many posts of authors with few followers in one statement each, then one other post (a
    // larger author's, or a big one's to mark), so neither kind waits behind the other
    const batch = await fanOutSmallAuthorsPosts(Math.min(SMALL_BATCH_POSTS, maxPosts - total.posts), Math.min(SMALL_AUTHOR_FOLLOWERS, fanoutMax), settledBefore);
    const one = total.posts + batch.posts < maxPosts ? await fanOutOnePost(fanoutMax, settledBefore) : { posts: 0, entries: 0, bigAuthors: 0 };
    if (batch.posts === 0 && one.posts === 0) break;
    for (const done of [batch, one]) {
      total.posts += done.posts;
      total.entries += done.entries;
      total.bigAuthors += done.bigAuthors;
    }
  }
  return total;
}

/** Authors with at most this many followers have their queued posts fanned out many to a statement. */
export const SMALL_AUTHOR_FOLLOWERS = 200;
/** Posts per such statement (so at most 10,000 entries written by one statement). */
const SMALL_BATCH_POSTS = 50;

/**
 * Up to `limit` settled queued posts whose authors have at most `smallMax` followers (SMALL_AUTHOR_FOLLOWERS, or the fan-out threshold when lower; and
 * are not merged at read time), oldest first, fanned out in one statement: most members have few
 * followers, and one statement per post made a backlog of a few thousand posts take half a minute.
 */
async function fanOutSmallAuthorsPosts(limit: number, smallMax: number, settledBefore: Date): Promise<FanOutResult> {
  if (limit <= 0) return { posts: 0, entries: 0, bigAuthors: 0 };
  const [row] = await db.$queryRaw<FanOutResult[]>`
    WITH claimed AS (
      DELETE FROM "TimelineFanout" WHERE "postId" IN (
        SELECT q."postId" FROM "TimelineFanout" q
        WHERE q."createdAt" <= ${settledBefore}
          AND NOT EXISTS (SELECT 1 FROM "TimelineBigAuthor" b WHERE b."authorId" = q."authorId")
          AND (SELECT count(*) FROM (SELECT 1 FROM "Follow" f WHERE f."followingId" = q."authorId" LIMIT ${smallMax + 1}::int) n) <= ${smallMax}::int
        ORDER BY q."createdAt", q."postId" LIMIT ${limit}::int FOR UPDATE SKIP LOCKED)
      RETURNING "postId", "createdAt", "authorId"
    ), written AS (
      INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
      SELECT f."followerId", c."createdAt", c."postId", c."authorId" FROM claimed c JOIN "Follow" f ON f."followingId" = c."authorId"
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT (SELECT count(*) FROM claimed)::int AS "posts", (SELECT count(*) FROM written)::int AS "entries", 0 AS "bigAuthors"`;
  return row ?? { posts: 0, entries: 0, bigAuthors: 0 };
}

async function fanOutOnePost(fanoutMax: number, settledBefore: Date): Promise<FanOutResult> {
  const [row] = await db.$queryRaw<FanOutResult[]>`
    WITH claimed AS (
      DELETE FROM "TimelineFanout" WHERE "postId" IN (
        SELECT "postId" FROM "TimelineFanout" WHERE "createdAt" <= ${settledBefore} ORDER BY "createdAt", "postId" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING "postId", "createdAt"
    ), post AS (
      SELECT c."postId", c."createdAt", p."authorId",
        EXISTS (SELECT 1 FROM "TimelineBigAuthor" b WHERE b."authorId" = p."authorId")
          OR (SELECT count(*) FROM (SELECT 1 FROM "Follow" f WHERE f."followingId" = p."authorId" LIMIT ${fanoutMax + 1}::int) n) > ${fanoutMax}::int AS "readTime"
      FROM claimed c JOIN "Post" p ON p."id" = c."postId"
    ), marked AS (
      INSERT INTO "TimelineBigAuthor" ("authorId") SELECT "authorId" FROM post WHERE "readTime"
      ON CONFLICT DO NOTHING RETURNING 1
    ), written AS (
      INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
      SELECT f."followerId", post."createdAt", post."postId", post."authorId" FROM post JOIN "Follow" f ON f."followingId" = post."authorId"
      WHERE NOT post."readTime"
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT (SELECT count(*) FROM claimed)::int AS "posts", (SELECT count(*) FROM written)::int AS "entries", (SELECT count(*) FROM marked)::int AS "bigAuthors"`;
  return row ?? { posts: 0, entries: 0, bigAuthors: 0 };
}
