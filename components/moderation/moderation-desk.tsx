"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePagedList } from "@/hooks/use-paged-list";
import { Button } from "@/components/ui/button";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { Skeleton } from "@/components/ui/skeleton";
import type { ModerationReport } from "@/lib/contract/moderation/types";
import { AppealsSection } from "./appeals-section";
import { AuditLog } from "./audit-log";
import { DisputedTags } from "./disputed-tags";
import { ReportCard } from "./report-card";

const FILTERS = ["open", "resolved", "all"] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/moderation: reports (open first by default, newest first, paged), appeals beside them, and the audit log. */
export function ModerationDesk() {
  const t = useTranslations("moderation.desk");
  const [status, setStatus] = useState<Filter>("open");
  const list = usePagedList<ModerationReport>(`/api/admin/reports?status=${status}&limit=20`);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">
          {t("subtitle")}{" "}
          <Link href="/guidelines" className="font-medium text-primary underline underline-offset-4">
            {t("guidelinesLink")}
          </Link>
        </p>
      </header>
      <div role="group" aria-label={t("filterLabel")} className="flex gap-2">
        {FILTERS.map((f) => (
          <Button key={f} type="button" size="sm" className="rounded-full" variant={status === f ? "default" : "outline"} aria-pressed={status === f} onClick={() => setStatus(f)}>
            {t(`filters.${f}`)}
          </Button>
        ))}
      </div>
      <section aria-labelledby="reports-heading" aria-busy={list.isFetching} className="space-y-3">
        <h2 id="reports-heading" className="sr-only">
          {t("reportsHeading")}
        </h2>
        <PagedListStates
          query={list}
          count={list.items.length}
          labels={{ loading: t("loading"), error: t("fetchFailed"), retry: t("retry"), empty: t(`empty.${status}`), loadMore: t("loadMore") }}
          placeholder={
            <>
              <Skeleton className="h-48 w-full rounded-xl" />
              <Skeleton className="h-48 w-full rounded-xl" />
            </>
          }
        >
          {list.items.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </PagedListStates>
      </section>
      <AppealsSection />
      <DisputedTags />
      <AuditLog />
    </div>
  );
}
