import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostDto } from "@/lib/contract/posts/types";
import { requireSeen } from "@/lib/domain/safety/hidden";
import { selectPosts } from "@/lib/domain/posts/select-posts";
import { actionablePostWhere, assertCanInteract, relationToViewerSelect, visiblePostWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const POST_NOT_FOUND = serverText("postNotFound");

/** One post as the viewer sees it; 404 'Post not found' when missing or hidden from the viewer. */
export async function getPost(viewer: Viewer, postId: string): Promise<PostDto> {
  const [post] = await selectPosts(viewer, Prisma.sql`SELECT ${postId} AS "id"`);
  return requireSeen(post, POST_NOT_FOUND);
}

/** Throws 404 unless the post exists. */
export async function assertPostExists(postId: string) {
  const row = await db.post.findUnique({ where: { id: postId }, select: { id: true } });
  if (!row) throw notFound(POST_NOT_FOUND);
}

/** Throws 404 unless the post exists and the viewer may see it (visiblePostWhere; reads). */
export async function assertPostVisible(viewer: Viewer, postId: string) {
  requireSeen(await db.post.findFirst({ where: { id: postId, ...visiblePostWhere(viewer) }, select: { id: true } }), POST_NOT_FOUND);
}

/** For actions on a post (like, comment, save): 404 when missing, hidden, a private account's the viewer does not follow, or outside its audience; 403 across a block. */
export async function assertCanActOnPost(viewer: Viewer, postId: string): Promise<{ authorId: string }> {
  const row = await db.post.findFirst({
    where: { id: postId, ...actionablePostWhere(viewer) },
    select: { author: { select: relationToViewerSelect(viewer) } },
  });
  if (!row) throw notFound(POST_NOT_FOUND);
  assertCanInteract(viewer, row.author, POST_NOT_FOUND);
  return { authorId: row.author.id };
}
