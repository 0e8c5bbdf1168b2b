import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";
import { POST_NOT_FOUND } from "./get-post";

export const NOT_YOUR_POST = "You can only change your own posts";

type Actor = Viewer & { isAdmin: boolean };

/**
 * The post the actor may change: their own, or (with `allowAdmin`) any post at all for an admin, so
 * a member who blocks a moderator cannot shield a post from removal. 404 when it is missing or
 * hidden from the actor; 403 for another member's visible post.
 */
export async function requirePostAuthor(actor: Actor, postId: string, { allowAdmin = false } = {}) {
  const asAdmin = allowAdmin && actor.isAdmin;
  const post = await db.post.findFirst({
    where: asAdmin ? { id: postId } : { id: postId, OR: [{ authorId: actor.id }, { author: visibleUserWhere(actor) }] },
    select: { id: true, authorId: true },
  });
  if (!post) throw notFound(POST_NOT_FOUND);
  if (post.authorId !== actor.id && !asAdmin) throw forbidden(NOT_YOUR_POST);
  return post;
}
