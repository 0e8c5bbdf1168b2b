"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { Skeleton } from "@/components/ui/skeleton";
import { usePagedList } from "@/hooks/use-paged-list";
import { APPEAL_STATUSES } from "@/lib/contract/appeals/limits";
import type { ModerationAppeal } from "@/lib/contract/appeals/types";
import { AppealCard } from "./appeal-card";

type Filter = (typeof APPEAL_STATUSES)[number];

/** The desk's appeals, beside its reports: open first by default, newest first, paged. */
export function AppealsSection() {
  const t = useTranslations("appeals.desk");
  const [status, setStatus] = useState<Filter>("open");
  const list = usePagedList<ModerationAppeal>(`/api/admin/appeals?status=${status}&limit=20`);
  return (
    <section aria-labelledby="appeals-heading" aria-busy={list.isFetching} className="space-y-3">
      <h2 id="appeals-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <div role="group" aria-label={t("filterLabel")} className="flex gap-2">
        {APPEAL_STATUSES.map((f) => (
          <Button key={f} type="button" size="sm" className="rounded-full" variant={status === f ? "default" : "outline"} aria-pressed={status === f} onClick={() => setStatus(f)}>
            {t(`filters.${f}`)}
          </Button>
        ))}
      </div>
      <PagedListStates
        query={list}
        count={list.items.length}
        labels={{ loading: t("loading"), error: t("fetchFailed"), retry: t("retry"), empty: t(`empty.${status}`), loadMore: t("loadMore") }}
        placeholder={<Skeleton className="h-40 w-full rounded-xl" />}
      >
        {list.items.map((a) => (
          <AppealCard key={a.id} appeal={a} />
        ))}
      </PagedListStates>
    </section>
  );
}
