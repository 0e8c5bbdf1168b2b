// Response shapes of GET /api/notifications, shared by the service and the notifications screen.
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

export type NotificationPage = { notifications: Notification[]; nextCursor: string | null };
