import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { NOTIFICATION_TYPES } from "@/lib/contract/notifications/constants";
import { LIMITS_BURST_COUNT, LIMITS_SUGGEST_EVERY_DAYS } from "@/lib/contract/limits/schemas";
import { queueNoticePushes } from "@/lib/domain/push/queue";

// Limits (issue #33; docs/decisions/safety.md, "Limits"): when a burst of comments or requests from
// strangers arrives, Niji suggests turning Limits on, once. The notice is worded on screen from its
// type (components/notifications/notification-text.ts), so its stored title and body stay empty.

const DAY = 86_400_000;

/**
 * After a non-follower's comment, story reply or message request to `recipientId`: when that makes
 * LIMITS_BURST_COUNT of them within the last hour, Limits are off and Niji has not suggested them in
 * the last LIMITS_SUGGEST_EVERY_DAYS days, the member gets one "limits_suggested" notice (and its
 * push). The claim (suggestedAt) is one conditional write, so concurrent writers suggest once.
 */
export async function suggestLimitsOnBurst(recipientId: string): Promise<boolean> {
  const since = new Date(Date.now() - 3_600_000);
  const quiet = new Date(Date.now() - LIMITS_SUGGEST_EVERY_DAYS * DAY);
  const state = await db.memberLimits.findUnique({ where: { userId: recipientId }, select: { until: true, suggestedAt: true } });
  if (state && ((state.until && state.until > new Date()) || (state.suggestedAt && state.suggestedAt > quiet))) return false;
  const notFollower = (author: Prisma.Sql) => Prisma.sql`NOT EXISTS (SELECT 1 FROM "Follow" f WHERE f."followerId" = ${author} AND f."followingId" = ${recipientId})`;
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`
    SELECT (
      (SELECT count(*) FROM "Comment" c JOIN "Post" p ON p."id" = c."postId"
        WHERE p."authorId" = ${recipientId} AND c."createdAt" > ${since} AND c."authorId" <> ${recipientId} AND ${notFollower(Prisma.sql`c."authorId"`)})
      + (SELECT count(*) FROM "StoryComment" sc JOIN "Story" s ON s."id" = sc."storyId"
        WHERE s."authorId" = ${recipientId} AND sc."createdAt" > ${since} AND sc."authorId" <> ${recipientId} AND ${notFollower(Prisma.sql`sc."authorId"`)})
      + (SELECT count(*) FROM "Conversation" cv
        WHERE (cv."userAId" = ${recipientId} OR cv."userBId" = ${recipientId}) AND cv."starterId" <> ${recipientId}
          AND cv."lastMessageAt" IS NOT NULL AND cv."createdAt" > ${since} AND ${notFollower(Prisma.sql`cv."starterId"`)})
    )::int AS "count"`;
  if (count < LIMITS_BURST_COUNT) return false;
  return db.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`
      INSERT INTO "MemberLimits" ("userId", "suggestedAt", "updatedAt") VALUES (${recipientId}, now(), now())
      ON CONFLICT ("userId") DO UPDATE SET "suggestedAt" = now(), "updatedAt" = now()
        WHERE ("MemberLimits"."suggestedAt" IS NULL OR "MemberLimits"."suggestedAt" <= ${quiet})
          AND ("MemberLimits"."until" IS NULL OR "MemberLimits"."until" <= now())`;
    if (claimed === 0) return false;
    const notice = await tx.notification.create({
      data: { userId: recipientId, type: NOTIFICATION_TYPES.limitsSuggested, title: "", body: "", data: { count } },
      select: { id: true },
    });
    await queueNoticePushes(tx, [notice.id]);
    return true;
  });
}
