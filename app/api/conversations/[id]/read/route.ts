import { withUser } from "@/lib/api/handler";
import { markRead } from "@/lib/services/messages/mark-read";

// POST /api/conversations/[id]/read: mark the conversation read -> { readAt }
export const POST = withUser<{ id: string }>(({ params, user }) => markRead(user, params.id), { throttle: "message" });
