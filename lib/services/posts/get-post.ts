import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostDto } from "@/lib/posts/types";
import { selectPosts } from "@/lib/services/posts/select-posts";

export const POST_NOT_FOUND = "Post not found";

/** One post as the viewer sees it; 404 'Post not found' when missing. */
export async function getPost(viewerId: string, postId: string): Promise<PostDto> {
  const [post] = await selectPosts(viewerId, Prisma.sql`SELECT ${postId} AS "id"`);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/** Throws 404 unless the post exists. */
export async function assertPostExists(postId: string) {
  const row = await db.post.findUnique({ where: { id: postId }, select: { id: true } });
  if (!row) throw notFound(POST_NOT_FOUND);
}
