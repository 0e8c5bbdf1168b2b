import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor } from "@/lib/core/paging/cursor";
import { unionOfPostIds, visiblePostIds, visiblePostIdsOfAuthors, type Viewer } from "@/lib/domain/safety/visibility";

/**
 * The ids of one home feed page from the viewer's timeline (issue #34), newest first: the union of
 * - their TimelineEntry rows (fan-out on write), walked newest first on the table's primary key;
 * - the newest posts, from the per-author (authorId, createdAt, id) index, of the authors read at
 *   read time: the viewer, followed authors over the fan-out threshold (TimelineBigAuthor) and
 *   followed authors with a post still queued for fan-out (TimelineFanout, a few rows).
 * The timeline is a candidate list: each part has the viewer's whole rule (blocks either way,
 * suspension, mutes, private accounts, audience) and the follow itself checked in this same
 * statement (the `followed` scope of visibility.ts, a probe per row), so a stale entry (an unfollow,
 * block, mute, audience or Close Friends change racing the fan-out or outliving its cleanup) can
 * never show. Each part reads about `take` rows past the cursor whatever the number of follows.
 */
export function timelineIds(viewer: Viewer, after: Cursor | null, take: number) {
  const viewerId = viewer.id;
  const entries = visiblePostIds(viewer, {
    join: Prisma.sql`JOIN "TimelineEntry" t ON t."postId" = p."id"`,
    filter: Prisma.sql`t."ownerId" = ${viewerId}`,
    order: { createdAt: Prisma.sql`t."createdAt"`, id: Prisma.sql`t."postId"` },
    after,
    take,
    mutes: true,
    followed: true,
  });
  // a few rows: the big authors of the whole site and the authors of queued posts (the rule keeps the followed ones)
  const readTimeAuthors = Prisma.sql`
        SELECT ${viewerId} AS "authorId"
        UNION SELECT b."authorId" FROM "TimelineBigAuthor" b
        UNION SELECT q."authorId" FROM "TimelineFanout" q`;
  const merged = visiblePostIdsOfAuthors(viewer, readTimeAuthors, { after, take, mutes: true, followed: true });
  return unionOfPostIds(viewer, [entries, merged], take);
}
