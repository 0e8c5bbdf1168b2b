"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { BusinessApplication } from "@/components/peerpicks/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/client/api-client";
import { useApiError } from "@/hooks/use-api-error";
import { useMutation, useQueryClient } from "@/lib/client/query";
import { BUSINESS_LIMITS } from "@/lib/contract/businesses/limits";

export type Decision = "approve" | "reject";

type DecisionDialogProps = { application: BusinessApplication; decision: Decision; open: boolean; onOpenChange: (open: boolean) => void };

/** Confirm an approval (optional notes, 3 rows) or a rejection (required reason, 4 rows). */
export function DecisionDialog({ application, decision, open, onOpenChange }: DecisionDialogProps) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const showError = useApiError();
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState("");
  const reject = decision === "reject";
  const dialog = reject ? "rejectDialog" : "approveDialog";
  const blank = notes.trim() === "";

  const mutation = useMutation({
    mutationFn: () =>
      apiRequest("POST", `/api/business-applications/${application.id}/${decision}`, reject ? { adminNotes: notes.trim() } : { adminNotes: notes.trim() || undefined }),
    onSuccess: async () => {
      toast.success(t(reject ? "toasts.rejectedTitle" : "toasts.approvedTitle"), { description: t(reject ? "toasts.rejectedText" : "toasts.approvedText") });
      onOpenChange(false);
      setNotes("");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/business-applications"] }),
        reject ? null : queryClient.invalidateQueries({ queryKey: ["/api/businesses"] }),
      ]);
    },
    onError: (error) => showError(error, t(reject ? "toasts.rejectFailed" : "toasts.approveFailed"), { useServerMessage: true }),
  });

  const confirm = () => {
    if (reject && blank) {
      toast.error(t("toasts.reasonRequiredTitle"), { description: t("toasts.reasonRequiredText") });
      return;
    }
    mutation.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (mutation.isPending ? undefined : onOpenChange(o))}>
      <DialogContent closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t(`${dialog}.title`)}</DialogTitle>
          <DialogDescription>{t(`${dialog}.description`, { name: application.name })}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${decision}-notes`}>{t(reject ? "rejectDialog.reason" : "approveDialog.notes")}</Label>
            <Textarea
              id={`${decision}-notes`}
              rows={reject ? 4 : 3}
              maxLength={BUSINESS_LIMITS.adminNotes}
              required={reject}
              value={notes}
              placeholder={t(reject ? "rejectDialog.reasonPlaceholder" : "approveDialog.notesPlaceholder")}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              {t(`${dialog}.cancel`)}
            </Button>
            <Button type="submit" variant={reject ? "destructive" : "default"} disabled={mutation.isPending || (reject && blank)}>
              {mutation.isPending ? t(`${dialog}.confirming`) : t(`${dialog}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
