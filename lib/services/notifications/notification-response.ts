import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Notification, NotificationData } from "@/lib/notifications/types";

export const notificationSelect = {
  id: true,
  type: true,
  title: true,
  body: true,
  data: true,
  readAt: true,
  createdAt: true,
} as const satisfies Prisma.NotificationSelect;

type NotificationRow = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;

export function toNotification(row: NotificationRow): Notification {
  const data = row.data && typeof row.data === "object" && !Array.isArray(row.data) ? (row.data as NotificationData) : null;
  return { ...row, data, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}
