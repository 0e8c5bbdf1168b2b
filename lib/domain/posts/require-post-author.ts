import "server-only";
import { db } from "@/lib/data/db";
import { requireOwn } from "@/lib/domain/safety/hidden";
import { visiblePostWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { POST_NOT_FOUND } from "./get-post";
import { serverText } from "@/lib/core/server-text";

export const NOT_YOUR_POST = serverText("notYourPost");

/**
 * The post the viewer may change: their own, or (with `allowAdmin`) any post at all for an admin, so
 * a member who blocks a moderator cannot shield a post from removal. 404 when it is missing or
 * hidden from the viewer (visiblePostWhere); 403 for another member's post the viewer can see.
 */
export async function requirePostAuthor(viewer: Viewer & { isAdmin: boolean }, postId: string, { allowAdmin = false } = {}) {
  const asAdmin = allowAdmin && viewer.isAdmin;
  const post = await db.post.findFirst({
    where: asAdmin ? { id: postId } : { id: postId, ...visiblePostWhere(viewer) },
    select: { id: true, authorId: true },
  });
  return requireOwn(viewer, post, (p) => p.authorId, { missing: POST_NOT_FOUND, notYours: NOT_YOUR_POST, adminMay: asAdmin });
}
