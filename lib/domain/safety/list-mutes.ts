import "server-only";
import { db } from "@/lib/data/db";
import { SAFETY_PAGE_SIZE } from "@/lib/domain/safety/list-blocks";
import type { MutedUser, SafetyPage } from "@/lib/contract/safety/types";
import { safetyUserSelect } from "@/lib/domain/safety/safety-response";
import { activeMuteWhere } from "@/lib/domain/safety/visibility";

/** The members the viewer currently mutes (expired mutes left out), newest first; the cursor is the last member's id. */
export async function listMutes(viewerId: string, cursor?: string, now = new Date()): Promise<SafetyPage<MutedUser>> {
  const take = SAFETY_PAGE_SIZE + 1;
  const rows = await db.mute.findMany({
    where: { muterId: viewerId, ...activeMuteWhere(now) },
    orderBy: [{ createdAt: "desc" }, { mutedId: "desc" }],
    take,
    ...(cursor ? { skip: 1, cursor: { muterId_mutedId: { muterId: viewerId, mutedId: cursor } } } : {}),
    select: { until: true, muted: { select: safetyUserSelect } },
  });
  const items = rows.slice(0, SAFETY_PAGE_SIZE).map((r) => ({ ...r.muted, until: r.until?.toISOString() ?? null }));
  return { items, nextCursor: rows.length > SAFETY_PAGE_SIZE ? items[items.length - 1].id : null };
}
