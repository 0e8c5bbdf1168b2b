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

/** A reported message with up to 5 messages before and after it, oldest first. */
export async function messagePreviews(ids: string[]): Promise<Map<string, ReportPreview>> {
  const map = new Map<string, ReportPreview>();
  if (ids.length === 0) return map;
  const targets = await db.message.findMany({ where: { id: { in: ids } }, select: { id: true, conversationId: true, createdAt: true } });
  await Promise.all(
    targets.map(async (t) => {
      const around = { conversationId: t.conversationId };
      const [before, after] = await Promise.all([
        db.message.findMany({ where: { ...around, OR: [{ createdAt: { lt: t.createdAt } }, { createdAt: t.createdAt, id: { lt: t.id } }] }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 5, select }),
        db.message.findMany({ where: { ...around, OR: [{ createdAt: { gt: t.createdAt } }, { createdAt: t.createdAt, id: { gte: t.id } }] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 6, select }),
      ]);
      map.set(t.id, { kind: "message", context: [...before.reverse(), ...after].map((row) => toReported(row, t.id)) });
    }),
  );
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
