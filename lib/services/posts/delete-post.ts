import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { deleteOwnedMedia } from "@/lib/services/moderation/delete-owned-media";

/** Deletes a post (its author or an admin) with its stored media; 404 when missing, 403 for others. */
export async function deletePost(actor: { id: string; isAdmin: boolean }, postId: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id: postId }, select: { authorId: true, media: { select: { url: true } } } });
  if (!post) throw notFound("Post not found");
  if (!actor.isAdmin && post.authorId !== actor.id) throw forbidden("You can only delete your own posts");
  const { count } = await db.post.deleteMany({ where: { id: postId, ...(actor.isAdmin ? {} : { authorId: actor.id }) } });
  if (count === 0) throw notFound("Post not found");
  await deleteOwnedMedia(post.authorId, post.media.map((m) => m.url));
}
