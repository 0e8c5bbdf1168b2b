"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFormat } from "@/hooks/use-format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ModerationReport } from "@/lib/contract/moderation/types";
import { RESOLUTION_NOTES_MAX } from "@/lib/contract/safety/limits";
import { ConfirmAction } from "./confirm-action";
import { ReportPreview } from "./report-preview";
import { useModerationActions } from "./use-moderation-action";

/** One report on the desk: target and its report count, preview, author, reporter's reason, and the decision. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const t = useTranslations("moderation.desk");
  const tr = useTranslations("safety.report.reasons");
  const format = useFormat();
  const id = useId();
  const [notes, setNotes] = useState("");
  const { resolve, unsuspend } = useModerationActions();
  const type = t(`targetTypes.${report.targetType}` as "targetTypes.post");
  const author = report.targetUser;
  const authorName = author ? format.name(author) : "";
  const busy = resolve.isPending || unsuspend.isPending;
  const act = (action: "dismiss" | "remove" | "suspend") => resolve.mutate({ reportId: report.id, action, notes });

  return (
    <article aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border bg-card p-4 shadow-xs">
      <header className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" id={`${id}-title`}>
          {type}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {t("reportedAt", { date: format.date(report.createdAt, "dateTime") })}
        </span>
        <span className="ml-auto text-xs font-medium">
          {t("reportCount", { count: report.targetReportCount, type: type.toLowerCase() })}
          {report.targetOpenReportCount > 0 && report.status === "resolved" ? ` · ${t("openCount", { count: report.targetOpenReportCount })}` : ""}
        </span>
      </header>
      <ReportPreview report={report} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {author ? (
          <>
            <span>{report.targetType === "user" ? t("member", { name: authorName }) : t("author", { name: authorName })}</span>
            <span className="text-muted-foreground">@{author.username}</span>
            <Badge variant={author.strikeCount > 0 ? "warning" : "outline"}>{t("strikes", { count: author.strikeCount })}</Badge>
            {author.suspended ? <Badge variant="destructive">{t("suspendedBadge")}</Badge> : null}
          </>
        ) : (
          <span className="text-muted-foreground">{t("authorNone")}</span>
        )}
      </p>
      <div className="space-y-1 rounded-md border p-3 text-sm">
        <p className="font-semibold">
          <span className="sr-only">{t("reasonLabel")} </span>
          {tr(`${report.reason}.label` as "other.label")}
        </p>
        {report.details ? <p className="break-words whitespace-pre-wrap">{report.details}</p> : null}
        <p className="text-xs text-muted-foreground">{report.reporter ? t("reportedBy", { name: format.name(report.reporter) }) : t("reportedByDeleted")}</p>
      </div>
      {report.status === "open" ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-notes`}>{t("notesLabel")}</Label>
          <Textarea id={`${id}-notes`} rows={2} maxLength={RESOLUTION_NOTES_MAX} value={notes} placeholder={t("notesPlaceholder")} onChange={(e) => setNotes(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => act("dismiss")}>
              {t("actions.dismiss")}
            </Button>
            {/* a member is suspended, not removed; a conversation has no single thing to remove; a message report's
                snapshot outlives the message, which may be gone already */}
            {report.preview && report.targetType !== "user" && report.targetType !== "conversation" && !(report.preview.kind === "message" && report.preview.deleted) ? (
              <ConfirmAction
                trigger={
                  <Button type="button" variant="destructive" size="sm" disabled={busy}>
                    {t("actions.remove")}
                  </Button>
                }
                title={t("confirm.removeTitle", { type: type.toLowerCase() })}
                text={t("confirm.removeText")}
                confirm={t("actions.remove")}
                onConfirm={() => act("remove")}
              />
            ) : null}
            {author && !author.isAdmin && !author.suspended ? (
              <ConfirmAction
                trigger={
                  <Button type="button" variant="destructive" size="sm" disabled={busy}>
                    {t("actions.suspend")}
                  </Button>
                }
                title={t("confirm.suspendTitle", { name: authorName })}
                text={report.targetType === "user" ? t("confirm.suspendTextUser") : t("confirm.suspendText")}
                confirm={t("actions.suspend")}
                onConfirm={() => act("suspend")}
              />
            ) : null}
          </div>
        </div>
      ) : (
        <div className="space-y-1 text-sm">
          <p className="font-medium">
            {t("resolvedSummary", {
              action: t(`actionPast.${report.targetType === "user" && report.action === "suspend" ? "suspendUser" : (report.action ?? "dismiss")}` as "actionPast.dismiss"),
            })}
            {report.resolvedBy ? ` ${t("resolvedBy", { name: format.name(report.resolvedBy) })}` : ""}
          </p>
          {report.resolutionNotes ? <p className="text-muted-foreground">{t("resolutionNotes", { notes: report.resolutionNotes })}</p> : null}
        </div>
      )}
      {author?.suspended ? (
        <ConfirmAction
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={busy}>
              {t("unsuspend")}
            </Button>
          }
          title={t("confirm.unsuspendTitle", { name: authorName })}
          text={t("confirm.unsuspendText")}
          confirm={t("unsuspend")}
          onConfirm={() => unsuspend.mutate(author.id)}
        />
      ) : null}
    </article>
  );
}
