"use client";

import type { PostDto } from "@/lib/posts/types";

// CONTRACT (implemented by the posts work): the post detail overlay — media carousel, side panel
// with author, location, caption, comments, like, share and comment form; previous/next move
// through `posts` (disabled at the ends).
export type PostDetailDialogProps = {
  posts: PostDto[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function PostDetailDialog(_props: PostDetailDialogProps) {
  return null;
}
