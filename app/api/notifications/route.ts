import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { listNotifications } from "@/lib/services/notifications/list-notifications";
import { listNotificationsQuerySchema } from "@/lib/validations/businesses";

// GET /api/notifications?cursor=: the caller's notifications, newest first, 30 a page
export const GET = withUser(async ({ req, user }) => {
  const { cursor } = readQuery(req, listNotificationsQuerySchema);
  return listNotifications(user.id, cursor);
});
