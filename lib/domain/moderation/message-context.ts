import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReportedMessage, ReportPreview } from "@/lib/contract/moderation/types";
import { REPORT_CONTEXT_MESSAGES } from "@/lib/contract/safety/limits";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import type { Viewer } from "@/lib/domain/safety/visibility";

// A message report keeps what the moderator will read, frozen at report time (docs/decisions/safety.md,
// "Reports on messages, stories, events and businesses"): the reported message always, and the
// REPORT_CONTEXT_MESSAGES messages before it (both sides, with authors and times) only when the
// reporter agreed to share them. Nothing the reporter did not agree to is stored.

const select = { id: true, content: true, mediaUrl: true, mediaType: true, createdAt: true, sender: { select: userSummarySelect } } as const;

/**
 * The snapshot of a message report: the reported message, and with `shareContext` the messages
 * before it that the reporter can read (none from before they cleared the conversation); oldest
 * first. Null when the message is gone meanwhile.
 */
export async function snapshotMessageContext(viewer: Viewer, messageId: string, shareContext: boolean): Promise<ReportedMessage[] | null> {
  const target = await db.message.findUnique({ where: { id: messageId }, select: { ...select, conversationId: true } });
  if (!target) return null;
  const member = shareContext
    ? await db.conversationMember.findUnique({ where: { conversationId_userId: { conversationId: target.conversationId, userId: viewer.id } }, select: { clearedAt: true } })
    : null;
  const before = member
    ? await db.message.findMany({
        where: {
          conversationId: target.conversationId,
          ...(member.clearedAt ? { createdAt: { gt: member.clearedAt } } : {}),
          OR: [{ createdAt: { lt: target.createdAt } }, { createdAt: target.createdAt, id: { lt: target.id } }],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: REPORT_CONTEXT_MESSAGES,
        select,
      })
    : [];
  return [...before.reverse(), target].map((row) => ({
    id: row.id,
    sender: toUserSummary(row.sender),
    content: row.content,
    mediaUrl: row.mediaUrl,
    mediaType: row.mediaType,
    createdAt: row.createdAt.toISOString(),
    reported: row.id === target.id,
  }));
}

/** The desk's preview of a message report from its snapshot (null: a report filed before snapshots). */
export function messageContextPreview(snapshot: Prisma.JsonValue | null, contextShared: boolean, deleted: boolean): ReportPreview | null {
  if (!Array.isArray(snapshot)) return null;
  return { kind: "message", context: snapshot as unknown as ReportedMessage[], contextShared, deleted };
}

/** Which of these reported messages are still in their conversation (one query). */
export async function existingMessageIds(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.message.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}
