import { withUser } from "@/lib/api/handler";
import { toggleStoryLike } from "@/lib/services/stories/toggle-story-like";

// POST /api/stories/[id]/like: toggle the caller's like; returns { isLiked, likeCount }
export const POST = withUser<{ id: string }>(({ params, user }) => toggleStoryLike(user, params.id), { throttle: "like" });
