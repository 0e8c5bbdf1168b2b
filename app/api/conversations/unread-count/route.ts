import { withUser } from "@/lib/api/handler";
import { countUnread } from "@/lib/services/messages/unread-count";

// GET /api/conversations/unread-count: conversations with unread messages, per folder
export const GET = withUser(({ user }) => countUnread(user));
