import "server-only";
import { db } from "@/lib/data/db";
import { followRequestSelect, toFollowRequestDto } from "@/lib/domain/follow-requests/follow-request-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import type { FollowRequestPage } from "@/lib/contract/users/types";

export const FOLLOW_REQUESTS_PAGE = 30;

/** Requests to follow the viewer, newest first, without requesters hidden from them (suspended). */
export async function listFollowRequests(viewer: Viewer, cursor?: string): Promise<FollowRequestPage> {
  const rows = await db.followRequest.findMany({
    where: { targetId: viewer.id, requester: visibleUserWhere(viewer) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FOLLOW_REQUESTS_PAGE + 1,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    select: followRequestSelect,
  });
  const page = rows.slice(0, FOLLOW_REQUESTS_PAGE);
  return {
    requests: page.map(toFollowRequestDto),
    nextCursor: rows.length > FOLLOW_REQUESTS_PAGE ? page[page.length - 1].id : null,
  };
}
