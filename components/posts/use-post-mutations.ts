"use client";

import { apiRequest } from "@/lib/client/api-client";
import { invalidatePostLists, patchPostEverywhere, removePostEverywhere } from "@/lib/client/post-cache";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import type { UpdatePostBody } from "@/lib/contract/posts/schemas";

/** PUT and DELETE /api/posts/{id}; every cached copy of the post follows the server's answer. */
export function usePostMutations(post: Pick<PostDto, "id" | "userId">) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (body: UpdatePostBody) => apiRequest<PostDto>("PUT", `/api/posts/${post.id}`, body),
    onSuccess: (saved) =>
      patchPostEverywhere(queryClient, post.id, (old) => ({ ...old, caption: saved.caption, location: saved.location, audience: saved.audience, contentWarning: saved.contentWarning, mediaFiles: saved.mediaFiles })),
  });
  const remove = useMutation({ mutationFn: () => apiRequest<void>("DELETE", `/api/posts/${post.id}`) });
  /** After a delete (once the screen showing it has moved on): drop it from every cached list. */
  const forget = () => {
    removePostEverywhere(queryClient, post.id);
    // counts on the author's profile and any list we could not patch catch up in the background
    void queryClient.invalidateQueries({ queryKey: ["/api/users", post.userId], exact: true });
    void invalidatePostLists(queryClient);
  };
  return { update, remove, forget };
}
