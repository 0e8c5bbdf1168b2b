import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { listNotifications } from "@/lib/domain/notifications/list-notifications";
import { listNotificationsQuerySchema } from "@/lib/contract/notifications/schemas";

// GET /api/notifications?cursor=: the caller's notifications, newest first, grouped, 30 items a page
export const GET = withUser(async ({ req, user }) => {
  const { cursor } = readQuery(req, listNotificationsQuerySchema);
  return listNotifications(user, cursor);
});
