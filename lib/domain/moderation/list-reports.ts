import "server-only";
import { ADMIN_ONLY, forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { ModerationReport } from "@/lib/contract/moderation/types";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { existingMessageIds, messageContextPreview } from "@/lib/domain/moderation/message-context";
import { previewKey, reportPreviews } from "@/lib/domain/moderation/report-previews";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import type { ListReportsQuery } from "@/lib/contract/safety/schemas";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** The desk's reports, newest first, a keyset page at a time, with inline previews and per-target counts. */
export async function listReports(viewer: Viewer, query: ListReportsQuery): Promise<{ reports: ModerationReport[]; nextCursor: string | null }> {
  if (!viewer.isAdmin) throw forbidden(ADMIN_ONLY);
  const keyset = keysetQuery(newestFirst(), readCursor(query.cursor), query.limit);
  const rows = await db.report.findMany({
    where: { AND: [query.status === "all" ? {} : { status: query.status }, keyset.where] },
    orderBy: keyset.orderBy,
    take: keyset.take,
    select: {
      id: true,
      targetType: true,
      targetId: true,
      reason: true,
      details: true,
      messageContext: true,
      contextShared: true,
      status: true,
      action: true,
      resolutionNotes: true,
      resolvedAt: true,
      createdAt: true,
      reporter: { select: userSummarySelect },
      targetUser: { select: { ...userSummarySelect, suspendedAt: true, strikeCount: true, isAdmin: true } },
      resolvedBy: { select: userSummarySelect },
    },
  });
  const { items: page, nextCursor } = keysetPage(rows, query.limit, newestFirst());
  const targets = [...new Map(page.map((r) => [previewKey(r.targetType, r.targetId), { targetType: r.targetType, targetId: r.targetId }])).values()];
  const snapshotted = page.filter((r) => r.targetType === "message" && r.messageContext !== null).map((r) => r.targetId);
  const [previews, counts, messagesLeft] = await Promise.all([
    // message reports with their own snapshot need no live read
    reportPreviews(targets.filter((t) => t.targetType !== "message" || page.some((r) => r.targetId === t.targetId && r.targetType === "message" && r.messageContext === null))),
    targets.length
      ? db.report.groupBy({
          by: ["targetType", "targetId", "status"],
          where: { OR: targets.map((t) => ({ targetType: t.targetType, targetId: t.targetId })) },
          _count: { _all: true },
        })
      : [],
    existingMessageIds([...new Set(snapshotted)]),
  ]);
  const total = new Map<string, number>();
  const open = new Map<string, number>();
  for (const c of counts) {
    const k = previewKey(c.targetType, c.targetId);
    total.set(k, (total.get(k) ?? 0) + c._count._all);
    if (c.status === "open") open.set(k, c._count._all);
  }
  const reports = page.map(({ messageContext, contextShared, ...r }): ModerationReport => {
    const k = previewKey(r.targetType, r.targetId);
    const target = r.targetUser;
    // a message report shows what its own reporter agreed to share, frozen at report time
    const preview = (r.targetType === "message" ? messageContextPreview(messageContext, contextShared, !messagesLeft.has(r.targetId)) : null) ?? previews.get(k) ?? null;
    return {
      ...r,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      reporter: r.reporter && toUserSummary(r.reporter),
      resolvedBy: r.resolvedBy && toUserSummary(r.resolvedBy),
      targetUser: target && { ...toUserSummary(target), strikeCount: target.strikeCount, isAdmin: target.isAdmin, suspended: target.suspendedAt !== null },
      targetReportCount: total.get(k) ?? 0,
      targetOpenReportCount: open.get(k) ?? 0,
      preview,
    };
  });
  return { reports, nextCursor };
}
