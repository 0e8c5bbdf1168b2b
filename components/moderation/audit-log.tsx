"use client";

import { useTranslations } from "next-intl";
import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import { useFormat } from "@/hooks/use-format";
import { usePagedList } from "@/hooks/use-paged-list";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { isBusinessTag } from "@/lib/contract/businesses/constants";
import type { AuditEntry } from "@/lib/contract/moderation/types";

const KNOWN = new Set(["report.resolve", "user.suspend", "user.unsuspend", "application.approve", "application.reject", "business.update", "business.tag.remove", "business.tag.dismiss"]);

/** The audit log section of the desk: every admin action, newest first, a page at a time. */
export function AuditLog() {
  const t = useTranslations("moderation.audit");
  const tt = useTranslations("moderation.desk");
  const format = useFormat();
  const tagLabel = useTagLabel();
  const list = usePagedList<AuditEntry>("/api/admin/audit?limit=20");

  const describe = (e: AuditEntry) => {
    const d = e.details ?? {};
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    if (!KNOWN.has(e.action)) return t("actions.unknown", { action: e.action });
    return t(`actions.${e.action.replaceAll(".", "_")}` as "actions.unknown", {
      action: tt(`actionPast.${e.targetType === "user" && d.action === "suspend" ? "suspendUser" : str(d.action) || "dismiss"}` as "actionPast.dismiss"),
      type: e.action === "report.resolve" ? tt(`targetTypes.${e.targetType}` as "targetTypes.post").toLowerCase() : "",
      name: str(d.businessName) || str(d.name),
      tag: isBusinessTag(d.tag) ? tagLabel(d.tag) : str(d.tag),
    });
  };

  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <h2 id="audit-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <PagedListStates
        query={list}
        count={list.items.length}
        labels={{ loading: t("loading"), error: t("fetchFailed"), retry: t("retry"), empty: t("empty"), loadMore: t("loadMore") }}
      >
        <ol className="divide-y rounded-xl border bg-card">
          {list.items.map((e) => (
            <li key={e.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
              <span>{describe(e)}</span>
              <span className="text-xs text-muted-foreground">
                {e.actor ? t("by", { name: format.name(e.actor) }) : t("byDeleted")} ·{" "}
                <time dateTime={e.createdAt}>{format.date(e.createdAt, "dateTime")}</time>
              </span>
            </li>
          ))}
        </ol>
      </PagedListStates>
    </section>
  );
}
