import { withUser } from "@/lib/server/http/handler";
import { toggleFollow } from "@/lib/domain/follow-requests/toggle-follow";

// POST /api/users/{id}/follow: follow or unfollow (toggle); returns { isFollowing, followersCount, followingCount }
export const POST = withUser<{ id: string }>(({ params, user }) => toggleFollow(user, params.id), { throttle: "follow" });
