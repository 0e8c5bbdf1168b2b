import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { extractTags } from "@/lib/core/text/entities";

/**
 * Replaces a post's rows in the tag index with the #tags of `caption`; call it inside the transaction
 * that writes the caption, so the index never disagrees with the text.
 */
export async function writePostTags(tx: Prisma.TransactionClient, post: { id: string; createdAt: Date }, caption: string | null) {
  await tx.postTag.deleteMany({ where: { postId: post.id } });
  const tags = extractTags(caption);
  if (tags.length) await tx.postTag.createMany({ data: tags.map((tag) => ({ postId: post.id, tag, createdAt: post.createdAt })) });
}
