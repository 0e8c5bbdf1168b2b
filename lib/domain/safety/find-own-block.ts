import "server-only";
import { db } from "@/lib/data/db";

/** The member `viewerId` blocks with id `userId` (their own block, so nothing is revealed), else null. */
export async function findOwnBlock(viewerId: string, userId: string) {
  const row = await db.block.findUnique({
    where: { blockerId_blockedId: { blockerId: viewerId, blockedId: userId } },
    select: { blocked: { select: { id: true, username: true } } },
  });
  return row?.blocked ?? null;
}
