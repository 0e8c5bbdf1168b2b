import { withUser } from "@/lib/server/http/handler";
import { countUnread } from "@/lib/domain/messages/unread-count";

// GET /api/conversations/unread-count: conversations with unread messages, per folder
export const GET = withUser(({ user }) => countUnread(user));
