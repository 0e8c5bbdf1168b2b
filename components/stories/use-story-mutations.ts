"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { Story, StoryLikeState } from "@/lib/contract/stories/types";

const STORIES_KEY = ["/api/stories"];

/** Like, message and delete calls of the viewer, with the spec's notices and cache updates. */
export function useStoryMutations() {
  const t = useTranslations("stories.notices");
  const apiError = useApiError();
  const queryClient = useQueryClient();
  const patch = (fn: (stories: Story[]) => Story[]) =>
    queryClient.setQueryData<Story[]>(STORIES_KEY, (stories) => (stories ? fn(stories) : stories));

  const like = useMutation({
    mutationFn: (id: string) => apiRequest<StoryLikeState>("POST", `/api/stories/${id}/like`),
    onSuccess: (state, id) => {
      patch((stories) => stories.map((s) => (s.id === id ? { ...s, ...state } : s)));
      toast.success(state.isLiked ? t("liked") : t("unliked"));
    },
    onError: (error) => console.error("story like failed", error), // spec: only logged
  });

  const comment = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => apiRequest("POST", `/api/stories/${id}/comments`, { content }),
    onSuccess: () => toast.success(t("commentSent")),
    onError: (error) => apiError(error, t("commentFailed")),
  });

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/stories/${id}`),
    onSuccess: (_data, id) => {
      patch((stories) => stories.filter((s) => s.id !== id));
      toast.success(t("deleted"));
      void queryClient.invalidateQueries({ queryKey: STORIES_KEY });
    },
    onError: (error) => apiError(error, t("deleteFailed")),
  });

  return { like, comment, remove };
}
