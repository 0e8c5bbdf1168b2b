"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { useFormat } from "@/hooks/use-format";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import { APPEAL_REASON_MAX, type AppealAction } from "@/lib/contract/appeals/limits";
import type { ModerationAppeal } from "@/lib/contract/appeals/types";
import { ConfirmAction } from "./confirm-action";

const RULES = new Set(["harassment", "hate", "outing", "spam", "nudity", "violence", "self_harm", "impersonation", "other"]);

/** One appeal on the desk: the decision (what was removed, the rule, who decided), the member's text, accept or reject. */
export function AppealCard({ appeal }: { appeal: ModerationAppeal }) {
  const t = useTranslations("appeals.desk");
  const ta = useTranslations("appeals");
  const format = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiError();
  const [reason, setReason] = useState("");
  const d = appeal.decision;
  const resolve = useMutation({
    mutationFn: (action: AppealAction) => apiRequest("POST", `/api/admin/appeals/${appeal.id}/resolve`, action === "accept" ? { action } : { action, reason: reason.trim() }),
    onSuccess: async (_result, action) => {
      toast.success(t(`toasts.${action === "accept" ? "accepted" : "rejected"}`));
      await queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/admin/") });
    },
    onError: (error) => {
      const code = apiErrorCode(error);
      showError(error, code === "conflict" ? t("toasts.alreadyResolved") : code === "own_decision" ? t("toasts.ownDecision") : t("toasts.failed"));
    },
  });
  const action = d.action === "suspend" ? (d.strike ? "suspend" : "suspendUser") : "remove";
  const rule = ta(`rules.${RULES.has(d.reason) ? d.reason : "other"}` as "rules.other");

  return (
    <article aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border bg-card p-4 shadow-xs">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {t("appealBy", { name: format.name(appeal.member) })}
        </h3>
        <span className="text-muted-foreground text-xs">@{appeal.member.username}</span>
        <span className="ml-auto text-xs text-muted-foreground">{t("appealedAt", { date: format.date(appeal.createdAt, "dateTime") })}</span>
      </header>
      <div className="space-y-1 rounded-md border p-3 text-sm">
        <p className="font-medium">{t("decision", { action: t(`actions.${action}`) })}</p>
        <p>{ta("decisions.rule", { rule })}</p>
        {d.notes ? <p className="break-words whitespace-pre-wrap">{ta("decisions.notes", { notes: d.notes })}</p> : null}
        {d.removed ? (
          <div className="rounded-md bg-muted/40 p-2">
            <p className="text-xs font-medium text-muted-foreground">{ta("decisions.content")}</p>
            <p className="break-words whitespace-pre-wrap">{d.removed.text || ta("decisions.noText")}</p>
            {d.removed.mediaCount > 0 ? <p className="text-xs text-muted-foreground">{ta("decisions.media", { count: d.removed.mediaCount })}</p> : null}
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {d.decidedBy ? t("decidedBy", { name: format.name(d.decidedBy), date: format.date(d.createdAt, "dateTime") }) : t("decidedByGone", { date: format.date(d.createdAt, "dateTime") })}
        </p>
      </div>
      <blockquote className="border-l-4 pl-3 text-sm break-words whitespace-pre-wrap">{appeal.text}</blockquote>
      {appeal.status === "open" ? (
        appeal.canResolve ? (
          <div className="space-y-2">
            <Label htmlFor={`${id}-reason`}>{t("reasonLabel")}</Label>
            <Textarea id={`${id}-reason`} rows={2} maxLength={APPEAL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
            <div className="flex flex-wrap gap-2">
              <ConfirmAction
                trigger={
                  <Button type="button" size="sm" disabled={resolve.isPending}>
                    {t("accept")}
                  </Button>
                }
                title={t("confirmAcceptTitle")}
                text={t("confirmAcceptText")}
                confirm={t("accept")}
                onConfirm={() => resolve.mutate("accept")}
              />
              <Button type="button" size="sm" variant="outline" disabled={resolve.isPending || reason.trim().length === 0} onClick={() => resolve.mutate("reject")}>
                {t("reject")}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("ownDecision")}</p>
        )
      ) : (
        <div className="space-y-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Badge variant={appeal.status === "accepted" ? "secondary" : "destructive"}>{ta(`appeal.status.${appeal.status}`)}</Badge>
            {appeal.resolvedBy ? t(appeal.status === "accepted" ? "accepted" : "rejected", { name: format.name(appeal.resolvedBy) }) : null}
          </p>
          {appeal.reason ? <p className="text-muted-foreground">{ta("appeal.rejectedReason", { reason: appeal.reason })}</p> : null}
          {appeal.contentRestored !== null ? <p className="text-muted-foreground">{t(appeal.contentRestored ? "restored" : "notRestored")}</p> : null}
        </div>
      )}
    </article>
  );
}
