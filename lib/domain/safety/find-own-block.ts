import "server-only";
import { db } from "@/lib/data/db";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

/** The member the viewer blocks with id `userId` (their own block, so nothing is revealed), else null. */
export async function findOwnBlock(viewer: Viewer, userId: string) {
  const row = await db.block.findUnique({
    where: { blockerId_blockedId: { blockerId: viewer.id, blockedId: userId } },
    select: { blocked: { select: userSummarySelect } },
  });
  return row ? toUserSummary(row.blocked) : null;
}
