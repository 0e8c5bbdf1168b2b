import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PublicUser, UserListItem, UserSummary } from "@/lib/users/types";

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

type UserRow = Omit<SessionUser, "sessionVersion"> & { sessionVersion?: number };

export function toPublicUser(user: UserRow, viewerId: string | null): PublicUser {
  const { sessionVersion: _omitVersion, email, ...rest } = user;
  void _omitVersion;
  return viewerId === user.id ? { ...rest, email } : rest;
}

/** The one selection of a member shown beside listed content (UserSummary). */
export const userSummarySelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const satisfies Prisma.UserSelect;

/** Adds the viewer's follow state (following, or a pending request) to a list of users. */
export async function withFollowState(rows: UserSummary[], viewerId: string): Promise<UserListItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [follows, requests] = await Promise.all([
    db.follow.findMany({ where: { followerId: viewerId, followingId: { in: ids } }, select: { followingId: true } }),
    db.followRequest.findMany({ where: { requesterId: viewerId, targetId: { in: ids } }, select: { targetId: true } }),
  ]);
  const followed = new Set(follows.map((f) => f.followingId));
  const requested = new Set(requests.map((r) => r.targetId));
  return rows.map((r) => ({
    ...r,
    isFollowing: followed.has(r.id),
    followStatus: followed.has(r.id) ? "following" : requested.has(r.id) ? "requested" : "none",
  }));
}
