import { withUser } from "@/lib/server/http/handler";
import { clearConversation } from "@/lib/domain/messages/clear-conversation";
import { getConversation } from "@/lib/domain/messages/get-conversation";

// GET /api/conversations/[id]: one of the viewer's conversations
export const GET = withUser<{ id: string }>(({ params, user }) => getConversation(user, params.id));

// DELETE /api/conversations/[id]: delete for me (the other member is not told)
export const DELETE = withUser<{ id: string }>(({ params, user }) => clearConversation(user, params.id));
