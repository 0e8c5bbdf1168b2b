import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { listNotifications } from "@/lib/services/notifications/list-notifications";
import { listNotificationsQuerySchema } from "@/lib/validations/notifications";

// GET /api/notifications?cursor=: the caller's notifications, newest first, grouped, 30 items a page
export const GET = withUser(async ({ req, user }) => {
  const { cursor } = readQuery(req, listNotificationsQuerySchema);
  return listNotifications(user, cursor);
});
