"use client";

import { useFormatter, useTranslations } from "next-intl";
import { usePagedList } from "@/components/profiles/use-paged-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { AuditEntry } from "@/lib/moderation/types";
import { fullName } from "@/lib/users/display-name";

const KNOWN = new Set(["report.resolve", "user.suspend", "user.unsuspend", "application.approve", "application.reject", "business.update"]);

/** The audit log section of the desk: every admin action, newest first, a page at a time. */
export function AuditLog() {
  const t = useTranslations("moderation.audit");
  const tt = useTranslations("moderation.desk");
  const format = useFormatter();
  const list = usePagedList<AuditEntry>("/api/admin/audit?limit=20");

  const describe = (e: AuditEntry) => {
    const d = e.details ?? {};
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    if (!KNOWN.has(e.action)) return t("actions.unknown", { action: e.action });
    return t(`actions.${e.action.replace(".", "_")}` as "actions.unknown", {
      action: tt(`actionPast.${e.targetType === "user" && d.action === "suspend" ? "suspendUser" : str(d.action) || "dismiss"}` as "actionPast.dismiss"),
      type: e.action === "report.resolve" ? tt(`targetTypes.${e.targetType}` as "targetTypes.post").toLowerCase() : "",
      name: str(d.businessName) || str(d.name),
    });
  };

  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <h2 id="audit-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {list.isPending ? (
        <div role="status" aria-label={t("loading")} className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : list.isError && list.items.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t("fetchFailed")}
        </p>
      ) : list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="divide-y rounded-xl border bg-card">
          {list.items.map((e) => (
            <li key={e.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
              <span>{describe(e)}</span>
              <span className="text-xs text-muted-foreground">
                {e.actor ? t("by", { name: fullName(e.actor) }) : t("byDeleted")} ·{" "}
                <time dateTime={e.createdAt}>{format.dateTime(new Date(e.createdAt), { dateStyle: "medium", timeStyle: "short" })}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
      {list.hasNextPage ? (
        <Button type="button" variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t("loadMore")}
        </Button>
      ) : null}
    </section>
  );
}
