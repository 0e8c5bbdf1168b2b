import "server-only";
import type { PostAudience } from "@/lib/contract/audience/types";
import type { MediaFile, PostDto } from "@/lib/contract/posts/types";
import { toUserSummary, type UserSummaryRow } from "@/lib/domain/members/user-summary";

/** A row of the one post statement (select-posts.ts). */
export type PostRow = {
  id: string;
  authorId: string;
  caption: string | null;
  location: string | null;
  audience: PostAudience;
  contentWarning: string | null;
  /** ISO 8601 UTC with milliseconds: raw.ts reads timestamps as the API writes them */
  createdAt: string;
  /** the author (userSummarySql) */
  user: UserSummaryRow;
  media: MediaFile[] | null;
  likeCount: number;
  commentsCount: number;
  isLiked: boolean;
  isSaved: boolean;
};

export function toPostDto(row: PostRow): PostDto {
  const mediaFiles = row.media ?? [];
  return {
    id: row.id,
    userId: row.authorId,
    user: toUserSummary(row.user),
    caption: row.caption,
    location: row.location,
    audience: row.audience,
    contentWarning: row.contentWarning,
    imageUrl: mediaFiles[0]?.url ?? "",
    imageUrls: mediaFiles.map((m) => m.url),
    mediaFiles,
    likeCount: row.likeCount,
    likesCount: row.likeCount,
    commentsCount: row.commentsCount,
    isLiked: row.isLiked,
    isSaved: row.isSaved,
    createdAt: row.createdAt,
  };
}
