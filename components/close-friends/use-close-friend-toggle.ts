"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { CloseFriendState } from "@/lib/contract/close-friends/types";

/** PUT (add) or DELETE (remove) /api/close-friends/{userId}, then a toast and fresh lists. */
export function useCloseFriendToggle(userId: string) {
  const t = useTranslations("audience.closeFriends");
  const queryClient = useQueryClient();
  const onError = useApiError();
  return useMutation({
    mutationFn: (add: boolean) => apiRequest<CloseFriendState>(add ? "PUT" : "DELETE", `/api/close-friends/${userId}`),
    onSuccess: async (state) => {
      toast.success(state.isCloseFriend ? t("added") : t("removed"));
      await queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/close-friends") });
    },
    onError: (error) => onError(error, t("failed")),
  });
}
