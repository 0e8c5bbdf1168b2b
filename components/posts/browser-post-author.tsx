"use client";

import { TimeAgo } from "@/components/shared/time-ago";
import type { PostDto } from "@/lib/contract/posts/types";
import { PostAuthor } from "./post-author";

/** A post's author line drawn in the browser (a first-page card after an edit; loaded then). */
export function BrowserPostAuthor({ post }: { post: PostDto }) {
  return <PostAuthor user={post.user} location={post.location} time={<TimeAgo iso={post.createdAt} className="shrink-0" />} audience={post.audience} />;
}
