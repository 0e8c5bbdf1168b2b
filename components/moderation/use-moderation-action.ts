"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { ReportAction } from "@/lib/contract/safety/schemas";

const refreshDesk = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/admin/") });

/** Resolve a report (dismiss/remove/suspend) and lift a suspension; both refresh the desk and the audit log. */
export function useModerationActions() {
  const t = useTranslations("moderation.desk.toasts");
  const showError = useApiError();
  const queryClient = useQueryClient();

  const onError = (error: unknown) => {
    const code = apiErrorCode(error);
    const text = code === "conflict" ? t("alreadyResolved") : code === "forbidden" ? t("cannotSuspendAdmin") : code === "bad_request" ? t("invalid") : t("failed");
    showError(error, text);
    if (code === "conflict") void refreshDesk(queryClient);
  };

  const resolve = useMutation({
    mutationFn: (input: { reportId: string; action: ReportAction; notes: string }) =>
      apiRequest<{ closedReports: number }>("POST", `/api/admin/reports/${input.reportId}/resolve`, { action: input.action, notes: input.notes.trim() || undefined }),
    onSuccess: async (result) => {
      toast.success(t("resolvedTitle"), { description: t("resolvedText", { count: result.closedReports }) });
      await refreshDesk(queryClient);
    },
    onError,
  });

  const unsuspend = useMutation({
    mutationFn: (userId: string) => apiRequest("POST", `/api/admin/users/${userId}/unsuspend`),
    onSuccess: async () => {
      toast.success(t("unsuspendedTitle"), { description: t("unsuspendedText") });
      await refreshDesk(queryClient);
    },
    onError,
  });

  return { resolve, unsuspend };
}
