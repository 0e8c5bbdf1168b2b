"use client";

import { useTranslations } from "next-intl";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { patchPostEverywhere } from "@/lib/client/post-cache";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { LikeState } from "@/lib/contract/posts/types";

/** POST /api/posts/{id}/like; the liked state and count come from the server's answer. */
export function useLikePost(postId: string, failure: "likeFailed" | "likeStatusFailed" = "likeFailed") {
  const queryClient = useQueryClient();
  const onError = useApiError();
  const t = useTranslations("posts.notices");
  return useMutation({
    mutationFn: () => apiRequest<LikeState>("POST", `/api/posts/${postId}/like`),
    onSuccess: (state) => {
      patchPostEverywhere(queryClient, postId, (post) => ({ ...post, ...state }));
      void queryClient.invalidateQueries({ queryKey: ["/api/posts", postId, "likes"] });
    },
    onError: (error) => onError(error, t(failure)),
  });
}
