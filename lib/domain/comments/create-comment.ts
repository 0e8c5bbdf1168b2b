import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { CommentDto } from "@/lib/contract/posts/types";
import { commentSelect, toCommentDto } from "@/lib/domain/comments/comment-response";
import { notifyComment } from "@/lib/domain/notifications/notify";
import { assertCanActOnPost } from "@/lib/domain/posts/get-post";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { HIDDEN_BY_WORDS, hiddenByRecipientWords } from "@/lib/domain/safety/hidden-words";
import { HIDDEN_BY_LIMITS, limitsStanding } from "@/lib/domain/safety/limits";
import { suggestLimitsOnBurst } from "@/lib/domain/notifications/limits-suggestion";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import { serverText } from "@/lib/core/server-text";

export type NewComment = { content: string | null; imageUrl?: string | null; videoUrl?: string | null; altText?: string | null };

/** Adds a comment: text and/or one image or video the author registered for comments. */
export async function createComment(viewer: Viewer, postId: string, input: NewComment): Promise<CommentDto> {
  const authorId = viewer.id;
  const post = await assertCanActOnPost(viewer, postId);
  const path = input.imageUrl ?? input.videoUrl ?? null;
  let imageUrl: string | null = null;
  let videoUrl: string | null = null;
  let variants: { imageVariantWidths: number[]; imagePlaceholder: string | null } | null = null;
  if (path) {
    const object = await resolveOwnedObject(viewer, path, ["comment"]);
    const wanted = input.imageUrl ? "image" : "video";
    if (object.kind !== wanted) throw badRequest(serverText("invalidFileType"));
    if (object.kind === "image") {
      imageUrl = object.objectPath;
      variants = { imageVariantWidths: object.variantWidths, imagePlaceholder: object.placeholder };
    } else videoUrl = object.objectPath;
  }
  const altText = path ? (input.altText ?? null) : null;
  // the post owner's Limits and hidden words: the comment is written, seen by its author only (who is not told), and nobody is notified
  const [standing, matched] = await Promise.all([limitsStanding(viewer, post.authorId), hiddenByRecipientWords(viewer, post.authorId, [input.content, altText])]);
  const reason = standing.heldBack ? HIDDEN_BY_LIMITS : matched ? HIDDEN_BY_WORDS : null;
  const row = await db.comment.create({
    // alt text describes media: without an attachment there is nothing to describe
    data: { postId, authorId, content: input.content, imageUrl, ...variants, videoUrl, altText, ...(reason ? { hiddenAt: new Date(), hiddenReason: reason } : {}) },
    select: commentSelect,
  });
  if (!reason) await notifyComment(viewer, { id: row.id, postId, content: input.content });
  if (!standing.follows) await suggestLimitsOnBurst(post.authorId);
  return toCommentDto(row);
}
