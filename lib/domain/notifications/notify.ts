import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { NOTIFICATION_TYPES, type NotificationType } from "@/lib/contract/notifications/constants";
import { authorVisibleToViewerSql, notMutedSql, postAudienceSql, visibleUserSql, type Viewer } from "@/lib/domain/safety/visibility";
import { extractMentions } from "@/lib/core/text/entities";
import { nudge } from "@/lib/core/nudge";
import { queueNoticePushes, queueNoticePushesSql } from "@/lib/domain/push/queue";
import { heldBackSql } from "@/lib/domain/safety/limits";
import { usernamesHidingText } from "@/lib/domain/safety/hidden-words";

// Writing social notices. Each event is one INSERT … SELECT: the recipients come from a SELECT
// (a post's author, the members a text mentions…), and the WHERE drops, in the same statement,
// the actor themself, anyone with a block either way with the actor, and anyone muting the actor.
// Undoing an event deletes the notice it wrote (or the linked row's ON DELETE CASCADE does).

type Ref = string | Prisma.Sql | null | undefined;
type Notice = {
  type: NotificationType;
  actorId: string;
  groupKey?: Ref;
  postId?: Ref;
  commentId?: Ref;
  storyId?: Ref;
  storyCommentId?: Ref;
  followRequestId?: Ref;
};
type Client = Pick<typeof db, "$executeRaw">;

const value = (ref: Ref) => (ref instanceof Prisma.Sql ? ref : Prisma.sql`${ref ?? null}::text`);

/** Notices that a recipient's Limits hold back from members who have not followed them long enough (issue #33). */
const LIMITED: readonly NotificationType[] = [NOTIFICATION_TYPES.postMention, NOTIFICATION_TYPES.commentMention];

/**
 * Writes `notice` once for each `rid` that `recipients` (a SELECT yielding a "rid" column) returns,
 * and in the same statement queues the push of each notice written (lib/domain/push/queue.ts).
 */
async function insertNotices(notice: Notice, recipients: Prisma.Sql, client: Client = db): Promise<void> {
  const recipient = { id: Prisma.sql`r."rid"` };
  const actor = Prisma.sql`${notice.actorId}::text`;
  const limits = LIMITED.includes(notice.type) ? Prisma.sql`AND NOT ${heldBackSql(recipient, actor)}` : Prisma.empty;
  const queued = await client.$executeRaw`
    WITH written AS (
      INSERT INTO "Notification" ("id", "userId", "actorId", "type", "groupKey", "postId", "commentId", "storyId", "storyCommentId", "followRequestId")
      SELECT gen_random_uuid()::text, r."rid", ${actor}, ${notice.type}, ${value(notice.groupKey)}, ${value(notice.postId)}, ${value(notice.commentId)},
        ${value(notice.storyId)}, ${value(notice.storyCommentId)}, ${value(notice.followRequestId)}
      FROM (${recipients}) r
      WHERE r."rid" IS NOT NULL AND r."rid" <> ${actor}
        AND ${visibleUserSql(recipient, actor)} AND ${notMutedSql(recipient, actor)} ${limits}
      ON CONFLICT DO NOTHING
      RETURNING "id", "userId", "type", "actorId", "groupKey", "postId", "storyId", "data")
    ${queueNoticePushesSql(Prisma.sql`written`)}`;
  // inside a caller's transaction the rows are not visible before it commits: nudge a little later
  if (queued > 0) nudge("push", client === db ? 0 : 1_000);
}

const postAuthor = (postId: string) => Prisma.sql`SELECT p."authorId" AS "rid" FROM "Post" p WHERE p."id" = ${postId}`;
const member = (userId: string) => Prisma.sql`SELECT ${userId}::text AS "rid"`;

/**
 * Members named in `text` who may see the post (blocks with its author, private account, audience),
 * less those whose hidden words also keep their notifications clear and match the text (issue #33).
 */
async function mentionedMembers(text: string | null | undefined, postId: string, keep: (name: string) => boolean = () => true): Promise<Prisma.Sql | null> {
  const named = extractMentions(text).filter(keep);
  const hiding = await usernamesHidingText(named, [text]);
  const names = named.filter((name) => !hiding.has(name));
  if (names.length === 0) return null;
  const u = { id: Prisma.sql`u."id"` };
  return Prisma.sql`SELECT u."id" AS "rid" FROM "User" u
    WHERE u."username" = ANY(${names}::text[])
      AND EXISTS (SELECT 1 FROM "Post" p WHERE p."id" = ${postId}
        AND (p."authorId" = u."id" OR (${visibleUserSql(u, Prisma.sql`p."authorId"`)} AND ${authorVisibleToViewerSql(u, Prisma.sql`p."authorId"`)} AND ${postAudienceSql(u, "p")})))`;
}

/** A like was added (`liked`) or taken back on a post. */
export async function syncLikeNotice(viewer: Viewer, postId: string, liked: boolean) {
  if (!liked) {
    await db.notification.deleteMany({ where: { type: NOTIFICATION_TYPES.like, actorId: viewer.id, postId } });
    return;
  }
  await insertNotices({ type: NOTIFICATION_TYPES.like, actorId: viewer.id, postId, groupKey: `like:${postId}` }, postAuthor(postId));
}

/** A new comment: its post's author is told, and the members it mentions (the author once, as a comment). */
export async function notifyComment(viewer: Viewer, comment: { id: string; postId: string; content: string | null }) {
  await insertNotices({ type: NOTIFICATION_TYPES.comment, actorId: viewer.id, postId: comment.postId, commentId: comment.id }, postAuthor(comment.postId));
  await notifyCommentMentions(viewer, comment);
}

/**
 * Mentions in a comment, to the members a new comment would tell (blocks, mutes, who may see the
 * post). On an edit, `previous` is the old text: only names it did not hold are told (and the unique
 * index never tells anyone twice about one comment).
 */
export async function notifyCommentMentions(viewer: Viewer, comment: { id: string; postId: string; content: string | null }, previous?: string | null) {
  const before = new Set(extractMentions(previous));
  const recipients = await mentionedMembers(comment.content, comment.postId, (name) => !before.has(name));
  if (!recipients) return;
  const authorId = Prisma.sql`(SELECT p."authorId" FROM "Post" p WHERE p."id" = ${comment.postId})`;
  // the post's author already hears of the comment itself
  const notAuthor = Prisma.sql`SELECT m."rid" FROM (${recipients}) m WHERE m."rid" IS DISTINCT FROM ${authorId}`;
  await insertNotices({ type: NOTIFICATION_TYPES.commentMention, actorId: viewer.id, postId: comment.postId, commentId: comment.id }, notAuthor);
}

/** Mentions in a post's caption, on create and edit (members already told about this post are skipped). */
export async function notifyPostMentions(viewer: Viewer, post: { id: string; caption: string | null | undefined }) {
  const recipients = await mentionedMembers(post.caption, post.id);
  if (!recipients) return;
  await insertNotices({ type: NOTIFICATION_TYPES.postMention, actorId: viewer.id, postId: post.id }, recipients);
}

/** The follow button's outcome: a new follow, a new request to a private account, or an unfollow / cancelled request. */
export async function syncFollowNotice(viewer: Viewer, targetId: string, status: "following" | "requested" | "none") {
  if (status === "following") {
    await insertNotices({ type: NOTIFICATION_TYPES.follow, actorId: viewer.id }, member(targetId));
  } else if (status === "requested") {
    const request = Prisma.sql`SELECT fr."targetId" AS "rid", fr."id" AS "frid" FROM "FollowRequest" fr WHERE fr."requesterId" = ${viewer.id} AND fr."targetId" = ${targetId}`;
    await insertNotices({ type: NOTIFICATION_TYPES.followRequest, actorId: viewer.id, followRequestId: Prisma.sql`r."frid"` }, request);
  } else {
    // a cancelled request's notice goes with the request (cascade); an unfollow takes back "started following you" and "accepted your request"
    await db.notification.deleteMany({
      where: {
        OR: [
          { type: NOTIFICATION_TYPES.follow, actorId: viewer.id, userId: targetId },
          { type: NOTIFICATION_TYPES.followAccepted, actorId: targetId, userId: viewer.id },
        ],
      },
    });
  }
}

/** The owner accepted a request: the requester is told, and the owner's request notice becomes "started following you". */
export async function notifyFollowAccepted(viewer: Viewer, requesterId: string) {
  await insertNotices({ type: NOTIFICATION_TYPES.followAccepted, actorId: viewer.id }, member(requesterId));
  await insertNotices({ type: NOTIFICATION_TYPES.follow, actorId: requesterId }, member(viewer.id));
}

/** A like on a story was added or taken back. */
export async function syncStoryLikeNotice(viewer: Viewer, storyId: string, liked: boolean) {
  if (!liked) {
    await db.notification.deleteMany({ where: { type: NOTIFICATION_TYPES.storyLike, actorId: viewer.id, storyId } });
    return;
  }
  const owner = Prisma.sql`SELECT s."authorId" AS "rid" FROM "Story" s WHERE s."id" = ${storyId}`;
  await insertNotices({ type: NOTIFICATION_TYPES.storyLike, actorId: viewer.id, storyId, groupKey: `story_like:${storyId}` }, owner);
}

/** A message sent in reply to a story. */
export async function notifyStoryReply(viewer: Viewer, reply: { id: string; storyId: string }) {
  const owner = Prisma.sql`SELECT s."authorId" AS "rid" FROM "Story" s WHERE s."id" = ${reply.storyId}`;
  await insertNotices({ type: NOTIFICATION_TYPES.storyReply, actorId: viewer.id, storyId: reply.storyId, storyCommentId: reply.id }, owner);
}

/** Members moved from an event's waitlist to a place (written in the promoting transaction). */
export async function notifyWaitlistPromoted(client: Pick<typeof db, "notification" | "$executeRaw">, userIds: string[], event: { id: string; title: string }) {
  if (userIds.length === 0) return;
  const written = await client.notification.createManyAndReturn({
    select: { id: true },
    data: userIds.map((userId) => ({
      userId,
      type: NOTIFICATION_TYPES.waitlistPromoted,
      title: "You're in!",
      body: `A place opened up at "${event.title}" and it's yours.`,
      data: { eventId: event.id, eventTitle: event.title },
    })),
  });
  await queueNoticePushes(client, written.map((row) => row.id));
}
