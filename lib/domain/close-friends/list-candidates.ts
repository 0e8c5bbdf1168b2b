import "server-only";
import type { CloseFriendCandidate } from "@/lib/contract/close-friends/types";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { escapeLike } from "@/lib/domain/users/search-users";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

export const CANDIDATES_PAGE_SIZE = 50;
const FOLLOWER_ORDER = newestFirst("followerId");

/**
 * GET /api/close-friends/candidates: the viewer's followers (newest first), narrowed by `q` over
 * username and names, each with whether they are on the viewer's Close Friends list (one query).
 */
export async function listCloseFriendCandidates(viewer: Viewer, q?: string, cursor?: string): Promise<{ items: CloseFriendCandidate[]; nextCursor: string | null }> {
  // Prisma's contains passes LIKE wildcards through: escape them so "%" matches a literal percent
  const text = q ? { contains: escapeLike(q), mode: "insensitive" as const } : undefined;
  const { where, orderBy, take } = keysetQuery(FOLLOWER_ORDER, readCursor(cursor), CANDIDATES_PAGE_SIZE);
  const rows = await db.follow.findMany({
    where: {
      AND: [
        { followingId: viewer.id, follower: { ...visibleUserWhere(viewer), ...(text ? { OR: [{ username: text }, { firstName: text }, { lastName: text }] } : {}) } },
        where,
      ],
    },
    orderBy,
    take,
    select: {
      createdAt: true,
      followerId: true,
      follower: { select: { ...userSummarySelect, closeFriendOf: { where: { ownerId: viewer.id }, select: { ownerId: true }, take: 1 } } },
    },
  });
  const { items, nextCursor } = keysetPage(rows, CANDIDATES_PAGE_SIZE, FOLLOWER_ORDER);
  return { items: items.map(({ follower }) => ({ ...toUserSummary(follower), isCloseFriend: follower.closeFriendOf.length > 0 })), nextCursor };
}
