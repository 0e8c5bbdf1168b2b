import "server-only";
import { db } from "@/lib/data/db";
import type { StoryComment } from "@/lib/contract/stories/types";
import type { CreateStoryCommentBody } from "@/lib/contract/stories/schemas";
import { notifyStoryReply } from "@/lib/domain/notifications/notify";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { replyInConversation } from "@/lib/domain/messages/story-reply";
import { hiddenByRecipientWords } from "@/lib/domain/safety/hidden-words";
import { limitsStanding } from "@/lib/domain/safety/limits";
import { suggestLimitsOnBurst } from "@/lib/domain/notifications/limits-suggestion";
import { findStoryForAction } from "./find-visible-story";
import { storyCommentSelect, toStoryComment } from "./story-response";

/** POST /api/stories/[id]/comments: a private message to the story's owner. */
export async function addStoryComment(viewer: Viewer, storyId: string, body: CreateStoryCommentBody): Promise<StoryComment & { conversationId: string | null }> {
  const userId = viewer.id;
  const story = await findStoryForAction(viewer, storyId);
  // the owner's Limits and hidden words: the reply is kept but left out of their story's replies and not notified (issue #33)
  const [standing, matched] = await Promise.all([limitsStanding(viewer, story.authorId), hiddenByRecipientWords(viewer, story.authorId, [body.content])]);
  const hidden = standing.heldBack || matched;
  const row = await db.storyComment.create({
    data: { storyId, authorId: userId, content: body.content, hiddenAt: hidden ? new Date() : null },
    select: storyCommentSelect,
  });
  if (!hidden) await notifyStoryReply(viewer, { id: row.id, storyId });
  // a reply Limits hold back sends no message copy either: the owner's inbox would carry it otherwise
  const conversationId = standing.heldBack ? null : await replyInConversation(viewer, story.authorId, storyId, body.content);
  if (!standing.follows) await suggestLimitsOnBurst(story.authorId);
  return { ...toStoryComment(row), conversationId };
}
