import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { UnreadConversations } from "@/lib/contract/messages/types";
import { notMutedSql, visibleOtherSql, type Viewer } from "@/lib/domain/safety/visibility";

/**
 * GET /api/conversations/unread-count: conversations with a message from the other member newer
 * than the viewer's last read (and clearedAt), per folder; blocked, suspended and muted members
 * don't count, nor hidden requests (issue #33). One statement; each EXISTS stops at the first row of Message's index.
 */
export async function countUnread(viewer: Viewer): Promise<UnreadConversations> {
  const rows = await db.$queryRaw<{ folder: "inbox" | "requests"; count: number }[]>`
    SELECT m."folder", count(*)::int AS "count"
    FROM "ConversationMember" m
    JOIN "ConversationMember" o ON o."conversationId" = m."conversationId" AND o."userId" <> m."userId"
    WHERE m."userId" = ${viewer.id}
      AND m."folder" <> 'hidden'
      AND ${visibleOtherSql(viewer, Prisma.sql`o."userId"`)}
      AND ${notMutedSql(viewer, Prisma.sql`o."userId"`)}
      AND EXISTS (SELECT 1 FROM "Message" y WHERE y."conversationId" = m."conversationId" AND y."senderId" = o."userId"
        AND y."createdAt" > GREATEST(COALESCE(m."lastReadAt", '-infinity'), COALESCE(m."clearedAt", '-infinity')))
    GROUP BY m."folder"`;
  const counts: UnreadConversations = { inbox: 0, requests: 0 };
  for (const row of rows) counts[row.folder] = row.count;
  return counts;
}
