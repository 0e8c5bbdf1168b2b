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

/** Adds the viewer's follow state to a list of users with one query. */
export async function withFollowState(rows: UserSummary[], viewerId: string): Promise<UserListItem[]> {
  if (!rows.length) return [];
  const follows = await db.follow.findMany({
    where: { followerId: viewerId, followingId: { in: rows.map((r) => r.id) } },
    select: { followingId: true },
  });
  const followed = new Set(follows.map((f) => f.followingId));
  return rows.map((r) => ({ ...r, isFollowing: followed.has(r.id) }));
}
