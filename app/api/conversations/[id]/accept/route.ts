import { withUser } from "@/lib/api/handler";
import { acceptConversation } from "@/lib/services/messages/accept-conversation";

// POST /api/conversations/[id]/accept: move a request to the inbox
export const POST = withUser<{ id: string }>(({ params, user }) => acceptConversation(user, params.id));
