import { withUser } from "@/lib/server/http/handler";
import { markRead } from "@/lib/domain/messages/mark-read";

// POST /api/conversations/[id]/read: mark the conversation read -> { readAt }
export const POST = withUser<{ id: string }>(({ params, user }) => markRead(user, params.id), { throttle: "message" });
