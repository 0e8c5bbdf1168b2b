import "server-only";
import { db } from "@/lib/db";
import type { PostDto } from "@/lib/posts/types";
import { getPost } from "./get-post";
import { requirePostAuthor } from "./require-post-author";

type Changes = { caption?: string | null; location?: string | null };

/** PUT /api/posts/{id}: the author changes caption and/or location; answers the post as GET does. */
export async function updatePost(actor: { id: string; isAdmin: boolean }, postId: string, changes: Changes): Promise<PostDto> {
  await requirePostAuthor(actor, postId);
  const data: Changes = {};
  if (changes.caption !== undefined) data.caption = changes.caption;
  if (changes.location !== undefined) data.location = changes.location;
  // ownership stays in the write itself, in case the post changed hands or vanished meanwhile
  await db.post.updateMany({ where: { id: postId, authorId: actor.id }, data });
  return getPost(actor, postId);
}
