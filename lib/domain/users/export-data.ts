import "server-only";
import { forbidden, notFound } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { USER_NOT_FOUND, visibleOtherSql, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

export const NOT_YOUR_DATA = serverText("notYourData");
export const EXPORT_FORMAT = "niji-export/1";
const BATCH = 500;

// GET /api/users/{id}/export: everything a member put into Niji, as one JSON document written in
// pieces (each list read in keyset batches of 500), so a long history never sits whole in memory.
type Section = { name: string; page: (userId: string, after: string | undefined) => Promise<{ cursor: string; row: unknown }[]> };

const after = (field: string, cursor: string | undefined) => (cursor ? { [field]: { gt: cursor } } : {});
/** How an export names another member (followed, follower, blocked, muted): id and username, a reference rather than the summary a screen shows. */
const memberReference = { select: { id: true, username: true } } as const;

/** What an export says of a member who hides from the exporter (a block either way, a suspension): no id, username or name. */
export const HIDDEN_MEMBER = { hidden: true, description: "a member who is no longer visible" } as const;

/**
 * The members of one batch the exporter may see (visibleUserWhere, read as a member: a block
 * either way or a suspension hides them), one query a batch; the others become HIDDEN_MEMBER.
 */
async function nameVisible<T extends { id: string; username: string }>(userId: string, users: T[]): Promise<(u: T) => T | typeof HIDDEN_MEMBER> {
  const visible = await visibleMembers(userId, users.map((u) => u.id));
  return (u) => (visible.has(u.id) ? u : HIDDEN_MEMBER);
}

/** Of the members `ids`, those visible to the exporter `userId` (the exporter among them), one query. */
async function visibleMembers(userId: string, ids: string[]): Promise<Set<string>> {
  const others = [...new Set(ids)].filter((id) => id !== userId);
  const visible = others.length ? await db.user.findMany({ where: { id: { in: others }, ...visibleUserWhere({ id: userId }) }, select: { id: true } }) : [];
  return new Set([userId, ...visible.map((u) => u.id)]);
}

type ConversationRow = { id: string; folder: string; clearedAt: Date | null; createdAt: Date; otherVisible: boolean; otherId: string; otherUsername: string };
type MessageRow = { id: string; conversationId: string; senderId: string; content: string | null; mediaUrl: string | null; altText: string | null; storyId: string | null; createdAt: Date };

const SECTIONS: Section[] = [
  {
    name: "posts",
    page: async (userId, cursor) => {
      const rows = await db.post.findMany({
        where: { authorId: userId, ...after("id", cursor) },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, caption: true, location: true, createdAt: true, updatedAt: true, media: { select: { url: true, type: true }, orderBy: { position: "asc" } } },
      });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "comments",
    page: async (userId, cursor) => {
      const rows = await db.comment.findMany({
        where: { authorId: userId, ...after("id", cursor) },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, postId: true, content: true, imageUrl: true, videoUrl: true, createdAt: true, updatedAt: true },
      });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "likes",
    page: async (userId, cursor) => {
      const rows = await db.postLike.findMany({ where: { userId, ...after("postId", cursor) }, orderBy: { postId: "asc" }, take: BATCH, select: { postId: true, createdAt: true } });
      return rows.map((row) => ({ cursor: row.postId, row }));
    },
  },
  {
    name: "collections",
    page: async (userId, cursor) => {
      const rows = await db.collection.findMany({ where: { ownerId: userId, ...after("id", cursor) }, orderBy: { id: "asc" }, take: BATCH, select: { id: true, title: true, createdAt: true } });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "saves",
    page: async (userId, cursor) => {
      const rows = await db.savedPost.findMany({
        where: { userId, ...after("id", cursor) },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, postId: true, collectionId: true, createdAt: true },
      });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "following",
    page: async (userId, cursor) => {
      const rows = await db.follow.findMany({ where: { followerId: userId, ...after("followingId", cursor) }, orderBy: { followingId: "asc" }, take: BATCH, select: { followingId: true, createdAt: true, following: memberReference } });
      const name = await nameVisible(userId, rows.map((r) => r.following));
      return rows.map(({ followingId, createdAt, following }) => ({ cursor: followingId, row: { user: name(following), createdAt } }));
    },
  },
  {
    name: "followers",
    page: async (userId, cursor) => {
      const rows = await db.follow.findMany({ where: { followingId: userId, ...after("followerId", cursor) }, orderBy: { followerId: "asc" }, take: BATCH, select: { followerId: true, createdAt: true, follower: memberReference } });
      const name = await nameVisible(userId, rows.map((r) => r.follower));
      return rows.map(({ followerId, createdAt, follower }) => ({ cursor: followerId, row: { user: name(follower), createdAt } }));
    },
  },
  {
    name: "stories",
    page: async (userId, cursor) => {
      const rows = await db.story.findMany({ where: { authorId: userId, ...after("id", cursor) }, orderBy: { id: "asc" }, take: BATCH, select: { id: true, imageUrl: true, mediaType: true, createdAt: true } });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    // The member's replies to stories: the story id only while its author is visible to the
    // exporter (their own story, or no block either way and not suspended), as in "messages".
    name: "storyMessages",
    page: async (userId, cursor) => {
      const rows = await db.storyComment.findMany({
        where: { authorId: userId, ...after("id", cursor) },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, storyId: true, content: true, createdAt: true, story: { select: { authorId: true } } },
      });
      const visible = await visibleMembers(userId, rows.map((r) => r.story.authorId));
      return rows.map(({ story, ...row }) => ({ cursor: row.id, row: { ...row, storyId: visible.has(story.authorId) ? row.storyId : null } }));
    },
  },
  {
    // The member's conversations. Left out: requests they received and never answered (their
    // folder is "requests": no word of theirs is in it, since replying moves it to the inbox). The
    // other member is named only while visible to the exporter (no block either way, not
    // suspended; a deleted member's conversations went with their account), else HIDDEN_MEMBER.
    name: "conversations",
    page: async (userId, cursor) => {
      const rows = await db.$queryRaw<ConversationRow[]>`
        SELECT m."conversationId" AS "id", m."folder"::text AS "folder", m."clearedAt", c."createdAt",
          (${visibleOtherSql({ id: userId }, Prisma.sql`o."userId"`)}) AS "otherVisible", u."id" AS "otherId", u."username" AS "otherUsername"
        FROM "ConversationMember" m
        JOIN "Conversation" c ON c."id" = m."conversationId"
        JOIN "ConversationMember" o ON o."conversationId" = m."conversationId" AND o."userId" <> m."userId"
        JOIN "User" u ON u."id" = o."userId"
        WHERE m."userId" = ${userId} ${cursor ? Prisma.sql`AND m."conversationId" > ${cursor}` : Prisma.empty}
          AND (m."folder" = 'inbox' OR EXISTS (SELECT 1 FROM "Message" x WHERE x."conversationId" = m."conversationId" AND x."senderId" = ${userId}))
        ORDER BY m."conversationId" ASC
        LIMIT ${BATCH}`;
      return rows.map((r) => ({
        cursor: r.id,
        row: { id: r.id, folder: r.folder, createdAt: r.createdAt, deletedForMeAt: r.clearedAt, with: r.otherVisible ? { id: r.otherId, username: r.otherUsername } : HIDDEN_MEMBER },
      }));
    },
  },
  {
    // Every message the member sent (their words, "deleted for me" or not, whoever they wrote to).
    // Of the other member's messages, only those the member's own Messages still shows: in an
    // inbox conversation, after their "delete for me", while the other member is visible to them.
    // A story reply keeps its story id only while that member is visible.
    name: "messages",
    page: async (userId, cursor) => {
      const visible = visibleOtherSql({ id: userId }, Prisma.sql`o."userId"`);
      const rows = await db.$queryRaw<MessageRow[]>`
        SELECT x."id", x."conversationId", x."senderId", x."content", x."mediaUrl", x."altText",
          CASE WHEN ${visible} THEN x."storyId" END AS "storyId", x."createdAt"
        FROM "Message" x
        JOIN "ConversationMember" m ON m."conversationId" = x."conversationId" AND m."userId" = ${userId}
        JOIN "ConversationMember" o ON o."conversationId" = x."conversationId" AND o."userId" <> ${userId}
        WHERE (x."senderId" = ${userId}
            OR (m."folder" = 'inbox' AND (m."clearedAt" IS NULL OR x."createdAt" > m."clearedAt") AND ${visible}))
          ${cursor ? Prisma.sql`AND x."id" > ${cursor}` : Prisma.empty}
        ORDER BY x."id" ASC
        LIMIT ${BATCH}`;
      return rows.map((row) => ({ cursor: row.id, row: { ...row, sent: row.senderId === userId } }));
    },
  },
  {
    name: "events",
    page: async (userId, cursor) => {
      const rows = await db.event.findMany({ where: { organizerId: userId, ...after("id", cursor) }, orderBy: { id: "asc" }, take: BATCH, omit: { organizerId: true } });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "eventInterests",
    page: async (userId, cursor) => {
      const rows = await db.eventAttendee.findMany({ where: { userId, ...after("id", cursor) }, orderBy: { id: "asc" }, take: BATCH, select: { id: true, eventId: true, status: true, createdAt: true } });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "businessApplications",
    page: async (userId, cursor) => {
      const rows = await db.businessApplication.findMany({
        where: { applicantId: userId, ...after("id", cursor) },
        orderBy: { id: "asc" },
        take: BATCH,
        // the reviewer's identity and internal notes are the admins', not the applicant's
        omit: { applicantId: true, adminNotes: true, reviewedById: true },
      });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    name: "blocks",
    page: async (userId, cursor) => {
      const rows = await db.block.findMany({ where: { blockerId: userId, ...after("blockedId", cursor) }, orderBy: { blockedId: "asc" }, take: BATCH, select: { blockedId: true, createdAt: true, blocked: memberReference } });
      return rows.map(({ blockedId, createdAt, blocked }) => ({ cursor: blockedId, row: { user: blocked, createdAt } }));
    },
  },
  {
    name: "mutes",
    page: async (userId, cursor) => {
      const rows = await db.mute.findMany({ where: { muterId: userId, ...after("mutedId", cursor) }, orderBy: { mutedId: "asc" }, take: BATCH, select: { mutedId: true, until: true, createdAt: true, muted: memberReference } });
      // a block does not end an earlier mute: a muted member who then hid from the exporter is not named
      const name = await nameVisible(userId, rows.map((r) => r.muted));
      return rows.map(({ mutedId, until, createdAt, muted }) => ({ cursor: mutedId, row: { user: name(muted), until, createdAt } }));
    },
  },
  {
    // the member's own hidden words (issue #33): one row when they ever saved a list
    name: "hiddenWords",
    page: async (userId, cursor) => {
      if (cursor) return [];
      const row = await db.hiddenWordList.findUnique({ where: { userId }, select: { words: true, builtIn: true, hideInFeed: true, updatedAt: true } });
      return row ? [{ cursor: userId, row }] : [];
    },
  },
  {
    // the member's Limits (issue #33): one row when they ever turned them on or were suggested them
    name: "limits",
    page: async (userId, cursor) => {
      if (cursor) return [];
      const row = await db.memberLimits.findUnique({ where: { userId }, select: { until: true, duration: true, recentFollowers: true, suggestedAt: true, updatedAt: true } });
      return row ? [{ cursor: userId, row }] : [];
    },
  },
];

async function* writeDocument(userId: string, profile: unknown): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(new Date().toISOString())},"profile":${JSON.stringify(profile)}`;
  for (const section of SECTIONS) {
    yield `,${JSON.stringify(section.name)}:[`;
    let cursor: string | undefined;
    let first = true;
    for (;;) {
      const batch = await section.page(userId, cursor);
      if (batch.length) {
        yield (first ? "" : ",") + batch.map((b) => JSON.stringify(b.row)).join(",");
        first = false;
        cursor = batch[batch.length - 1]!.cursor;
      }
      if (batch.length < BATCH) break;
    }
    yield "]";
  }
  yield "}";
}

/** The member's own data (self only, e-mail included, never the password hash), as JSON text pieces. */
export async function exportData(viewer: Viewer, userId: string): Promise<{ username: string; chunks: AsyncGenerator<string> }> {
  if (viewer.id !== userId) throw forbidden(NOT_YOUR_DATA);
  const profile = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, email: true, name: true, firstName: true, lastName: true, bio: true, profileImageUrl: true, backgroundVideoUrl: true, createdAt: true, updatedAt: true },
  });
  if (!profile) throw notFound(USER_NOT_FOUND);
  return { username: profile.username, chunks: writeDocument(userId, profile) };
}
