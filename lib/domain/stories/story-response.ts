import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Story, StoryComment, StoryOwner } from "@/lib/contract/stories/types";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { imageVariantFields } from "@/lib/contract/media/variants";

// The spec's Story and its comments, and the one mapping from rows to the API shape. Their owner is
// the one member summary, answered in the spec's StoryOwner shape.
const STORY_OWNER_FIELDS = ["id", "firstName", "username", "profileImageUrl"] as const satisfies readonly (keyof StoryOwner)[];

export function storySelect(viewer: Viewer) {
  return {
    id: true,
    authorId: true,
    imageUrl: true,
    mediaType: true,
    variantWidths: true,
    placeholder: true,
    audience: true,
    altText: true,
    createdAt: true,
    author: { select: userSummarySelect },
    likes: { where: { userId: viewer.id }, select: { userId: true }, take: 1 },
    _count: { select: { likes: true } },
  } as const satisfies Prisma.StorySelect;
}

type StoryRow = Prisma.StoryGetPayload<{ select: ReturnType<typeof storySelect> }>;

export function toStory(row: StoryRow): Story {
  const likeCount = row._count.likes;
  return {
    id: row.id,
    userId: row.authorId,
    imageUrl: row.imageUrl,
    ...imageVariantFields(row.variantWidths, row.placeholder),
    mediaType: row.mediaType,
    audience: row.audience,
    altText: row.altText,
    createdAt: row.createdAt.toISOString(),
    user: toUserSummary(row.author, STORY_OWNER_FIELDS) satisfies StoryOwner,
    isLiked: row.likes.length > 0,
    likeCount,
    likesCount: likeCount,
  };
}

export const storyCommentSelect = {
  id: true,
  storyId: true,
  content: true,
  createdAt: true,
  author: { select: userSummarySelect },
} as const satisfies Prisma.StoryCommentSelect;

type StoryCommentRow = Prisma.StoryCommentGetPayload<{ select: typeof storyCommentSelect }>;

export function toStoryComment(row: StoryCommentRow): StoryComment {
  return { id: row.id, storyId: row.storyId, content: row.content, createdAt: row.createdAt.toISOString(), user: toUserSummary(row.author, STORY_OWNER_FIELDS) };
}
