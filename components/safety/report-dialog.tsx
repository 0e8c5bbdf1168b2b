"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";
import { REPORT_CONTEXT_MESSAGES, REPORT_DETAILS_MAX, REPORT_REASONS_BY_TARGET, type ReportReason, type ReportTargetType } from "@/lib/contract/safety/limits";

// every kind of target is reported through this dialog (messages and conversations since issue #16)
export type ReportTarget = { type: ReportTargetType; id: string };

type Props = { target: ReportTarget; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The report dialog: one of the reasons the kind of target offers (radio group), optional details, a
 * link to the guidelines; for a message, whether the conversation's recent messages go with the report
 * (off unless the reporter ticks it).
 */
export function ReportDialog({ target, open, onOpenChange }: Props) {
  const t = useTranslations("safety.report");
  const tc = useTranslations("common");
  const showError = useApiError();
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [shareContext, setShareContext] = useState(false);
  const isMessage = target.type === "message";

  const reset = () => {
    setReason(null);
    setDetails("");
    setShareContext(false);
  };
  const close = () => {
    onOpenChange(false);
    reset();
  };

  const mutation = useMutation({
    mutationFn: () =>
      apiRequest("POST", "/api/reports", {
        targetType: target.type,
        targetId: target.id,
        reason,
        details: details.trim() || undefined,
        ...(isMessage ? { shareContext } : {}),
      }),
    onSuccess: () => {
      toast.success(t("sentTitle"), { description: t("sentText") });
      close();
    },
    onError: (error) => {
      const code = apiErrorCode(error);
      if (code === "conflict") {
        toast(t("alreadyTitle"), { description: t("alreadyText") });
        close();
      } else if (code === "not_found") {
        toast.error(t("goneTitle"), { description: t("goneText") });
        close();
      } else showError(error, t("failed"));
    },
  });

  return (
    <Dialog open={open} onOpenChange={(o) => (mutation.isPending ? undefined : o ? onOpenChange(o) : close())}>
      <DialogContent closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t(`title.${target.type}`)}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason) mutation.mutate();
          }}
        >
          <fieldset className="space-y-1">
            <legend className="mb-2 text-sm font-semibold">{t("reasonLegend")}</legend>
            {REPORT_REASONS_BY_TARGET[target.type].map((r) => (
              <label
                key={r}
                htmlFor={`${ids}-${r}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-transparent p-2 hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  id={`${ids}-${r}`}
                  type="radio"
                  name={`${ids}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  aria-describedby={`${ids}-${r}-hint`}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{t(`reasons.${r}.label`)}</span>
                  <span id={`${ids}-${r}-hint`} className="text-xs text-muted-foreground">
                    {t(`reasons.${r}.hint`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-details`}>{t("details")}</Label>
            <Textarea
              id={`${ids}-details`}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              placeholder={t("detailsPlaceholder")}
              aria-describedby={`${ids}-counter`}
              onChange={(e) => setDetails(e.target.value)}
            />
            <p id={`${ids}-counter`} className="text-right text-xs text-muted-foreground">
              {t("counter", { count: details.length, max: REPORT_DETAILS_MAX })}
            </p>
          </div>
          {isMessage ? (
            <label htmlFor={`${ids}-context`} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3">
              <input
                id={`${ids}-context`}
                type="checkbox"
                checked={shareContext}
                onChange={(e) => setShareContext(e.target.checked)}
                aria-describedby={`${ids}-context-hint`}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{t("shareContext")}</span>
                <span id={`${ids}-context-hint`} className="text-xs text-muted-foreground">
                  {t("shareContextHint", { count: REPORT_CONTEXT_MESSAGES })}
                </span>
              </span>
            </label>
          ) : null}
          <p className="text-sm">
            <Link href="/guidelines" target="_blank" className="font-medium text-primary underline underline-offset-4">
              {t("guidelinesLink")}
            </Link>
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={mutation.isPending}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason || mutation.isPending}>
              {mutation.isPending ? t("submitting") : t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
