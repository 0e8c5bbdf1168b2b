// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";
import { db } from "@/lib/data/db";

// A big author's mark (TimelineBigAuthor, set by the fan-out past NIJI_TIMELINE_FANOUT_MAX followers) is
// lifted by a scheduled job (lib/server/jobs/purges.ts, "timeline.big-authors") once their followers
// fall below LIFT_SHARE of the threshold: the gap keeps an author near the line from flapping.

/** An author is lifted below this share of NIJI_TIMELINE_FANOUT_MAX followers (8,000 of 10,000 by default). */
export const LIFT_SHARE = 0.8;
/** Authors lifted per run at most (each queues up to LIFT_POSTS posts). */
export const LIFT_AUTHORS_PER_RUN = 20;
/** The newest posts of a lifted author queued for fan-out: as many as a follow backfills (migration 20261201110000_timeline). */
export const LIFT_POSTS = 100;

export type LiftResult = { authors: number; posts: number };

/**
 * Lifts the marks of authors now below the share, oldest marks first, and queues their newest
 * LIFT_POSTS posts for fan-out, in one statement: readers then merge the author at read time as
 * the author of queued posts (timeline-ids.ts) until the job runner's fan-out has written each post
 * into every follower's timeline (one post per statement, at most the threshold's entries), so the
 * feed never loses them on the way. Older posts stay out of the followers' timelines, as older
 * posts do after a follow.
 */
export async function liftBigAuthors(options: { fanoutMax?: number; limit?: number } = {}): Promise<LiftResult> {
  const fanoutMax = options.fanoutMax ?? getSettings().NIJI_TIMELINE_FANOUT_MAX;
  const below = Math.ceil(fanoutMax * LIFT_SHARE);
  const [row] = await db.$queryRaw<LiftResult[]>`
    WITH lifted AS (
      DELETE FROM "TimelineBigAuthor" WHERE "authorId" IN (
        SELECT b."authorId" FROM "TimelineBigAuthor" b
        WHERE (SELECT count(*) FROM (SELECT 1 FROM "Follow" f WHERE f."followingId" = b."authorId" LIMIT ${below}::int) n) < ${below}::int
        ORDER BY b."markedAt", b."authorId" LIMIT ${options.limit ?? LIFT_AUTHORS_PER_RUN}::int FOR UPDATE SKIP LOCKED)
      RETURNING "authorId"
    ), queued AS (
      INSERT INTO "TimelineFanout" ("postId", "createdAt", "authorId")
      SELECT r."id", r."createdAt", l."authorId" FROM lifted l
      CROSS JOIN LATERAL (
        SELECT p."id", p."createdAt" FROM "Post" p WHERE p."authorId" = l."authorId"
        ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${LIFT_POSTS}::int
      ) r
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT (SELECT count(*) FROM lifted)::int AS "authors", (SELECT count(*) FROM queued)::int AS "posts"`;
  return row ?? { authors: 0, posts: 0 };
}
