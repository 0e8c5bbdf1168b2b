import type { PublicUser } from "@/lib/services/users/public-user";

// Response shapes of /api/users/*, shared by services, screens and tests.
export type ProfileCounts = { postsCount: number; followersCount: number; followingCount: number };

/** GET /api/users/{id}: the spec's User plus the header counts and the viewer's follow and mute state. */
export type ProfileDto = PublicUser & ProfileCounts & { isFollowing: boolean; isMuted: boolean; mutedUntil: string | null };

/** A row of search results and follower/following lists. */
export type UserSummary = {
  id: string;
  username: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** whether the viewer follows this user */
  isFollowing: boolean;
};

/** POST /api/users/{id}/follow: the new state and the target's counts. */
export type FollowState = { isFollowing: boolean; followersCount: number; followingCount: number };
