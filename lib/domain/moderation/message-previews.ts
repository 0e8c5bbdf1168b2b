import "server-only";
import { db } from "@/lib/data/db";
import type { ReportedMessage, ReportPreview } from "@/lib/contract/moderation/types";
import { toUserSummary, userSummarySelect, type UserSummaryRow } from "@/lib/domain/members/user-summary";

// The desk's context for reported messages and conversations: a fixed few queries per page of reports.
const select = { id: true, content: true, mediaUrl: true, mediaType: true, createdAt: true, sender: { select: userSummarySelect } } as const;
type Row = { id: string; content: string | null; mediaUrl: string | null; mediaType: "image" | "video" | null; createdAt: Date; sender: UserSummaryRow };

const toReported = (row: Row, reportedId: string | null): ReportedMessage => ({
  id: row.id,
  sender: toUserSummary(row.sender),
  content: row.content,
  mediaUrl: row.mediaUrl,
  mediaType: row.mediaType,
  createdAt: row.createdAt.toISOString(),
  reported: row.id === reportedId,
});

/**
 * A reported message filed before reports kept their own snapshot (lib/domain/moderation/message-context.ts):
 * the message alone, as it is now, since its reporter was never asked to share the conversation.
 */
export async function messagePreviews(ids: string[]): Promise<Map<string, ReportPreview>> {
  const map = new Map<string, ReportPreview>();
  if (ids.length === 0) return map;
  const rows = await db.message.findMany({ where: { id: { in: ids } }, select });
  for (const row of rows) map.set(row.id, { kind: "message", context: [toReported(row, row.id)], contextShared: false, deleted: false });
  return map;
}

/** A reported conversation: both members and its last 20 messages, oldest first. */
export async function conversationPreviews(ids: string[]): Promise<Map<string, ReportPreview>> {
  const map = new Map<string, ReportPreview>();
  if (ids.length === 0) return map;
  const rows = await db.conversation.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      userA: { select: userSummarySelect },
      userB: { select: userSummarySelect },
      messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 20, select },
    },
  });
  for (const c of rows) map.set(c.id, { kind: "conversation", members: [toUserSummary(c.userA), toUserSummary(c.userB)], context: c.messages.reverse().map((row) => toReported(row, null)) });
  return map;
}
