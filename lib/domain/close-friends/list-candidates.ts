import "server-only";
import type { CloseFriendCandidate } from "@/lib/contract/close-friends/types";
import { db } from "@/lib/data/db";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { escapeLike } from "@/lib/domain/users/search-users";
import { userSummarySelect } from "@/lib/domain/users/user-response";

export const CANDIDATES_PAGE_SIZE = 50;

/**
 * GET /api/close-friends/candidates: the viewer's followers (newest first), narrowed by `q` over
 * username and names, each with whether they are on the viewer's Close Friends list (one query).
 */
export async function listCloseFriendCandidates(viewer: Viewer, q?: string, cursor?: string): Promise<{ items: CloseFriendCandidate[]; nextCursor: string | null }> {
  // Prisma's contains passes LIKE wildcards through: escape them so "%" matches a literal percent
  const text = q ? { contains: escapeLike(q), mode: "insensitive" as const } : undefined;
  const rows = await db.follow.findMany({
    where: {
      followingId: viewer.id,
      follower: { ...visibleUserWhere(viewer), ...(text ? { OR: [{ username: text }, { firstName: text }, { lastName: text }] } : {}) },
    },
    orderBy: [{ createdAt: "desc" }, { followerId: "desc" }],
    take: CANDIDATES_PAGE_SIZE + 1,
    ...(cursor ? { skip: 1, cursor: { followerId_followingId: { followerId: cursor, followingId: viewer.id } } } : {}),
    select: {
      follower: { select: { ...userSummarySelect, closeFriendOf: { where: { ownerId: viewer.id }, select: { ownerId: true }, take: 1 } } },
    },
  });
  const items = rows.slice(0, CANDIDATES_PAGE_SIZE).map(({ follower: { closeFriendOf, ...user } }) => ({ ...user, isCloseFriend: closeFriendOf.length > 0 }));
  return { items, nextCursor: rows.length > CANDIDATES_PAGE_SIZE ? items[items.length - 1].id : null };
}
