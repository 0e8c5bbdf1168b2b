import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CommentDto } from "@/lib/contract/posts/types";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { imageVariantFields } from "@/lib/contract/media/variants";

export const commentSelect = {
  id: true,
  postId: true,
  authorId: true,
  content: true,
  imageUrl: true,
  imageVariantWidths: true,
  imagePlaceholder: true,
  videoUrl: true,
  altText: true,
  createdAt: true,
  author: { select: userSummarySelect },
} as const satisfies Prisma.CommentSelect;

/** What an edit needs besides the response: whether the comment is hidden, and why. */
export const commentStateSelect = {
  ...commentSelect,
  hiddenAt: true,
  hiddenReason: true,
} as const satisfies Prisma.CommentSelect;

type CommentRow = Prisma.CommentGetPayload<{ select: typeof commentSelect }>;

export function toCommentDto(row: CommentRow): CommentDto {
  return {
    id: row.id,
    postId: row.postId,
    userId: row.authorId,
    user: toUserSummary(row.author),
    content: row.content,
    imageUrl: row.imageUrl,
    ...imageVariantFields(row.imageVariantWidths, row.imagePlaceholder),
    videoUrl: row.videoUrl,
    altText: row.altText,
    createdAt: row.createdAt.toISOString(),
  };
}
