import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor } from "@/lib/core/paging/cursor";
import type { ConversationDto, ConversationFolder } from "@/lib/contract/messages/types";
import { notMutedSql, visibleOtherSql, type Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySql, type UserSummaryRow } from "@/lib/domain/members/user-summary";

// The one statement behind every ConversationDto (list, open, start, accept): the viewer's member
// row, the other member, the last message after the viewer's clearedAt and the unread count, each
// from a lateral subquery over Message's (conversationId, createdAt desc, id desc) index. Blocks
// either way and a suspended other member hide the row in the query itself (admins too: a
// conversation is private, moderation reads it through reports).
type Row = {
  id: string;
  folder: ConversationFolder;
  otherFolder: ConversationFolder;
  lastActivityAt: Date;
  otherLastReadAt: Date | null;
  receipts: boolean;
  otherMuted: boolean;
  unreadCount: number;
  other: UserSummaryRow;
  lmId: string | null;
  lmSenderId: string | null;
  lmPreview: string | null;
  lmHasMedia: boolean | null;
  lmIsStoryReply: boolean | null;
  lmCreatedAt: Date | null;
};

export type ConversationFilter = {
  /** one conversation by id */
  id?: string;
  /** a folder's list: only conversations with a message after the viewer's clearedAt */
  folder?: ConversationFolder;
  /** keyset: rows strictly after (lastActivityAt, id) in the list order */
  after?: Cursor | null;
  limit?: number;
};

export async function queryConversations(viewer: Viewer, filter: ConversationFilter): Promise<ConversationDto[]> {
  const me = viewer.id;
  const conditions: Prisma.Sql[] = [Prisma.sql`m."userId" = ${me}`, visibleOtherSql(viewer, Prisma.sql`o."userId"`)];
  if (filter.id) conditions.push(Prisma.sql`m."conversationId" = ${filter.id}`);
  if (filter.folder) conditions.push(Prisma.sql`m."folder" = ${filter.folder}::"ConversationFolder"`, Prisma.sql`lm."id" IS NOT NULL`);
  if (filter.after) conditions.push(Prisma.sql`(m."lastActivityAt", m."conversationId") < (${filter.after.at}, ${filter.after.id})`);
  const rows = await db.$queryRaw<Row[]>`
    SELECT m."conversationId" AS "id", m."folder", o."folder" AS "otherFolder", m."lastActivityAt", o."lastReadAt" AS "otherLastReadAt",
      (u."readReceipts" AND mine."readReceipts") AS "receipts",
      NOT ${notMutedSql(viewer, Prisma.sql`o."userId"`)} AS "otherMuted",
      un."count" AS "unreadCount",
      ${userSummarySql("u")} AS "other",
      lm."id" AS "lmId", lm."senderId" AS "lmSenderId", left(lm."content", 120) AS "lmPreview", lm."mediaUrl" IS NOT NULL AS "lmHasMedia",
      lm."isStoryReply" AS "lmIsStoryReply", lm."createdAt" AS "lmCreatedAt"
    FROM "ConversationMember" m
    JOIN "ConversationMember" o ON o."conversationId" = m."conversationId" AND o."userId" <> m."userId"
    JOIN "User" u ON u."id" = o."userId"
    JOIN "User" mine ON mine."id" = m."userId"
    LEFT JOIN LATERAL (
      SELECT x."id", x."senderId", x."content", x."mediaUrl", x."isStoryReply", x."createdAt" FROM "Message" x
      WHERE x."conversationId" = m."conversationId" AND (m."clearedAt" IS NULL OR x."createdAt" > m."clearedAt")
      ORDER BY x."createdAt" DESC, x."id" DESC LIMIT 1
    ) lm ON TRUE
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "count" FROM "Message" y
      WHERE y."conversationId" = m."conversationId" AND y."senderId" = o."userId"
        AND y."createdAt" > GREATEST(COALESCE(m."lastReadAt", '-infinity'), COALESCE(m."clearedAt", '-infinity'))
    ) un
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY m."lastActivityAt" DESC, m."conversationId" DESC
    LIMIT ${filter.limit ?? 1}`;
  return rows.map(toConversationDto);
}

function toConversationDto(row: Row): ConversationDto {
  // a hidden request (issue #33) is a request like any other; its sender sees it pending as before
  const request = row.folder !== "inbox" || row.otherFolder !== "inbox";
  return {
    id: row.id,
    other: toUserSummary(row.other),
    folder: row.folder,
    pendingForOther: row.otherFolder !== "inbox",
    lastMessage: row.lmId
      ? {
          id: row.lmId,
          senderId: row.lmSenderId!,
          preview: row.lmPreview,
          hasMedia: Boolean(row.lmHasMedia),
          isStoryReply: Boolean(row.lmIsStoryReply),
          createdAt: row.lmCreatedAt!.toISOString(),
        }
      : null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    unreadCount: row.unreadCount,
    otherReadAt: row.receipts && !request && row.otherLastReadAt ? row.otherLastReadAt.toISOString() : null,
    otherMuted: row.otherMuted,
  };
}
