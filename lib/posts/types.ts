// Response shapes of the posts API (spec section 3), shared by services, screens and tests.
export type MediaFile = { url: string; type: "image" | "video" };

export type PostAuthor = {
  id: string;
  username: string;
  name?: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type PostDto = {
  id: string;
  userId: string;
  user: PostAuthor;
  caption: string | null;
  location: string | null;
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

export type CommentDto = {
  id: string;
  postId: string;
  userId: string;
  user: PostAuthor;
  content: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  createdAt: string;
};

export type CollectionDto = { id: string; title: string; count: number };

export type SavedPostDto = { id: string; post: PostDto; collectionTitle: string; createdAt: string };
