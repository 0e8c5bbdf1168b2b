import { withUser } from "@/lib/server/http/handler";
import { toggleStoryLike } from "@/lib/domain/stories/toggle-story-like";

// POST /api/stories/[id]/like: toggle the caller's like; returns { isLiked, likeCount }
export const POST = withUser<{ id: string }>(({ params, user }) => toggleStoryLike(user, params.id), { throttle: "like" });
