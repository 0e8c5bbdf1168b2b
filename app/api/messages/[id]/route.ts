import { withUser } from "@/lib/server/http/handler";
import { deleteMessage } from "@/lib/domain/messages/delete-message";

// DELETE /api/messages/[id]: the sender deletes a message for both members
export const DELETE = withUser<{ id: string }>(({ params, user }) => deleteMessage(user, params.id));
