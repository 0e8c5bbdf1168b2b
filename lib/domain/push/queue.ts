import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { PUSH_KINDS } from "@/lib/contract/push/constants";
import { db } from "@/lib/data/db";
import { GROUPED_NOTICE_TYPES, PUSH_KIND_OF_NOTICE } from "@/lib/domain/push/kinds";
import { nudge } from "@/lib/core/nudge";
import { notMutedSql, visibleUserSql, type Viewer } from "@/lib/domain/safety/visibility";

// Queueing pushes (PushDelivery rows) from the statements that decide what reaches the notifications
// centre and the inbox (issue #32): notices are queued from the rows just written (notify.ts's
// INSERT … RETURNING, or the ids of system notices), messages from the delivery. A row is queued only
// for a member with a subscription and the kind switched on; a burst folds into the group's pending
// row (ON CONFLICT on the partial unique index: count + 1, the newest notice). Likes wait a minute to
// gather a burst, and at least 10 minutes after the group's last push.

/** How long the first like of a group waits for more (a burst in that minute is one push). */
export const LIKE_GATHER_MS = 60_000;
/** At most one push per liked post (or story) in this long. */
export const LIKE_SPACING_MS = 10 * 60_000;

type Client = Pick<typeof db, "$executeRaw">;
// our timestamp columns hold UTC without a zone: an ISO string cast to `timestamp` drops its "Z"
const at = (date: Date) => Prisma.sql`${date.toISOString()}::timestamp`;

const kindOfType = Prisma.sql`CASE w."type" ${Prisma.join(
  Object.entries(PUSH_KIND_OF_NOTICE).map(([type, kind]) => Prisma.sql`WHEN ${type}::text THEN ${kind}::text`),
  " ",
)} END`;

/** SQL condition: `userId` has a subscription and has not switched `kind` off (no settings row: all on). */
function wantsPushSql(userId: Prisma.Sql, kind: Prisma.Sql): Prisma.Sql {
  const column = Prisma.join(
    PUSH_KINDS.map((name) => Prisma.sql`WHEN ${name}::text THEN st.${Prisma.raw(`"${name}"`)}`),
    " ",
  );
  return Prisma.sql`EXISTS (SELECT 1 FROM "PushSubscription" ps WHERE ps."userId" = ${userId})
    AND COALESCE((SELECT CASE ${kind} ${column} END FROM "PushSetting" st WHERE st."userId" = ${userId}), true)`;
}

const FOLD = Prisma.sql`ON CONFLICT ("userId", "groupKey") WHERE "sentAt" IS NULL
  DO UPDATE SET "count" = "PushDelivery"."count" + 1, "notificationId" = EXCLUDED."notificationId", "data" = EXCLUDED."data", "kind" = EXCLUDED."kind"`;

/**
 * The INSERT that queues a push for each notice `source` yields (a SELECT or a CTE's name with the
 * Notification columns id, userId, type, actorId, groupKey, postId, storyId, data).
 */
export function queueNoticePushesSql(source: Prisma.Sql, now = new Date()): Prisma.Sql {
  const lastSent = Prisma.sql`(SELECT max(d."sentAt") FROM "PushDelivery" d WHERE d."userId" = q."userId" AND d."groupKey" = q."groupKey")`;
  const gathered = Prisma.sql`GREATEST(${at(new Date(now.getTime() + LIKE_GATHER_MS))}, COALESCE(${lastSent} + make_interval(secs => ${LIKE_SPACING_MS / 1000}), ${at(now)}))`;
  const sendAfter = Prisma.sql`CASE WHEN q."type" = ANY(${GROUPED_NOTICE_TYPES}::text[]) AND q."groupKey" IS NOT NULL THEN ${gathered} ELSE ${at(now)} END`;
  return Prisma.sql`
    INSERT INTO "PushDelivery" ("id", "userId", "kind", "groupKey", "notificationId", "data", "sendAfter", "nextAttemptAt")
    SELECT gen_random_uuid()::text, q."userId", q."kind", q."groupKey", q."id",
      jsonb_strip_nulls(jsonb_build_object('type', q."type", 'actorId', q."actorId", 'postId', q."postId", 'storyId', q."storyId", 'eventId', q."data"->>'eventId')),
      ${sendAfter}, ${sendAfter}
    FROM (SELECT w."id", w."userId", w."type", w."actorId", COALESCE(w."groupKey", 'n:' || w."id") AS "groupKey", w."postId", w."storyId", w."data",
        ${kindOfType} AS "kind"
      FROM ${source} w) q
    WHERE q."kind" IS NOT NULL AND ${wantsPushSql(Prisma.sql`q."userId"`, Prisma.sql`q."kind"`)}
    ${FOLD}`;
}

/** Queues the pushes of system notices just written (waitlist places, moderation outcomes, application decisions). */
export async function queueNoticePushes(client: Client, notificationIds: string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  const source = Prisma.sql`(SELECT n."id", n."userId", n."type", n."actorId", n."groupKey", n."postId", n."storyId", n."data"
    FROM "Notification" n WHERE n."id" = ANY(${notificationIds}::text[]))`;
  const queued = await client.$executeRaw(queueNoticePushesSql(source));
  // written in the caller's transaction: visible once it commits
  if (queued > 0) nudge("push", client === db ? 0 : 1_000);
}

/**
 * A message was delivered: its recipient's push, unless they mute or block the sender (the inbox
 * rules). Kind "messageRequests" while the conversation sits in their requests. Folds per conversation.
 */
export async function queueMessagePush(message: { id: string; conversationId: string; senderId: string; recipientId: string }): Promise<void> {
  const recipient = { id: Prisma.sql`cm."userId"` };
  const sender = Prisma.sql`${message.senderId}::text`;
  const kind = Prisma.sql`(CASE WHEN cm."folder" = 'requests' THEN 'messageRequests' ELSE 'messages' END)`;
  const now = new Date();
  const queued = await db.$executeRaw`
    INSERT INTO "PushDelivery" ("id", "userId", "kind", "groupKey", "data", "sendAfter", "nextAttemptAt")
    SELECT gen_random_uuid()::text, cm."userId", ${kind}, 'message:' || cm."conversationId",
      jsonb_build_object('type', 'message', 'actorId', ${sender}, 'conversationId', cm."conversationId", 'messageId', ${message.id}::text),
      ${at(now)}, ${at(now)}
    FROM "ConversationMember" cm
    WHERE cm."conversationId" = ${message.conversationId} AND cm."userId" = ${message.recipientId}
      -- a request hidden by the recipient's hidden words sends no push (issue #33)
      AND cm."folder" <> 'hidden'
      AND ${visibleUserSql(recipient, sender)} AND ${notMutedSql(recipient, sender)}
      AND ${wantsPushSql(Prisma.sql`cm."userId"`, kind)}
    ${FOLD}`;
  if (queued > 0) nudge("push");
}

/** POST /api/push/test: a test push to the viewer's own devices (always the neutral wording). */
export async function queueTestPush(viewer: Viewer): Promise<void> {
  const now = new Date();
  await db.$executeRaw`
    INSERT INTO "PushDelivery" ("id", "userId", "kind", "groupKey", "data", "sendAfter", "nextAttemptAt")
    VALUES (gen_random_uuid()::text, ${viewer.id}, 'test', 'test', '{"type":"test"}'::jsonb, ${at(now)}, ${at(now)})
    ${FOLD}`;
  nudge("push");
}
