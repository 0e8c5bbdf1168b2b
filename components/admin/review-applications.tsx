"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApplicationCard } from "@/components/admin/application-card";
import type { BusinessApplication } from "@/components/peerpicks/types";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/client/api-client";
import { cn } from "@/lib/client/cn";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useQuery } from "@/lib/client/query";

const FILTERS = ["pending", "approved", "rejected", "all"] as const;
type Filter = (typeof FILTERS)[number];

const urlFor = (status: Filter) => `/api/business-applications?scope=all${status === "all" ? "" : `&status=${status}`}`;

/** Business Applications: filter row (Pending by default), cards, empty and error states. */
export function ReviewApplications({ initialPending }: { initialPending: BusinessApplication[] }) {
  const t = useTranslations("admin.review");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [status, setStatus] = useState<Filter>("pending");
  const query = useQuery({
    queryKey: ["/api/business-applications", { scope: "all", status }],
    queryFn: () => apiRequest<BusinessApplication[]>("GET", urlFor(status)),
    initialData: status === "pending" ? initialPending : undefined,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if (!redirectIfUnauthorized(error)) toast.error(t("fetchFailed"));
  }, [error, redirectIfUnauthorized, t]);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </header>
      <div role="group" aria-label={t("filterLabel")} className="flex gap-2 overflow-x-auto pb-1">
        {FILTERS.map((f) => (
          <Button
            key={f}
            type="button"
            size="sm"
            variant={status === f ? "default" : "outline"}
            aria-pressed={status === f}
            className={cn("shrink-0 rounded-full")}
            onClick={() => setStatus(f)}
          >
            {t(`filters.${f}`)}
          </Button>
        ))}
      </div>
      <section aria-busy={query.isFetching} aria-label={t(`filters.${status}`)}>
        {query.isPending ? (
          <div className="space-y-4" aria-label={t("loading")} role="status">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-72 w-full rounded-xl" />
            ))}
          </div>
        ) : query.isError ? (
          <div className="space-y-2 py-10 text-center">
            <p role="alert" className="text-destructive">
              {t("fetchFailed")}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {status === "all" ? t("emptyAll") : t("empty", { status: t(`statusWord.${status}`) })}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {query.data.map((app) => (
              <ApplicationCard key={app.id} application={app} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
