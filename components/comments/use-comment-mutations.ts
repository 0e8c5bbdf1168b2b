"use client";

import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { patchPostEverywhere } from "@/lib/client/post-cache";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { CommentDto } from "@/lib/contract/posts/types";
import type { CreateCommentBody } from "@/lib/contract/comments/schemas";

/**
 * Add, edit and delete comments of one post; keeps the list and the post's count in sync. An edit or
 * delete answered 404 (the comment, or its post, is gone or hidden from the member meanwhile) reloads
 * the list, so it no longer shows what the server won't.
 */
export function useCommentMutations(postId: string) {
  const queryClient = useQueryClient();
  const key = ["/api/posts", postId, "comments"];
  const setList = (fn: (list: CommentDto[]) => CommentDto[]) => queryClient.setQueryData<CommentDto[]>(key, (old) => (old ? fn(old) : old));
  const reloadWhenGone = (error: unknown) => {
    if (apiErrorCode(error) === "not_found") void queryClient.invalidateQueries({ queryKey: key });
  };
  const bump = (delta: number) => patchPostEverywhere(queryClient, postId, (p) => ({ ...p, commentsCount: Math.max(0, p.commentsCount + delta) }));

  const add = useMutation({
    mutationFn: (body: CreateCommentBody) => apiRequest<CommentDto>("POST", `/api/posts/${postId}/comments`, body),
    onSuccess: (comment) => {
      setList((list) => [...list, comment]);
      bump(1);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => apiRequest<CommentDto>("PUT", `/api/comments/${id}`, { content }),
    onSuccess: (comment) => setList((list) => list.map((c) => (c.id === comment.id ? comment : c))),
    onError: reloadWhenGone,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/comments/${id}`),
    onSuccess: (_result, id) => {
      setList((list) => list.filter((c) => c.id !== id));
      bump(-1);
    },
    onError: reloadWhenGone,
  });
  return { add, update, remove };
}
