import "server-only";
import { UNREAD_COUNT_CAP } from "@/lib/contract/notifications/constants";
import type { UnreadCount } from "@/lib/contract/notifications/types";
import { noticeShownSql, withoutJit } from "@/lib/domain/notifications/shown-sql";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Unread items as the list groups them (likes on one post count once), hidden notices left out:
 * the newest unread shown notice of each group, walked along the partial unread index and
 * stopping at the cap, so a member with thousands of unread notices costs no more than 100.
 */
export async function countUnreadNotifications(viewer: Viewer): Promise<UnreadCount> {
  const me = viewer.id;
  const rows = await withoutJit((tx) => tx.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS "count" FROM (
      SELECT 1 FROM "Notification" n
      WHERE n."userId" = ${me} AND n."readAt" IS NULL AND ${noticeShownSql(viewer, "n")}
        AND (n."groupKey" IS NULL OR NOT EXISTS (
          SELECT 1 FROM "Notification" o
          WHERE o."userId" = ${me} AND o."groupKey" = n."groupKey" AND o."readAt" IS NULL AND (o."createdAt", o."id") > (n."createdAt", n."id")
            AND ${noticeShownSql(viewer, "o", { actorOnly: true })}))
      ORDER BY n."createdAt" DESC
      LIMIT ${UNREAD_COUNT_CAP}
    ) unread`);
  return { count: rows[0]?.count ?? 0 };
}
