import "server-only";
import { db } from "@/lib/db";
import type { UserSummary } from "@/lib/services/users/types";

export const userSummarySelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const;

type SummaryRow = Omit<UserSummary, "isFollowing">;

/** Adds the viewer's follow state to a list of users with one query. */
export async function withFollowState(rows: SummaryRow[], viewerId: string): Promise<UserSummary[]> {
  if (!rows.length) return [];
  const follows = await db.follow.findMany({
    where: { followerId: viewerId, followingId: { in: rows.map((r) => r.id) } },
    select: { followingId: true },
  });
  const followed = new Set(follows.map((f) => f.followingId));
  return rows.map((r) => ({ ...r, isFollowing: followed.has(r.id) }));
}
