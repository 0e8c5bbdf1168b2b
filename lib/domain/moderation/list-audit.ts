import "server-only";
import { ADMIN_ONLY, badRequest, forbidden } from "@/lib/core/errors";
import type { SessionUser } from "@/lib/data/session";
import { db } from "@/lib/data/db";
import type { AuditEntry } from "@/lib/contract/moderation/types";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/domain/posts/cursor";
import { userSummarySelect } from "@/lib/domain/users/user-response";
import type { ListAuditQuery } from "@/lib/contract/safety/schemas";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

/** The admin audit log, newest first, a keyset page at a time (index AuditLog(createdAt desc, id desc)). */
export async function listAudit(admin: SessionUser, query: ListAuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  if (!admin.isAdmin) throw forbidden(ADMIN_ONLY);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw badRequest(INVALID_CURSOR);
  const rows = await db.auditLog.findMany({
    where: afterCursor(cursor),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
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
  const page = rows.slice(0, query.limit);
  const entries = page.map((r): AuditEntry => ({
    ...r,
    details: r.details && typeof r.details === "object" && !Array.isArray(r.details) ? (r.details as Record<string, unknown>) : null,
    createdAt: r.createdAt.toISOString(),
  }));
  const last = page[page.length - 1];
  return { entries, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}
