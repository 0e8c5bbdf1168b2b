import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { STORY_LIFETIME_MS } from "@/lib/contract/stories/constants";
import type { RemovedContentPreview } from "@/lib/contract/appeals/types";
import { lockBusiness, recomputeRating } from "@/lib/domain/businesses/rating";
import { deleteStoredMedia, type StoredMediaRef } from "@/lib/domain/uploads/delete-stored-media";
import { log } from "@/lib/core/log";

// What a moderator removed, kept on the decision (ModerationDecision.content) so the member sees it
// and an accepted appeal can put it back: the content's own rows as they were (all columns, as JSON),
// and its stored media left in storage until the appeal is rejected or its window closes
// (docs/decisions/safety.md, "Account status and appeals"). Rows that hung off it (likes, comments,
// saves, attendees, reviews, notifications) go with it as before and do not come back.
// Every removable report kind is kept here (post, comment, story, event, business, review, message). What
// cannot come back: a business without an owner (its removal falls on no member, so resolve-report.ts
// writes no decision to keep it on or appeal), and what restoreRemoved refuses below (a comment without
// its post, a story past 24 hours, a review whose business is gone or taken, a message without its
// conversation). A member and a conversation are never removed (suspend is the action).

type Row = Record<string, Prisma.JsonValue>;
export type RemovedContent =
  | { kind: "post"; row: Row; media: Row[]; tags: Row[] }
  | { kind: "comment" | "story" | "event" | "business" | "review" | "message"; row: Row };
export type RemovedKind = RemovedContent["kind"];

type Tx = Prisma.TransactionClient;

const asRow = (value: unknown): Row => JSON.parse(JSON.stringify(value)) as Row;
const str = (value: Prisma.JsonValue | undefined) => (typeof value === "string" ? value : null);

/**
 * Removes the content as a moderator's decision and returns what it was (null when already gone).
 * The content's own media stay in storage for a possible appeal; a post's comments' attachments go,
 * since those comments are not restored.
 */
export async function removeAndKeep(kind: RemovedKind, id: string): Promise<RemovedContent | null> {
  switch (kind) {
    case "post": {
      const row = await db.post.findUnique({ where: { id } });
      if (!row) return null;
      const [media, tags, comments] = await Promise.all([
        db.postMedia.findMany({ where: { postId: id }, orderBy: { position: "asc" } }),
        db.postTag.findMany({ where: { postId: id } }),
        db.comment.findMany({ where: { postId: id, OR: [{ imageUrl: { startsWith: "/objects/" } }, { videoUrl: { startsWith: "/objects/" } }] }, select: { authorId: true, imageUrl: true, videoUrl: true } }),
      ]);
      const { count } = await db.post.deleteMany({ where: { id } });
      if (count === 0) return null;
      await deleteStoredMedia(comments.flatMap((c) => [{ ownerId: c.authorId, url: c.imageUrl }, { ownerId: c.authorId, url: c.videoUrl }])).catch((error: unknown) =>
        log().error({ err: error }, "comment media cleanup failed"),
      );
      return { kind, row: asRow(row), media: media.map(asRow), tags: tags.map(asRow) };
    }
    case "comment":
      return removeRow(kind, await db.comment.findUnique({ where: { id } }), () => db.comment.deleteMany({ where: { id } }));
    case "story":
      return removeRow(kind, await db.story.findUnique({ where: { id } }), () => db.story.deleteMany({ where: { id } }));
    case "event":
      return removeRow(kind, await db.event.findUnique({ where: { id } }), () => db.event.deleteMany({ where: { id } }));
    case "business":
      return removeRow(kind, await db.business.findUnique({ where: { id } }), () => db.business.deleteMany({ where: { id } }));
    case "message":
      return removeRow(kind, await db.message.findUnique({ where: { id } }), () => db.message.deleteMany({ where: { id } }));
    case "review": {
      // with the business's rating recomputed in the same transaction, as the review's own delete does
      const row = await db.$transaction(async (tx) => {
        const found = await tx.businessReview.findUnique({ where: { id } });
        if (!found) return null;
        await lockBusiness(tx, found.businessId);
        const { count } = await tx.businessReview.deleteMany({ where: { id } });
        if (count === 0) return null;
        await recomputeRating(tx, found.businessId);
        return found;
      });
      return row ? { kind, row: asRow(row) } : null;
    }
  }
  return null; // a report kind with nothing of its own to remove
}

async function removeRow(kind: Exclude<RemovedKind, "post">, row: object | null, remove: () => Promise<{ count: number }>): Promise<RemovedContent | null> {
  if (!row) return null;
  const { count } = await remove();
  return count > 0 ? { kind, row: asRow(row) } : null;
}

/** The stored media the removed content showed, with the member they belong to. */
export function removedMedia(content: RemovedContent, ownerId: string): StoredMediaRef[] {
  const urls =
    content.kind === "post"
      ? content.media.map((m) => str(m.url))
      : content.kind === "event"
        ? [str(content.row.imageUrl), str(content.row.venueImageUrl)]
        : content.kind === "comment"
          ? [str(content.row.imageUrl), str(content.row.videoUrl)]
          : content.kind === "message"
            ? [str(content.row.mediaUrl)]
            : [str(content.row.imageUrl)];
  return urls.map((url) => ({ ownerId, url }));
}

/** Deletes the kept media of removed content for good (a rejected appeal, a closed window, a failed restore). */
export async function purgeRemovedMedia(content: RemovedContent, ownerId: string): Promise<void> {
  await deleteStoredMedia(removedMedia(content, ownerId)).catch((error: unknown) => log().error({ err: error }, "removed media cleanup failed"));
}

/** What the member and the desk are shown of removed content: its text, and how many media it had. */
export function removedPreview(content: RemovedContent | null): RemovedContentPreview {
  if (!content) return null;
  const r = content.row;
  const mediaCount = removedMedia(content, "").filter((ref) => ref.url).length;
  const text =
    content.kind === "post"
      ? str(r.caption)
      : content.kind === "event"
        ? str(r.title)
        : content.kind === "business"
          ? str(r.name)
          : content.kind === "story"
            ? str(r.altText)
            : str(r.content);
  return { kind: content.kind, text, mediaCount };
}

/**
 * Puts removed content back with its own id and times, inside the accepting transaction. False when
 * it cannot come back: what it belonged to is gone (a comment's post, a review's business, a
 * message's conversation), a story is past its 24 hours, or its place is taken (a newer review of
 * the same business). Runs under a savepoint, so a refused insert leaves the transaction usable.
 */
export async function restoreRemoved(tx: Tx, content: RemovedContent, now: Date): Promise<boolean> {
  if (!(await canRestore(tx, content, now))) return false;
  await tx.$executeRaw`SAVEPOINT restore_content`;
  try {
    await insert(tx, content);
    await tx.$executeRaw`RELEASE SAVEPOINT restore_content`;
    return true;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT restore_content`;
    log().warn({ err: error, kind: content.kind }, "removed content could not be restored");
    return false;
  }
}

async function canRestore(tx: Tx, content: RemovedContent, now: Date): Promise<boolean> {
  const r = content.row;
  switch (content.kind) {
    case "comment":
      return (await tx.post.count({ where: { id: str(r.postId) ?? "" } })) > 0;
    case "story":
      return now.getTime() - new Date(str(r.createdAt) ?? 0).getTime() < STORY_LIFETIME_MS;
    case "review":
      return (await tx.business.count({ where: { id: str(r.businessId) ?? "" } })) > 0;
    case "message":
      return (await tx.conversation.count({ where: { id: str(r.conversationId) ?? "" } })) > 0;
    default:
      return true;
  }
}

async function insert(tx: Tx, content: RemovedContent): Promise<void> {
  // rows are the removed rows' own columns, read back from JSON (dates as ISO text, which Prisma takes)
  const r = content.row as never;
  switch (content.kind) {
    case "post":
      // its likes and comments went with it and do not come back: the counters (kept by triggers) start again
      await tx.post.create({ data: { ...(r as object), likeCount: 0, commentCount: 0 } as never });
      if (content.media.length) await tx.postMedia.createMany({ data: content.media as never });
      if (content.tags.length) await tx.postTag.createMany({ data: content.tags as never });
      return;
    case "comment":
      await tx.comment.create({ data: r });
      return;
    case "story":
      await tx.story.create({ data: r });
      return;
    case "event": {
      // a venue listing removed meanwhile is cleared, as its own removal clears it on events
      const venue = str(content.row.venueBusinessId);
      const gone = venue ? (await tx.business.count({ where: { id: venue } })) === 0 : false;
      await tx.event.create({ data: { ...content.row, ...(gone ? { venueBusinessId: null } : {}) } as never });
      return;
    }
    case "business":
      // its reviews went with it: the rating starts again from none
      await tx.business.create({ data: { ...content.row, averageRating: null, totalReviews: 0 } as never });
      return;
    case "review": {
      const businessId = str(content.row.businessId)!;
      await lockBusiness(tx, businessId);
      await tx.businessReview.create({ data: r });
      await recomputeRating(tx, businessId);
      return;
    }
    case "message": {
      const story = str(content.row.storyId);
      const gone = story ? (await tx.story.count({ where: { id: story } })) === 0 : false;
      await tx.message.create({ data: { ...content.row, ...(gone ? { storyId: null } : {}) } as never });
      return;
    }
  }
}
