"use client";

import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import type { TagVotes } from "@/lib/contract/businesses/types";

/** Each inclusion tag with its confirm/dispute counts; the member confirms or disputes from their own visit (again to take back). */
export function TagVoteList({ businessId, initial }: { businessId: string; initial: TagVotes[] }) {
  const t = useTranslations("peerpicks.tagVotes");
  const label = useTagLabel();
  const onError = useApiError();
  const [votes, setVotes] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);

  const cast = async (row: TagVotes, vote: "confirm" | "dispute") => {
    setBusy(row.tag);
    try {
      const next = await apiRequest<TagVotes>("POST", `/api/businesses/${businessId}/tags/${row.tag}/confirm`, { vote: row.myVote === vote ? null : vote });
      setVotes((all) => all.map((v) => (v.tag === next.tag ? next : v)));
    } catch (error) {
      onError(error, t("failed"), { useServerMessage: true });
    } finally {
      setBusy(null);
    }
  };

  if (!votes.length) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul className="space-y-2">
      {votes.map((row) => (
        <li key={row.tag} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
          <div className="min-w-0">
            <p className="font-medium">{label(row.tag)}</p>
            <p className="text-xs text-muted-foreground">{t("counts", { confirms: row.confirms, disputes: row.disputes })}</p>
          </div>
          <div className="flex gap-1.5">
            <Button type="button" size="sm" variant={row.myVote === "confirm" ? "default" : "outline"} aria-pressed={row.myVote === "confirm"} disabled={busy === row.tag} onClick={() => void cast(row, "confirm")} aria-label={t("confirmLabel", { tag: label(row.tag) })}>
              <Check aria-hidden />
              {t("confirm")}
            </Button>
            <Button type="button" size="sm" variant={row.myVote === "dispute" ? "destructive" : "outline"} aria-pressed={row.myVote === "dispute"} disabled={busy === row.tag} onClick={() => void cast(row, "dispute")} aria-label={t("disputeLabel", { tag: label(row.tag) })}>
              <X aria-hidden />
              {t("dispute")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
