import type { StoryAudience } from "@/lib/contract/audience/types";

// The Story shape of the API (spec section 3), shared by server and browser.
export type StoryOwner = {
  id: string;
  firstName: string | null;
  username: string;
  profileImageUrl: string | null;
};

export type Story = {
  id: string;
  userId: string;
  imageUrl: string;
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
