import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { deleteStoredMedia } from "@/lib/domain/uploads/delete-stored-media";
import { POST_NOT_FOUND } from "./get-post";
import { requirePostAuthor } from "./require-post-author";
import { log } from "@/lib/core/log";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * DELETE /api/posts/{id} (author or admin): removes the post with its media rows, likes, comments
 * and saves (all cascade), then the stored objects of its media and of its comments' attachments.
 */
export async function deletePost(viewer: Viewer & { isAdmin: boolean }, postId: string): Promise<void> {
  const post = await requirePostAuthor(viewer, postId, { allowAdmin: true });
  const [media, comments] = await Promise.all([
    db.postMedia.findMany({ where: { postId }, select: { url: true } }),
    db.comment.findMany({ where: { postId, OR: [{ imageUrl: { startsWith: "/objects/" } }, { videoUrl: { startsWith: "/objects/" } }] }, select: { authorId: true, imageUrl: true, videoUrl: true } }),
  ]);
  const { count } = await db.post.deleteMany({ where: { id: postId, authorId: post.authorId } });
  if (count === 0) throw notFound(POST_NOT_FOUND);
  // the post is gone: a storage failure now is logged (uploads:cleanup retries), not answered as a 500
  await deleteStoredMedia([
    ...media.map((m) => ({ ownerId: post.authorId, url: m.url })),
    ...comments.flatMap((c) => [{ ownerId: c.authorId, url: c.imageUrl }, { ownerId: c.authorId, url: c.videoUrl }]),
  ]).catch((error: unknown) => log().error({ err: error, postId }, "post media cleanup failed"));
}
