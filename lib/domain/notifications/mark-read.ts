import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MarkReadResult } from "@/lib/contract/notifications/types";
import { countUnreadNotifications } from "@/lib/domain/notifications/unread-count";
import type { Viewer } from "@/lib/domain/safety/visibility";
import type { MarkNotificationsReadBody } from "@/lib/contract/notifications/schemas";

/**
 * Marks the viewer's own notices read: every one (`all`), or the listed items. An item's id is its
 * group's newest notice, so the group's older notices are read with it (newer ones that arrived
 * since stay unread). Ids that are not the viewer's, or no longer exist, are ignored.
 */
export async function markNotificationsRead(viewer: Viewer, body: MarkNotificationsReadBody): Promise<MarkReadResult> {
  const me = viewer.id;
  const which = body.all
    ? Prisma.sql`TRUE`
    : Prisma.sql`(n."id" = ANY(${body.ids}::text[]) OR (n."groupKey" IS NOT NULL AND EXISTS (
        SELECT 1 FROM "Notification" h WHERE h."userId" = ${me} AND h."id" = ANY(${body.ids}::text[])
          AND h."groupKey" = n."groupKey" AND h."createdAt" >= n."createdAt")))`;
  const marked = await db.$executeRaw`UPDATE "Notification" n SET "readAt" = now() WHERE n."userId" = ${me} AND n."readAt" IS NULL AND ${which}`;
  const { count } = await countUnreadNotifications(viewer);
  return { marked, unreadCount: count };
}
