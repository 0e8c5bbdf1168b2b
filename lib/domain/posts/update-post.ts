import "server-only";
import type { PostAudience } from "@/lib/contract/audience/types";
import { badRequest, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { PostDto } from "@/lib/contract/posts/types";
import { notifyPostMentions } from "@/lib/domain/notifications/notify";
import { writePostTags } from "@/lib/domain/posts/write-post-tags";
import { getPost, POST_NOT_FOUND } from "./get-post";
import { lockPosts } from "@/lib/data/db/lock-posts";
import { requirePostAuthor } from "./require-post-author";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

type Changes = {
  caption?: string | null;
  location?: string | null;
  audience?: PostAudience;
  contentWarning?: string | null;
  /** new alt text of media found by address within the post */
  mediaFiles?: { url: string; altText?: string | null }[];
};

export const UNKNOWN_MEDIA = serverText("invalidMedia");

/**
 * PUT /api/posts/{id}: the author changes caption (and with it the post's #tags), location, audience,
 * content warning and/or the media's alt text (in one transaction); answers the post as GET does.
 */
export async function updatePost(viewer: Viewer & { isAdmin: boolean }, postId: string, changes: Changes): Promise<PostDto> {
  await requirePostAuthor(viewer, postId);
  const data: Omit<Changes, "mediaFiles"> = {};
  if (changes.caption !== undefined) data.caption = changes.caption;
  if (changes.location !== undefined) data.location = changes.location;
  if (changes.audience !== undefined) data.audience = changes.audience;
  if (changes.contentWarning !== undefined) data.contentWarning = changes.contentWarning;
  const altEdits = (changes.mediaFiles ?? []).filter((m) => m.altText !== undefined);
  await db.$transaction(async (tx) => {
    // the post's row before its media rows (lockPosts): a deletion or a variants backfill of this post
    // waits instead of deadlocking; a post deleted since requirePostAuthor read it answers 404
    const [held] = await lockPosts(tx, [postId]);
    if (held?.authorId !== viewer.id) throw notFound(POST_NOT_FOUND);
    // the lock above holds the post and proved it the viewer's; the filters below repeat that for each write
    await tx.post.updateMany({ where: { id: postId, authorId: viewer.id }, data });
    if (changes.caption !== undefined) {
      // the tag index follows the caption in the same transaction
      const post = await tx.post.findFirst({ where: { id: postId, authorId: viewer.id }, select: { id: true, createdAt: true } });
      if (post) await writePostTags(tx, post, changes.caption);
    }
    for (const media of altEdits) {
      const { count } = await tx.postMedia.updateMany({
        where: { postId, url: media.url, post: { authorId: viewer.id } },
        data: { altText: media.altText },
      });
      if (count === 0) throw badRequest(UNKNOWN_MEDIA);
    }
  });
  // members already told of this post are skipped (unique index), so only newly added mentions notify;
  // an audience change may also let a mentioned member see the post now
  if (changes.caption !== undefined || changes.audience !== undefined) {
    const post = await db.post.findFirst({ where: { id: postId, authorId: viewer.id }, select: { caption: true } });
    if (post) await notifyPostMentions(viewer, { id: postId, caption: post.caption });
  }
  return getPost(viewer, postId);
}
