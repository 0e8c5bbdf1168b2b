import "server-only";
import type { PostAudience } from "@/lib/contract/audience/types";
import type { MediaFile, PostDto } from "@/lib/contract/posts/types";
import { toUserSummary, userSummaryFromColumns, type UserSummaryColumns } from "@/lib/domain/members/user-summary";
import { variantFields } from "@/lib/contract/media/variants";

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
  media: MediaRow[] | null;
  likeCount: number;
  commentsCount: number;
  isLiked: boolean;
  isSaved: boolean;
} & UserSummaryColumns<typeof AUTHOR>; // the author (userSummaryColumnsSql)

/** The prefix of the author's columns in the post statement. */
export const AUTHOR = "author.";

/**
 * A media item as the statement builds it, a JSON array in this order (no key repeated in every row:
 * fewer bytes to build, send and parse than an object, issue #34); variants and placeholder are stored
 * for still images only.
 */
type MediaRow = [url: MediaFile["url"], type: MediaFile["type"], altText: MediaFile["altText"], widths: number[] | null, placeholder: string | null];

/** The spec's three fields, and the variants' widths and placeholder only when there are some. */
function toMediaFile([url, type, altText, widths, placeholder]: MediaRow): MediaFile {
  return { url, type, altText, ...variantFields(widths, placeholder) };
}

export function toPostDto(row: PostRow): PostDto {
  const mediaFiles = (row.media ?? []).map(toMediaFile);
  return {
    id: row.id,
    userId: row.authorId,
    user: toUserSummary(userSummaryFromColumns(row, AUTHOR)),
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
