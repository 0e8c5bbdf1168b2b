import type { StoryAudience } from "@/lib/contract/audience/types";

// The Story shape of the API (spec section 3), shared by server and browser.
export type StoryOwner = {
  id: string;
  firstName: string | null;
  username: string;
  profileImageUrl: string | null;
  /** present only when stored: widths of the photo's WebP variants (lib/contract/media/variants.ts) */
  profileImageWidths?: number[];
};

export type Story = {
  id: string;
  userId: string;
  imageUrl: string;
  /** added to the spec's shape, present only when stored: widths of a photo's WebP variants (lib/contract/media/variants.ts) */
  imageWidths?: number[];
  /** added to the spec's shape, present only when stored: the photo's ThumbHash (base64) */
  imagePlaceholder?: string;
  mediaType: "image" | "video";
  /** "close_friends": only the author's Close Friends see it (green ring, badge) */
  audience: StoryAudience;
  /** describes the photo or video; null falls back to "Photo by {name}" */
  altText: string | null;
  createdAt: string;
  user: StoryOwner;
  isLiked: boolean;
  likeCount: number;
  likesCount: number;
};

export type StoryGroup = {
  user: StoryOwner;
  stories: Story[];
  latestStory: Story;
};

export type StoryComment = {
  id: string;
  storyId: string;
  content: string;
  createdAt: string;
  user: StoryOwner;
};

export type StoryLikeState = { isLiked: boolean; likeCount: number; likesCount: number };
