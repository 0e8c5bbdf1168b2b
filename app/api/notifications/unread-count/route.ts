import { withUser } from "@/lib/api/handler";
import { countUnreadNotifications } from "@/lib/services/notifications/unread-count";

// GET /api/notifications/unread-count: { count } of unread items (as grouped in the list) for the header badge
export const GET = withUser(async ({ user }) => countUnreadNotifications(user));
