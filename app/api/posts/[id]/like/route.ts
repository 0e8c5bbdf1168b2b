import { withUser } from "@/lib/server/http/handler";
import { toggleLike } from "@/lib/domain/posts/toggle-like";

// POST /api/posts/[id]/like: toggle the caller's like
export const POST = withUser<{ id: string }>(({ params, user }) => toggleLike(user, params.id), { throttle: "like" });
