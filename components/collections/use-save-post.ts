"use client";

import { useAuth } from "@/hooks/use-auth";
import { apiRequest } from "@/lib/client/api-client";
import { patchPostEverywhere } from "@/lib/client/post-cache";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { SaveState } from "@/lib/contract/posts/types";

/** Save (into a collection) or unsave; keeps save-status, the post and the owner's lists in sync. */
export function useSavePostMutation(postId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const sync = (state: SaveState) => {
    queryClient.setQueryData(["/api/posts", postId, "save-status"], state);
    patchPostEverywhere(queryClient, postId, (post) => ({ ...post, isSaved: state.isSaved }));
    if (user) {
      void queryClient.invalidateQueries({ queryKey: ["/api/users", user.id, "collections"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/users", user.id, "saved-posts"] });
    }
  };
  const save = useMutation({
    mutationFn: (collectionTitle: string) => apiRequest<SaveState>("POST", `/api/posts/${postId}/save`, { collectionTitle }),
    onSuccess: sync,
  });
  const unsave = useMutation({
    mutationFn: () => apiRequest<SaveState>("DELETE", `/api/posts/${postId}/save`),
    onSuccess: sync,
  });
  return { save, unsave };
}
