"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/hooks/use-format";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { BlockState, MuteState } from "@/lib/contract/safety/types";

// Block and mute toggles for the profile menu and the settings lists: one call each, a toast, and
// every cached list refetched (feeds, strips, search and profiles change with a block or a mute).

export function useBlockToggle(userId: string, username: string, onDone?: (state: BlockState) => void) {
  const t = useTranslations("safety.toasts");
  const queryClient = useQueryClient();
  const onError = useApiError();
  return useMutation({
    mutationFn: () => apiRequest<BlockState>("POST", `/api/users/${userId}/block`),
    onSuccess: (state) => {
      if (state.blocked) toast.success(t("blocked", { username }), { description: t("blockedText") });
      else toast.success(t("unblocked", { username }));
      void queryClient.invalidateQueries();
      onDone?.(state);
    },
    onError: (error) => onError(error, t("failed")),
  });
}

export function useMuteToggle(userId: string, username: string, onDone?: (state: MuteState) => void) {
  const t = useTranslations("safety.toasts");
  const format = useFormat();
  const queryClient = useQueryClient();
  const onError = useApiError();
  return useMutation({
    mutationFn: (durationSeconds: number | null) => apiRequest<MuteState>("POST", `/api/users/${userId}/mute`, { durationSeconds }),
    onSuccess: (state) => {
      if (!state.muted) toast.success(t("unmuted", { username }));
      else {
        const description = state.until
          ? t("mutedUntil", { until: format.date(state.until, "dateTime") })
          : t("mutedForever");
        toast.success(t("muted", { username }), { description });
      }
      void queryClient.invalidateQueries();
      onDone?.(state);
    },
    onError: (error) => onError(error, t("failed")),
  });
}

