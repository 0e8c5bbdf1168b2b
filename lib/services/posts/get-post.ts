import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { PostDto } from "@/lib/posts/types";
import { postSelect, toPostDto } from "@/lib/services/posts/post-select";

export const POST_NOT_FOUND = "Post not found";

/** One post as the viewer sees it; 404 'Post not found' when missing. */
export async function getPost(viewerId: string, postId: string): Promise<PostDto> {
  const row = await db.post.findUnique({ where: { id: postId }, select: postSelect(viewerId) });
  if (!row) throw notFound(POST_NOT_FOUND);
  return toPostDto(row);
}

/** Throws 404 unless the post exists. */
export async function assertPostExists(postId: string) {
  const row = await db.post.findUnique({ where: { id: postId }, select: { id: true } });
  if (!row) throw notFound(POST_NOT_FOUND);
}
