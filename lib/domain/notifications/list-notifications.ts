import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/contract/notifications/constants";
import type { NotificationPage } from "@/lib/contract/notifications/types";
import { hydrateNotifications, type NotificationHead } from "@/lib/domain/notifications/notification-response";
import { noticeShownSql, withoutJit } from "@/lib/domain/notifications/shown-sql";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { keysetPage, newestFirst, readCursor } from "@/lib/core/paging/keyset";

export { NOTIFICATIONS_PAGE_SIZE };

/**
 * The viewer's notices, newest first, 30 items a page. Grouped notices (one groupKey) show as one
 * item: the group's newest shown notice stands for it (no newer shown notice of the same group
 * exists), with the group's count, unread state and two newest actors from a lateral aggregate.
 * Paged by (createdAt, id) of those newest notices, so a group that gains a notice moves to the
 * top and is never listed twice. One statement for the page, then a fixed few to hydrate it.
 */
export async function listNotifications(viewer: Viewer, cursor?: string): Promise<NotificationPage> {
  const after = readCursor(cursor);
  const me = viewer.id;
  const heads = await withoutJit((tx) => tx.$queryRaw<NotificationHead[]>`
    SELECT n."id", n."type", n."title", n."body", n."data", n."createdAt", n."actorId", n."postId", n."commentId",
      n."storyId", n."storyCommentId", n."followRequestId", g."count", g."actorCount", g."unread", g."readAt", g."actorIds"
    FROM "Notification" n
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "count", count(DISTINCT m."actorId")::int AS "actorCount", bool_or(m."readAt" IS NULL) AS "unread",
        max(m."readAt") AS "readAt", (array_agg(m."actorId" ORDER BY m."createdAt" DESC, m."id" DESC))[1:4] AS "actorIds"
      FROM "Notification" m
      WHERE m."userId" = ${me} AND (m."id" = n."id" OR (n."groupKey" IS NOT NULL AND m."groupKey" = n."groupKey"))
        AND ${noticeShownSql(viewer, "m", { actorOnly: true })}
    ) g
    WHERE n."userId" = ${me}
      AND ${after ? Prisma.sql`(n."createdAt", n."id") < (${after.at}, ${after.id})` : Prisma.sql`TRUE`}
      AND ${noticeShownSql(viewer, "n")}
      AND (n."groupKey" IS NULL OR NOT EXISTS (
        SELECT 1 FROM "Notification" o
        WHERE o."userId" = ${me} AND o."groupKey" = n."groupKey" AND (o."createdAt", o."id") > (n."createdAt", n."id")
          AND ${noticeShownSql(viewer, "o", { actorOnly: true })}))
    ORDER BY n."createdAt" DESC, n."id" DESC
    LIMIT ${NOTIFICATIONS_PAGE_SIZE + 1}`);
  const { items, nextCursor } = keysetPage(heads, NOTIFICATIONS_PAGE_SIZE, newestFirst());
  return { notifications: await hydrateNotifications(viewer, items), nextCursor };
}
