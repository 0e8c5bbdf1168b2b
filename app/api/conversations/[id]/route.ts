import { withUser } from "@/lib/api/handler";
import { clearConversation } from "@/lib/services/messages/clear-conversation";
import { getConversation } from "@/lib/services/messages/get-conversation";

// GET /api/conversations/[id]: one of the viewer's conversations
export const GET = withUser<{ id: string }>(({ params, user }) => getConversation(user, params.id));

// DELETE /api/conversations/[id]: delete for me (the other member is not told)
export const DELETE = withUser<{ id: string }>(({ params, user }) => clearConversation(user, params.id));
