"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { SettingsPageHeader } from "@/components/shared/settings-page-header";
import { useFormat } from "@/hooks/use-format";
import type { AccountStatus, StandingDecision } from "@/lib/contract/appeals/types";
import { AppealForm } from "./appeal-form";

const RULES = new Set(["harassment", "hate", "outing", "spam", "nudity", "violence", "self_harm", "impersonation", "other"]);
const KINDS = new Set(["post", "comment", "story", "user", "event", "business", "review", "message"]);

/** /settings/account-status: strikes, a suspension, and each decision with what it removed and its appeal. */
export function AccountStatusView({ status, suspended }: { status: AccountStatus; suspended: boolean }) {
  const t = useTranslations("appeals");
  const format = useFormat();
  return (
    <div className="space-y-6">
      {suspended ? (
        <div>
          <h1 className="text-xl font-bold">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
      ) : (
        <SettingsPageHeader back={t("back")} title={t("title")} intro={t("intro")} />
      )}
      <section aria-labelledby="standing-heading" className="space-y-2 rounded-2xl border bg-card p-4">
        <h2 id="standing-heading" className="font-semibold">
          {t("standing.heading")}
        </h2>
        {status.suspension ? (
          <div role="status" className="space-y-1 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <p className="font-semibold">{t("standing.suspended")}</p>
            <p>{t("standing.suspendedSince", { date: format.date(status.suspension.since, "dateTime") })}</p>
            <p>{t("standing.suspendedOnly")}</p>
          </div>
        ) : status.strikes === 0 ? (
          <p className="text-sm">{t("standing.good")}</p>
        ) : null}
        <p className="text-sm font-medium">{t("standing.strikes", { count: status.strikes })}</p>
        <p className="text-xs text-muted-foreground">
          {t("standing.strikesHint")}{" "}
          <Link href="/guidelines" className="font-medium text-primary underline underline-offset-4">
            {t("guidelines")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="decisions-heading" className="space-y-3">
        <h2 id="decisions-heading" className="font-semibold">
          {t("decisions.heading")}
        </h2>
        {status.decisions.length === 0 ? <p className="text-sm text-muted-foreground">{t("decisions.empty")}</p> : null}
        {status.decisions.map((d) => (
          <DecisionCard key={d.id} decision={d} />
        ))}
      </section>
    </div>
  );
}

function DecisionCard({ decision: d }: { decision: StandingDecision }) {
  const t = useTranslations("appeals");
  const format = useFormat();
  const kind = t(`kinds.${KINDS.has(d.targetType) ? d.targetType : "post"}` as "kinds.post");
  const title = d.strike && d.suspended ? t("decisions.removedAndSuspended", { kind }) : d.strike ? t("decisions.removed", { kind }) : t("decisions.suspended");
  const rule = t(`rules.${RULES.has(d.reason) ? d.reason : "other"}` as "rules.other");
  return (
    <article aria-labelledby={`decision-${d.id}`} className="space-y-2 rounded-2xl border bg-card p-4 text-sm">
      <header className="space-y-1">
        <h3 id={`decision-${d.id}`} className="font-semibold">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">{t("decisions.decidedAt", { date: format.date(d.createdAt, "dateTime") })}</p>
      </header>
      <p>{t("decisions.rule", { rule })}</p>
      {d.notes ? <p className="break-words whitespace-pre-wrap">{t("decisions.notes", { notes: d.notes })}</p> : null}
      {d.removed ? (
        <div className="rounded-md border bg-muted/40 p-3">
          <p className="text-xs font-medium text-muted-foreground">{t("decisions.content")}</p>
          <p className="break-words whitespace-pre-wrap">{d.removed.text || t("decisions.noText")}</p>
          {d.removed.mediaCount > 0 ? <p className="text-xs text-muted-foreground">{t("decisions.media", { count: d.removed.mediaCount })}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {d.strike ? <Badge variant={d.reversedAt ? "outline" : "warning"}>{t("decisions.strike")}</Badge> : null}
        {d.reversedAt ? <Badge variant="secondary">{t("decisions.reversed", { date: format.date(d.reversedAt, "dateTime") })}</Badge> : null}
      </div>
      {d.appeal ? (
        <div className="space-y-1 rounded-md border p-3">
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {t("appeal.yours", { date: format.date(d.appeal.createdAt, "dateTime") })}
            <Badge variant={d.appeal.status === "rejected" ? "destructive" : d.appeal.status === "accepted" ? "secondary" : "outline"}>{t(`appeal.status.${d.appeal.status}`)}</Badge>
          </p>
          <p className="break-words whitespace-pre-wrap">{d.appeal.text}</p>
          {d.appeal.reason ? <p className="font-medium">{t("appeal.rejectedReason", { reason: d.appeal.reason })}</p> : null}
        </div>
      ) : d.appealableUntil ? (
        <div className="space-y-2">
          <p className="text-xs text-muted-foreground">{t("decisions.appealUntil", { date: format.date(d.appealableUntil, "dateTime") })}</p>
          <AppealForm decisionId={d.id} />
        </div>
      ) : !d.reversedAt ? (
        <p className="text-xs text-muted-foreground">{t("decisions.windowClosed")}</p>
      ) : null}
    </article>
  );
}
