import type { PostAudience } from "@/lib/contract/audience/types";
import type { UserSummary } from "@/lib/contract/users/types";

// Response shapes of the posts API (spec section 3), shared by services, screens and tests.
/** altText describes the item for screen readers; null falls back to "Photo by {name}" (lib/contract/media/media-alt.ts). */
export type MediaFile = {
  url: string;
  type: "image" | "video";
  altText: string | null;
  /** added to the spec's shape, present only when stored: widths of the WebP variants at `${url}.w<width>.webp` (lib/contract/media/variants.ts) */
  widths?: number[];
  /** added to the spec's shape, present only when stored: ThumbHash (base64) drawn while the image loads */
  placeholder?: string;
};

export type PostDto = {
  id: string;
  userId: string;
  user: UserSummary;
  caption: string | null;
  location: string | null;
  /** who may see it besides its author */
  audience: PostAudience;
  /** the media is blurred behind this warning until the viewer chooses Show */
  contentWarning: string | null;
  /** first media address */
  imageUrl: string;
  imageUrls: string[];
  mediaFiles: MediaFile[];
  likeCount: number;
  /** alias of likeCount (the spec's client reads both) */
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  /** whether the viewer saved it (counted inline, no extra query) */
  isSaved?: boolean;
  createdAt: string;
};

/** A page of a post list: the API sends the posts as a JSON array and the next cursor in a header. */
export type PostPage = { posts: PostDto[]; nextCursor: string | null };

/** POST /api/posts/{id}/like */
export type LikeState = { isLiked: boolean; likeCount: number; likesCount: number };

/** GET /api/posts/{id}/save-status, and the answer to POST and DELETE /api/posts/{id}/save */
export type SaveState = { isSaved: boolean; collectionTitle: string | null };

export type CommentDto = {
  id: string;
  postId: string;
  userId: string;
  user: UserSummary;
  content: string | null;
  imageUrl: string | null;
  /** added to the spec's shape, present only when stored: widths of the image's WebP variants (lib/contract/media/variants.ts) */
  imageWidths?: number[];
  /** added to the spec's shape, present only when stored: the image's ThumbHash (base64) */
  imagePlaceholder?: string;
  videoUrl: string | null;
  /** describes the attached image or video */
  altText: string | null;
  createdAt: string;
};

export type CollectionDto = { id: string; title: string; count: number };

export type SavedPostDto = { id: string; post: PostDto; collectionTitle: string; createdAt: string };
