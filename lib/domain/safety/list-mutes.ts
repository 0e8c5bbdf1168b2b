import "server-only";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { SAFETY_PAGE_SIZE } from "@/lib/domain/safety/list-blocks";
import type { MutedUser, SafetyPage } from "@/lib/contract/safety/types";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { SAFETY_USER_FIELDS } from "@/lib/domain/safety/safety-response";
import { activeMuteWhere, type Viewer } from "@/lib/domain/safety/visibility";

const MUTE_ORDER = newestFirst("mutedId");

/** The members the viewer currently mutes (expired mutes left out), newest first. */
export async function listMutes(viewer: Viewer, cursor?: string, now = new Date()): Promise<SafetyPage<MutedUser>> {
  const { where, orderBy, take } = keysetQuery(MUTE_ORDER, readCursor(cursor), SAFETY_PAGE_SIZE);
  const rows = await db.mute.findMany({
    where: { AND: [{ muterId: viewer.id, ...activeMuteWhere(now) }, where] },
    orderBy,
    take,
    select: { createdAt: true, mutedId: true, until: true, muted: { select: userSummarySelect } },
  });
  const { items, nextCursor } = keysetPage(rows, SAFETY_PAGE_SIZE, MUTE_ORDER);
  return { items: items.map((r) => ({ ...toUserSummary(r.muted, SAFETY_USER_FIELDS), until: r.until?.toISOString() ?? null })), nextCursor };
}
