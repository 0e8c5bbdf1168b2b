import "server-only";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import type { BlockedUser, SafetyPage } from "@/lib/contract/safety/types";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { SAFETY_USER_FIELDS } from "@/lib/domain/safety/safety-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const SAFETY_PAGE_SIZE = 50;

const BLOCK_ORDER = newestFirst("blockedId");

/** The members the viewer blocks, newest block first. */
export async function listBlocks(viewer: Viewer, cursor?: string): Promise<SafetyPage<BlockedUser>> {
  const { where, orderBy, take } = keysetQuery(BLOCK_ORDER, readCursor(cursor), SAFETY_PAGE_SIZE);
  const rows = await db.block.findMany({
    where: { AND: [{ blockerId: viewer.id }, where] },
    orderBy,
    take,
    select: { createdAt: true, blockedId: true, blocked: { select: userSummarySelect } },
  });
  const { items, nextCursor } = keysetPage(rows, SAFETY_PAGE_SIZE, BLOCK_ORDER);
  return { items: items.map((r) => ({ ...toUserSummary(r.blocked, SAFETY_USER_FIELDS), blockedAt: r.createdAt.toISOString() })), nextCursor };
}
