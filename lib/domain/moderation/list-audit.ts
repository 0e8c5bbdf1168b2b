import "server-only";
import { ADMIN_ONLY, forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { AuditEntry } from "@/lib/contract/moderation/types";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import type { ListAuditQuery } from "@/lib/contract/safety/schemas";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** The admin audit log, newest first, a keyset page at a time (index AuditLog(createdAt desc, id desc)). */
export async function listAudit(viewer: Viewer, query: ListAuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  if (!viewer.isAdmin) throw forbidden(ADMIN_ONLY);
  const { where, orderBy, take } = keysetQuery(newestFirst(), readCursor(query.cursor), query.limit);
  const rows = await db.auditLog.findMany({
    where,
    orderBy,
    take,
    select: {
      id: true,
      action: true,
      targetType: true,
      targetId: true,
      details: true,
      createdAt: true,
      actor: { select: userSummarySelect },
    },
  });
  const { items: page, nextCursor } = keysetPage(rows, query.limit, newestFirst());
  const entries = page.map((r): AuditEntry => ({
    ...r,
    actor: r.actor && toUserSummary(r.actor),
    details: r.details && typeof r.details === "object" && !Array.isArray(r.details) ? (r.details as Record<string, unknown>) : null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, nextCursor };
}
