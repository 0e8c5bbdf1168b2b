import "server-only";
import { db } from "@/lib/db";
import type { NotificationPage } from "@/lib/notifications/types";
import { notificationSelect, toNotification } from "@/lib/services/notifications/notification-response";

export const NOTIFICATIONS_PAGE_SIZE = 30;

/** The user's own notifications, newest first, a page at a time (cursor = last id of the previous page). */
export async function listNotifications(userId: string, cursor?: string): Promise<NotificationPage> {
  const rows = await db.notification.findMany({
    where: { userId },
    select: notificationSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: NOTIFICATIONS_PAGE_SIZE + 1,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return { notifications: page.map(toNotification), nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? page[page.length - 1]!.id : null };
}
