import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const NOTIFICATION_TYPES = {
  applicationApproved: "business_application_approved",
  applicationRejected: "business_application_rejected",
  reportResolved: "report_resolved",
  contentRemoved: "content_removed",
  accountSuspended: "account_suspended",
} as const;

export type NotificationData = {
  applicationId?: string;
  businessId?: string;
  businessName?: string;
  adminNotes?: string | null;
  // moderation outcomes
  reportId?: string;
  targetType?: string;
  action?: string;
  reason?: string;
  notes?: string | null;
};

export type Notification = {
  id: string;
  type: string;
  title: string;
  body: string;
  data: NotificationData | null;
  readAt: string | null;
  createdAt: string;
};

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
