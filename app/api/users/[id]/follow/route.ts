import { withUser } from "@/lib/api/handler";
import { toggleFollow } from "@/lib/services/users/toggle-follow";

// POST /api/users/{id}/follow: follow or unfollow (toggle); returns { isFollowing, followersCount, followingCount }
export const POST = withUser<{ id: string }>(({ params, user }) => toggleFollow(user, params.id), { throttle: "follow" });
