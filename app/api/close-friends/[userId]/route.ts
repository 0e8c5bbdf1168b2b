import { withUser } from "@/lib/server/http/handler";
import { addCloseFriend } from "@/lib/domain/close-friends/add-close-friend";
import { removeCloseFriend } from "@/lib/domain/close-friends/remove-close-friend";

// PUT /api/close-friends/{userId}: put a member on my Close Friends list (idempotent)
export const PUT = withUser<{ userId: string }>(({ params, user }) => addCloseFriend(user, params.userId));

// DELETE /api/close-friends/{userId}: take a member off my Close Friends list (idempotent)
export const DELETE = withUser<{ userId: string }>(({ params, user }) => removeCloseFriend(user, params.userId));
