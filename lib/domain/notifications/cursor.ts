import { NOTIFICATION_CURSOR } from "@/lib/contract/notifications/schemas";

// The notifications list is ordered by (createdAt, id) of each item's newest notice; the cursor
// carries both, so it stays valid when that notice is later deleted (an unlike) or read.

export type NotificationCursor = { createdAt: Date; id: string };

export function encodeNotificationCursor(cursor: NotificationCursor): string {
  return `${cursor.createdAt.getTime()}_${cursor.id}`;
}

/** The cursor, or null when it is not one of ours (the query schema already refused other shapes). */
export function decodeNotificationCursor(raw: string): NotificationCursor | null {
  const match = NOTIFICATION_CURSOR.exec(raw);
  if (!match) return null;
  const createdAt = new Date(Number(match[1]));
  if (Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id: match[2]! };
}
