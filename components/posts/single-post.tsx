"use client";

import { useRouter } from "next/navigation";
import { useQuery } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import { PostCard } from "./post-card";

/** /post/{id}: the shared post, kept in the query cache so likes and comments update it. */
export function SinglePost({ post }: { post: PostDto }) {
  const router = useRouter();
  const query = useQuery<PostDto>({ queryKey: ["/api/posts", post.id], initialData: post });
  return <PostCard post={query.data ?? post} priority defaultCommentsOpen onDeleted={() => router.replace(`/profile/${post.userId}`)} />;
}
