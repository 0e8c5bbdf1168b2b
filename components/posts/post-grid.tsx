"use client";

import { useState } from "react";
import { useDeferred } from "@/hooks/use-deferred";
import { PostTile } from "@/components/shared/post-tile";
import { Skeleton } from "@/components/ui/skeleton";
import type { PostDto } from "@/lib/contract/posts/types";

// loaded when a post is first opened (as on Home): the viewer, its comments and their form stay out of the first load
const loadPostDetailDialog = () => import("@/components/posts/post-detail-dialog").then((m) => m.PostDetailDialog);

export const GRID_PLACEHOLDERS = 9;

/** Placeholder tiles; without `label` they sit inside a status region of the caller's (PagedListStates). */
export function PostGridSkeleton({ label }: { label?: string }) {
  return (
    <div role={label ? "status" : undefined} aria-label={label} className="grid grid-cols-3 gap-0.5">
      {Array.from({ length: GRID_PLACEHOLDERS }, (_, i) => (
        <Skeleton key={i} data-testid="grid-placeholder" className="aspect-square rounded-none" />
      ))}
    </div>
  );
}

/** 3-column grid; a tap opens the post viewer, which moves through the same list. */
export function PostGrid({ posts, labels }: { posts: PostDto[]; labels?: string[] }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const { Piece: PostDetailDialog, open: openDetail } = useDeferred(loadPostDetailDialog);
  return (
    <>
      <ul className="grid grid-cols-3 gap-0.5">
        {posts.map((post, i) => (
          <li key={`${post.id}-${i}`}>
            <PostTile
              post={post}
              label={labels?.[i]}
              onOpen={() =>
                openDetail(() => {
                  setIndex(i);
                  setOpen(true);
                })
              }
            />
          </li>
        ))}
      </ul>
      {PostDetailDialog ? <PostDetailDialog posts={posts} index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
