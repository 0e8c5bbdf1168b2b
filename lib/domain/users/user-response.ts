import "server-only";
import type { SessionUser } from "@/lib/data/session";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canSeeIdentityField, type Viewer } from "@/lib/domain/safety/visibility";
import type { IdentityFields, IdentitySettings, PublicUser, UserListItem, UserSummary } from "@/lib/contract/users/types";

/** The spec's User: a member's profile (not a summary), e-mail only for the member themself (toPublicUser). */
export const publicUserSelect = {
  id: true,
  name: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  bio: true,
  profileImageUrl: true,
  backgroundVideoUrl: true,
  isAdmin: true,
} as const satisfies Prisma.UserSelect;

type UserRow = Omit<SessionUser, "sessionVersion" | "sessionId" | "twoFactorEnabled" | "emailConfirmed"> & { sessionVersion?: number; sessionId?: string; twoFactorEnabled?: boolean; emailConfirmed?: boolean };

export function toPublicUser(viewer: Viewer, user: UserRow): PublicUser {
  // the session's own fields stay out (GET /api/auth/user adds twoFactorEnabled itself)
  const { sessionVersion: _omitVersion, sessionId: _omitSession, twoFactorEnabled: _omitTwoFactor, emailConfirmed: _omitConfirmed, hidesFeedWords: _omitFeedWords, email, ...rest } = user;
  void [_omitVersion, _omitSession, _omitTwoFactor, _omitConfirmed, _omitFeedWords];
  return viewer.id === user.id ? { ...rest, email } : rest;
}

/** The identity columns a profile reads (not part of the summary: each has its own audience); identityFor decides what of them the viewer gets. */
export const identitySelect = {
  pronouns: true,
  pronounsVisibility: true,
  identityLine: true,
  identityVisibility: true,
} as const satisfies Prisma.UserSelect;

type IdentityRow = Prisma.UserGetPayload<{ select: typeof identitySelect }>;

/** Identity values already filtered for the viewer (null = unset or hidden), as the response's optional fields. */
export function toIdentityFields(row: { pronouns: string | null; identityLine: string | null }): IdentityFields {
  return {
    ...(row.pronouns ? { pronouns: row.pronouns } : {}),
    ...(row.identityLine ? { identityLine: row.identityLine } : {}),
  };
}

/** The identity fields of a profile as the viewer may see them; the owner also gets the visibility settings. */
export function identityFor(row: IdentityRow, relation: { isOwner: boolean; isFollower: boolean }): IdentityFields & Partial<IdentitySettings> {
  const fields = toIdentityFields({
    pronouns: canSeeIdentityField(row.pronounsVisibility, relation) ? row.pronouns : null,
    identityLine: canSeeIdentityField(row.identityVisibility, relation) ? row.identityLine : null,
  });
  if (!relation.isOwner) return fields;
  return { ...fields, pronounsVisibility: row.pronounsVisibility, identityVisibility: row.identityVisibility };
}

/** Adds the viewer's follow state (following, or a pending request) to a list of users. */
export async function withFollowState(viewer: Viewer, rows: UserSummary[]): Promise<UserListItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [follows, requests] = await Promise.all([
    db.follow.findMany({ where: { followerId: viewer.id, followingId: { in: ids } }, select: { followingId: true } }),
    db.followRequest.findMany({ where: { requesterId: viewer.id, targetId: { in: ids } }, select: { targetId: true } }),
  ]);
  const followed = new Set(follows.map((f) => f.followingId));
  const requested = new Set(requests.map((r) => r.targetId));
  return rows.map((r) => ({
    ...r,
    isFollowing: followed.has(r.id),
    followStatus: followed.has(r.id) ? "following" : requested.has(r.id) ? "requested" : "none",
  }));
}
