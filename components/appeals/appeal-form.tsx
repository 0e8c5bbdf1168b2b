"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { APPEAL_TEXT_MAX } from "@/lib/contract/appeals/limits";

/** "Appeal" on one decision: a text of up to 1,000 characters, sent once; the page then shows it. */
export function AppealForm({ decisionId }: { decisionId: string }) {
  const t = useTranslations("appeals.appeal");
  const id = useId();
  const router = useRouter();
  const showError = useApiError();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const left = APPEAL_TEXT_MAX - [...text].length;

  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await apiRequest("POST", "/api/appeals", { decisionId, text });
      toast.success(t("sent"), { description: t("sentText") });
      router.refresh();
    } catch (error) {
      showError(error, t("failed"));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2">
      <Label htmlFor={`${id}-text`}>{t("label")}</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("hint")}
      </p>
      <Textarea id={`${id}-text`} aria-describedby={`${id}-hint ${id}-count`} rows={5} maxLength={APPEAL_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} required />
      <p id={`${id}-count`} className="text-right text-xs text-muted-foreground" aria-live="polite">
        {t("counter", { count: left })}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={sending || text.trim().length === 0}>
          {sending ? t("sending") : t("submit")}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={sending} onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
