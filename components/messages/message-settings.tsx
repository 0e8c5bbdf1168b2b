"use client";

import { useTranslations } from "next-intl";
import { AutoSaveHint } from "@/components/shared/auto-save-hint";
import { toast } from "@/components/ui/toast";
import { SwitchRow } from "@/components/ui/switch-row";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import type { MessageSettings as Settings } from "@/lib/contract/messages/types";

// The defaults until the server answers: read receipts off, requests on (issue #16).
const DEFAULTS: Settings = { readReceipts: false, allowMessageRequests: true };

/** The two message switches of Edit Profile, saved as soon as they change: Read receipts, Message requests. */
export function MessageSettings({ userId }: { userId: string }) {
  const t = useTranslations("chat.settings");
  const queryClient = useQueryClient();
  const onError = useApiError();
  const key = [`/api/users/${userId}/message-settings`];
  const { data, isPending } = useQuery<Settings>({ queryKey: key });
  const settings = data ?? DEFAULTS;
  const save = useMutation({
    mutationFn: (next: Settings) => apiRequest<Settings>("PUT", key[0]!, next),
    onMutate: (next) => queryClient.setQueryData(key, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast.success(t("saved"));
    },
    onError: (error) => {
      queryClient.setQueryData(key, settings);
      onError(error, t("failed"));
    },
  });
  const rows = [
    { id: "readReceipts", checked: settings.readReceipts, label: t("readReceiptsLabel"), hint: t("readReceiptsHint") },
    { id: "allowMessageRequests", checked: settings.allowMessageRequests, label: t("requestsLabel"), hint: t("requestsHint") },
  ] as const;
  return (
    <section aria-labelledby="message-settings-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="message-settings-title" className="text-sm font-semibold">
        {t("title")}
      </h2>
      <AutoSaveHint />
      {rows.map((row) => (
        <SwitchRow
          key={row.id}
          {...row}
          disabled={isPending || save.isPending}
          onCheckedChange={(value) => save.mutate({ ...settings, [row.id]: value })}
        />
      ))}
    </section>
  );
}
