"use client";

import { MessageSquareOff, MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { SelectField } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchRow } from "@/components/ui/switch-row";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { useFormat } from "@/hooks/use-format";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import { HIDDEN_COMMENTS_PATH } from "@/lib/contract/hidden-words/paths";
import { LIMITS_URL } from "@/lib/contract/limits/paths";
import { LIMITS_DURATION_KEYS, type Limits, type LimitsDuration } from "@/lib/contract/limits/constants";
import type { PutLimitsBody } from "@/lib/contract/limits/schemas";

const KEY = [LIMITS_URL];

/** /settings/limits: the switch, the period, whether recent followers are held back too, and where held-back things go. */
export function LimitsSettings() {
  const t = useTranslations("limits");
  const format = useFormat();
  const onError = useApiError();
  const queryClient = useQueryClient();
  const query = useQuery<Limits>({ queryKey: KEY });
  const mutation = useMutation({
    mutationFn: ({ body }: { body: PutLimitsBody; done: string }) => apiRequest<Limits>("PUT", LIMITS_URL, body),
    onSuccess: (saved, { done }) => {
      queryClient.setQueryData(KEY, saved);
      toast.success(done);
    },
    onError: (error) => onError(error, t("failed"), { useServerMessage: true }),
  });
  const save = (body: PutLimitsBody, done: string) => mutation.mutate({ body, done });
  const limits = query.data;

  if (!limits) {
    return query.isError ? (
      <div role="alert" className="space-y-2 text-sm">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    ) : (
      <Skeleton className="h-40 w-full" />
    );
  }

  const durations = LIMITS_DURATION_KEYS.map((value) => ({ value, label: t(`durations.${value}`) }));
  return (
    <>
      <PanelSection titleId="limits-title" title={t("switchTitle")}>
        <div className="space-y-4">
          <SwitchRow
            id="limits-on"
            label={t("toggle")}
            hint={limits.on && limits.until ? t("onUntil", { until: format.date(limits.until, "dateTime") }) : t("toggleHint")}
            checked={limits.on}
            disabled={mutation.isPending}
            onCheckedChange={(on) => save({ on, duration: limits.duration }, on ? t("turnedOn") : t("turnedOff"))}
          />
          <SelectField
            id="limits-duration"
            label={limits.on ? t("durationRestart") : t("duration")}
            value={limits.duration}
            options={durations}
            disabled={mutation.isPending}
            onChange={(value) =>
              limits.on
                ? save({ on: true, duration: value as LimitsDuration }, t("restarted"))
                : queryClient.setQueryData<Limits>(KEY, { ...limits, duration: value as LimitsDuration })
            }
          />
        </div>
      </PanelSection>
      <PanelSection titleId="limits-who-title" title={t("whoTitle")} text={t("whoText")}>
        <SwitchRow
          id="limits-recent"
          label={t("recentToggle")}
          hint={t("recentHint")}
          checked={limits.recentFollowers}
          disabled={mutation.isPending}
          onCheckedChange={(recentFollowers) => save({ recentFollowers }, t("saved"))}
        />
      </PanelSection>
      <SettingsLink href={HIDDEN_COMMENTS_PATH} title={t("hiddenComments")} hint={t("hiddenCommentsHint")} icon={<MessageSquareOff className="size-4" />} />
      <SettingsLink href="/messages" title={t("hiddenRequests")} hint={t("hiddenRequestsHint")} icon={<MessagesSquare className="size-4" />} />
    </>
  );
}
