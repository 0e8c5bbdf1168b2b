import { withUser } from "@/lib/server/http/handler";
import { acceptConversation } from "@/lib/domain/messages/accept-conversation";

// POST /api/conversations/[id]/accept: move a request to the inbox
export const POST = withUser<{ id: string }>(({ params, user }) => acceptConversation(user, params.id));
