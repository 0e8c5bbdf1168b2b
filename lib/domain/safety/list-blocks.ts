import "server-only";
import { db } from "@/lib/data/db";
import type { BlockedUser, SafetyPage } from "@/lib/contract/safety/types";
import { safetyUserSelect } from "@/lib/domain/safety/safety-response";

export const SAFETY_PAGE_SIZE = 50;

/** The members the viewer blocks, newest block first; the cursor is the last member's id. */
export async function listBlocks(viewerId: string, cursor?: string): Promise<SafetyPage<BlockedUser>> {
  const take = SAFETY_PAGE_SIZE + 1;
  const rows = await db.block.findMany({
    where: { blockerId: viewerId },
    orderBy: [{ createdAt: "desc" }, { blockedId: "desc" }],
    take,
    ...(cursor ? { skip: 1, cursor: { blockerId_blockedId: { blockerId: viewerId, blockedId: cursor } } } : {}),
    select: { createdAt: true, blocked: { select: safetyUserSelect } },
  });
  const items = rows.slice(0, SAFETY_PAGE_SIZE).map((r) => ({ ...r.blocked, blockedAt: r.createdAt.toISOString() }));
  return { items, nextCursor: rows.length > SAFETY_PAGE_SIZE ? items[items.length - 1].id : null };
}
