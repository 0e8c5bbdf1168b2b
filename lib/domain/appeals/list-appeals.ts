import "server-only";
import { ADMIN_ONLY, forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { ModerationAppeal } from "@/lib/contract/appeals/types";
import type { ListAppealsQuery } from "@/lib/contract/appeals/schemas";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { appealSelect, decisionSelect, toAppealInfo } from "@/lib/domain/appeals/decision-response";
import { removedPreview, type RemovedContent } from "@/lib/domain/moderation/removed-content";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** GET /api/admin/appeals: the desk's appeals beside its reports, newest first, a keyset page at a time. */
export async function listAppeals(viewer: Viewer, query: ListAppealsQuery): Promise<{ appeals: ModerationAppeal[]; nextCursor: string | null }> {
  if (!viewer.isAdmin) throw forbidden(ADMIN_ONLY);
  const keyset = keysetQuery(newestFirst(), readCursor(query.cursor), query.limit);
  const status = query.status === "all" ? {} : query.status === "open" ? { status: "open" as const } : { status: { not: "open" as const } };
  const rows = await db.appeal.findMany({
    where: { AND: [status, keyset.where] },
    orderBy: keyset.orderBy,
    take: keyset.take,
    select: {
      ...appealSelect,
      resolvedBy: { select: userSummarySelect },
      decision: {
        select: {
          ...decisionSelect,
          decidedById: true,
          userId: true,
          decidedBy: { select: userSummarySelect },
          user: { select: userSummarySelect },
        },
      },
    },
  });
  const { items, nextCursor } = keysetPage(rows, query.limit, newestFirst());
  const appeals = items.map((row): ModerationAppeal => {
    const d = row.decision;
    return {
      ...toAppealInfo(row),
      member: toUserSummary(d.user),
      decision: {
        id: d.id,
        action: d.action === "suspend" ? "suspend" : "remove",
        targetType: d.targetType,
        reason: d.reason,
        notes: d.notes,
        strike: d.strike,
        suspended: d.suspended,
        removed: removedPreview(d.content as RemovedContent | null),
        createdAt: d.createdAt.toISOString(),
        decidedBy: d.decidedBy && toUserSummary(d.decidedBy),
      },
      resolvedBy: row.resolvedBy && toUserSummary(row.resolvedBy),
      canResolve: row.status === "open" && d.decidedById !== viewer.id && d.userId !== viewer.id,
      contentRestored: row.contentRestored,
    };
  });
  return { appeals, nextCursor };
}
