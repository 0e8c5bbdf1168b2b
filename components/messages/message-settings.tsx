"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AutoSaveHint } from "@/components/profiles/auto-save-hint";
import { toast } from "@/components/ui/toast";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
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
        <div key={row.id} className="flex items-start justify-between gap-4">
          <div className="space-y-0.5">
            <Label htmlFor={row.id}>{row.label}</Label>
            <p id={`${row.id}-hint`} className="text-xs text-muted-foreground">
              {row.hint}
            </p>
          </div>
          <Switch
            id={row.id}
            checked={row.checked}
            disabled={isPending || save.isPending}
            aria-describedby={`${row.id}-hint`}
            onCheckedChange={(value) => save.mutate({ ...settings, [row.id]: value })}
          />
        </div>
      ))}
    </section>
  );
}
