import { withUser } from "@/lib/api/handler";
import { toggleLike } from "@/lib/services/posts/toggle-like";

// POST /api/posts/[id]/like: toggle the caller's like
export const POST = withUser<{ id: string }>(({ params, user }) => toggleLike(user, params.id), { throttle: "like" });
