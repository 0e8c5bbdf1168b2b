"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import type { UpdatePushPreferencesBody } from "@/lib/contract/push/schemas";
import type { PushPreferences } from "@/lib/contract/push/types";

export const PUSH_PREFERENCES_KEY = ["/api/push/preferences"];

/**
 * The member's push preferences (GET /api/push/preferences) and `save`, which PUTs them whole with
 * `change` applied: the screen shows the change at once and goes back if the server refuses it.
 */
export function usePushPreferences() {
  const t = useTranslations("pushSettings.kinds");
  const onError = useApiError();
  const queryClient = useQueryClient();
  const query = useQuery<PushPreferences>({ queryKey: PUSH_PREFERENCES_KEY });
  const mutation = useMutation({
    mutationFn: ({ body }: { body: UpdatePushPreferencesBody; done: string }) => apiRequest<PushPreferences>("PUT", "/api/push/preferences", body),
    onMutate: ({ body }) => {
      const before = queryClient.getQueryData<PushPreferences>(PUSH_PREFERENCES_KEY);
      if (before) queryClient.setQueryData<PushPreferences>(PUSH_PREFERENCES_KEY, { ...before, ...body });
      return { before };
    },
    onSuccess: (saved, { done }) => {
      queryClient.setQueryData(PUSH_PREFERENCES_KEY, saved);
      toast.success(done);
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(PUSH_PREFERENCES_KEY, context.before);
      onError(error, t("failed"), { useServerMessage: true });
    },
  });
  const save = (change: Partial<UpdatePushPreferencesBody>, done: string) => {
    const current = query.data;
    if (!current) return Promise.resolve(false);
    const body: UpdatePushPreferencesBody = { kinds: current.kinds, hidePreviews: current.hidePreviews, quietHours: current.quietHours, ...change };
    return mutation.mutateAsync({ body, done }).then(
      () => true,
      () => false,
    );
  };
  return { preferences: query.data, error: query.error, saving: mutation.isPending, save };
}
