import "server-only";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { followRequestSelect, toFollowRequestDto } from "@/lib/domain/follow-requests/follow-request-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import type { FollowRequestPage } from "@/lib/contract/users/types";

export const FOLLOW_REQUESTS_PAGE = 30;

/** Requests to follow the viewer, newest first, without requesters hidden from them (suspended). */
export async function listFollowRequests(viewer: Viewer, cursor?: string): Promise<FollowRequestPage> {
  const { where, orderBy, take } = keysetQuery(newestFirst(), readCursor(cursor), FOLLOW_REQUESTS_PAGE);
  const rows = await db.followRequest.findMany({
    where: { AND: [{ targetId: viewer.id, requester: visibleUserWhere(viewer) }, where] },
    orderBy,
    take,
    select: followRequestSelect,
  });
  const { items, nextCursor } = keysetPage(rows, FOLLOW_REQUESTS_PAGE, newestFirst());
  return { requests: items.map(toFollowRequestDto), nextCursor };
}
