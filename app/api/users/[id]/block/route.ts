import { withUser } from "@/lib/server/http/handler";
import { toggleBlock } from "@/lib/domain/safety/toggle-block";

// POST /api/users/{id}/block: block or unblock (toggle); returns { blocked }
export const POST = withUser<{ id: string }>(({ params, user }) => toggleBlock(user, params.id), { throttle: "follow" });
