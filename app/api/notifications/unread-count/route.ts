import { withUser } from "@/lib/server/http/handler";
import { countUnreadNotifications } from "@/lib/domain/notifications/unread-count";

// GET /api/notifications/unread-count: { count } of unread items (as grouped in the list) for the header badge
export const GET = withUser(async ({ user }) => countUnreadNotifications(user));
