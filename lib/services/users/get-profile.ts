import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { publicUserSelect, toPublicUser } from "@/lib/services/users/public-user";
import type { ProfileDto } from "@/lib/services/users/types";

/** One user with the header counts and whether the viewer follows them (one query). */
export async function getProfile(userId: string, viewerId: string): Promise<ProfileDto> {
  const row = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...publicUserSelect,
      _count: { select: { posts: true, followers: true, following: true } },
      followers: { where: { followerId: viewerId }, select: { followerId: true }, take: 1 },
    },
  });
  if (!row) throw notFound("User not found");
  const { _count, followers, ...user } = row;
  return {
    ...toPublicUser(user, viewerId),
    postsCount: _count.posts,
    followersCount: _count.followers,
    followingCount: _count.following,
    isFollowing: followers.length > 0,
  };
}
