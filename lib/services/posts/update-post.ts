import "server-only";
import type { PostAudience } from "@/lib/audience/types";
import { db } from "@/lib/db";
import type { PostDto } from "@/lib/posts/types";
import { getPost } from "./get-post";
import { requirePostAuthor } from "./require-post-author";

type Changes = { caption?: string | null; location?: string | null; audience?: PostAudience };

/** PUT /api/posts/{id}: the author changes caption, location and/or audience; answers the post as GET does. */
export async function updatePost(actor: { id: string; isAdmin: boolean }, postId: string, changes: Changes): Promise<PostDto> {
  await requirePostAuthor(actor, postId);
  const data: Changes = {};
  if (changes.caption !== undefined) data.caption = changes.caption;
  if (changes.location !== undefined) data.location = changes.location;
  if (changes.audience !== undefined) data.audience = changes.audience;
  // ownership stays in the write itself, in case the post changed hands or vanished meanwhile
  await db.post.updateMany({ where: { id: postId, authorId: actor.id }, data });
  return getPost(actor, postId);
}
