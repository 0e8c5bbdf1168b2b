import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { USER_NOT_FOUND } from "@/lib/services/users/get-profile";

export const NOT_YOUR_DATA = "You can only export your own data";
export const EXPORT_FORMAT = "niji-export/1";
const BATCH = 500;

// GET /api/users/{id}/export: everything a member put into Niji, as one JSON document written in
// pieces (each list read in keyset batches of 500), so a long history never sits whole in memory.
type Section = { name: string; page: (userId: string, after: string | undefined) => Promise<{ cursor: string; row: unknown }[]> };

const after = (field: string, cursor: string | undefined) => (cursor ? { [field]: { gt: cursor } } : {});
const user = { select: { id: true, username: true } } as const;

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
      const rows = await db.follow.findMany({ where: { followerId: userId, ...after("followingId", cursor) }, orderBy: { followingId: "asc" }, take: BATCH, select: { followingId: true, createdAt: true, following: user } });
      return rows.map(({ followingId, createdAt, following }) => ({ cursor: followingId, row: { user: following, createdAt } }));
    },
  },
  {
    name: "followers",
    page: async (userId, cursor) => {
      const rows = await db.follow.findMany({ where: { followingId: userId, ...after("followerId", cursor) }, orderBy: { followerId: "asc" }, take: BATCH, select: { followerId: true, createdAt: true, follower: user } });
      return rows.map(({ followerId, createdAt, follower }) => ({ cursor: followerId, row: { user: follower, createdAt } }));
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
    name: "storyMessages",
    page: async (userId, cursor) => {
      const rows = await db.storyComment.findMany({ where: { authorId: userId, ...after("id", cursor) }, orderBy: { id: "asc" }, take: BATCH, select: { id: true, storyId: true, content: true, createdAt: true } });
      return rows.map((row) => ({ cursor: row.id, row }));
    },
  },
  {
    // every conversation of the member: the other member and when it started
    name: "conversations",
    page: async (userId, cursor) => {
      const rows = await db.conversationMember.findMany({
        where: { userId, ...after("conversationId", cursor) },
        orderBy: { conversationId: "asc" },
        take: BATCH,
        select: { conversationId: true, folder: true, conversation: { select: { createdAt: true, members: { where: { userId: { not: userId } }, select: { user } } } } },
      });
      return rows.map(({ conversationId, folder, conversation }) => ({
        cursor: conversationId,
        row: { id: conversationId, folder, createdAt: conversation.createdAt, with: conversation.members[0]?.user ?? null },
      }));
    },
  },
  {
    // messages the member sent and received
    name: "messages",
    page: async (userId, cursor) => {
      const rows = await db.message.findMany({
        where: { conversation: { members: { some: { userId } } }, ...after("id", cursor) },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, conversationId: true, senderId: true, content: true, mediaUrl: true, altText: true, storyId: true, createdAt: true },
      });
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
      const rows = await db.block.findMany({ where: { blockerId: userId, ...after("blockedId", cursor) }, orderBy: { blockedId: "asc" }, take: BATCH, select: { blockedId: true, createdAt: true, blocked: user } });
      return rows.map(({ blockedId, createdAt, blocked }) => ({ cursor: blockedId, row: { user: blocked, createdAt } }));
    },
  },
  {
    name: "mutes",
    page: async (userId, cursor) => {
      const rows = await db.mute.findMany({ where: { muterId: userId, ...after("mutedId", cursor) }, orderBy: { mutedId: "asc" }, take: BATCH, select: { mutedId: true, until: true, createdAt: true, muted: user } });
      return rows.map(({ mutedId, until, createdAt, muted }) => ({ cursor: mutedId, row: { user: muted, until, createdAt } }));
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
export async function exportData(actor: { id: string }, userId: string): Promise<{ username: string; chunks: AsyncGenerator<string> }> {
  if (actor.id !== userId) throw forbidden(NOT_YOUR_DATA);
  const profile = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, email: true, name: true, firstName: true, lastName: true, bio: true, profileImageUrl: true, backgroundVideoUrl: true, createdAt: true, updatedAt: true },
  });
  if (!profile) throw notFound(USER_NOT_FOUND);
  return { username: profile.username, chunks: writeDocument(userId, profile) };
}
