import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { findMembership } from "@/lib/domain/messages/find-membership";
import { nullIfNotFound } from "@/lib/domain/safety/hidden";
import { visibleCommentWhere, visiblePostWhere, visibleStoriesWhere, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import type { ReportTargetType } from "@/lib/contract/safety/schemas";
import { serverText } from "@/lib/core/server-text";

export const REPORT_TARGET_NOT_FOUND = serverText("reportTargetNotFound");

/**
 * The member responsible for a target the viewer can see (author, organiser, the user, the
 * business owner or null); 404 when it doesn't exist or the viewer can't see it.
 */
export async function findReportTarget(viewer: Viewer, type: ReportTargetType, id: string): Promise<{ targetUserId: string | null }> {
  const visible = visibleUserWhere(viewer);
  let row: { targetUserId: string | null } | null = null;
  switch (type) {
    case "post": {
      const post = await db.post.findFirst({ where: { id, ...visiblePostWhere(viewer) }, select: { authorId: true } });
      row = post && { targetUserId: post.authorId };
      break;
    }
    case "comment": {
      const comment = await db.comment.findFirst({ where: { id, ...visibleCommentWhere(viewer) }, select: { authorId: true } });
      row = comment && { targetUserId: comment.authorId };
      break;
    }
    case "story": {
      const story = await db.story.findFirst({ where: { AND: [{ id, author: visible }, visibleStoriesWhere(viewer)] }, select: { authorId: true } });
      row = story && { targetUserId: story.authorId };
      break;
    }
    case "user": {
      const user = await db.user.findFirst({ where: { id, ...visible }, select: { id: true } });
      row = user && { targetUserId: user.id };
      break;
    }
    case "event": {
      const event = await db.event.findFirst({ where: { id, organizer: visible }, select: { organizerId: true } });
      row = event && { targetUserId: event.organizerId };
      break;
    }
    case "business": {
      const business = await db.business.findUnique({ where: { id }, select: { ownerId: true } });
      row = business && { targetUserId: business.ownerId };
      break;
    }
    case "message": {
      // only a member of the conversation may report one of its messages, and only one they can read:
      // the conversation hidden (a block either way, a suspended member) or cleared up to it is 404
      const message = await db.message.findFirst({
        where: { id, conversation: { members: { some: { userId: viewer.id } } } },
        select: { senderId: true, conversationId: true, createdAt: true },
      });
      const membership = message && (await findMembership(viewer, message.conversationId).catch(nullIfNotFound));
      row = message && membership && (!membership.clearedAt || message.createdAt > membership.clearedAt) ? { targetUserId: message.senderId } : null;
      break;
    }
    case "conversation": {
      const other = await db.conversationMember.findFirst({
        where: { conversationId: id, userId: { not: viewer.id }, conversation: { members: { some: { userId: viewer.id } } } },
        select: { userId: true },
      });
      row = other && { targetUserId: other.userId };
      break;
    }
    case "review": {
      const review = await db.businessReview.findFirst({ where: { id, author: visible }, select: { authorId: true } });
      row = review && { targetUserId: review.authorId };
      break;
    }
  }
  if (!row) throw notFound(REPORT_TARGET_NOT_FOUND);
  return row;
}
