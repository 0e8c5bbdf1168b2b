import type { FieldVisibility } from "@/lib/contract/users/schemas";

// Response shapes of /api/users/* and of the member shown beside listed content, shared by
// services, screens and tests.

/** The spec's User shape. E-mail is returned only to its owner: for many members being found by address is a safety risk. */
export type PublicUser = {
  id: string;
  name: string | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email?: string;
  bio: string | null;
  profileImageUrl: string | null;
  backgroundVideoUrl: string | null;
  isAdmin: boolean;
};

/** The member beside a post, a comment, a report or an audit entry, and in people lists (never the e-mail). */
export type UserSummary = {
  id: string;
  username: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** present only when stored: widths of the photo's WebP variants (lib/contract/media/variants.ts) */
  profileImageWidths?: number[];
};

/**
 * Pronouns and identity line as the viewer may see them: a field is absent when it is unset or
 * its visibility hides it from the viewer (lib/domain/safety/visibility.ts).
 */
export type IdentityFields = { pronouns?: string; identityLine?: string };

/** Who may see each identity field: sent to the owner only. */
export type IdentitySettings = { pronounsVisibility: FieldVisibility; identityVisibility: FieldVisibility };

/** A row of search results and follower/following lists (search results carry the identity fields the viewer may see). */
export type UserListItem = UserSummary & IdentityFields & {
  /** whether the viewer follows this user */
  isFollowing: boolean;
  followStatus: FollowStatus;
};

export type ProfileCounts = { postsCount: number; followersCount: number; followingCount: number };

/** The viewer's relation to a member: not following, a pending request (private accounts), following. */
export type FollowStatus = "none" | "requested" | "following";

/** Privacy settings, returned on one's own profile only. */
export type PrivacySettings = { isPrivate: boolean; discoverable: boolean };

/** GET /api/users/{id}: the spec's User plus the header counts and the viewer's follow and mute state. */
export type ProfileDto = PublicUser &
  ProfileCounts &
  IdentityFields &
  Partial<IdentitySettings> &
  Pick<UserSummary, "profileImageWidths"> & {
    isFollowing: boolean;
    followStatus: FollowStatus;
    isPrivate: boolean;
    /** false for a private account the viewer does not follow: only the header is shown */
    canViewContent: boolean;
    /** one's own profile only */
    discoverable?: boolean;
    isMuted: boolean;
    mutedUntil: string | null;
  };

/** POST /api/users/{id}/follow: the new state and the target's counts. */
export type FollowState = { status: FollowStatus; isFollowing: boolean; followersCount: number; followingCount: number };

/** GET /api/follow-requests: requests to follow the viewer, newest first. */
export type FollowRequestDto = { id: string; user: UserSummary; createdAt: string };
export type FollowRequestPage = { requests: FollowRequestDto[]; nextCursor: string | null };

/** GET /api/users/{id}/followers and /following */
export type FollowPage = { users: UserListItem[]; nextCursor: string | null };
