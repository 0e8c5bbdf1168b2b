"use client";

import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import { Plus, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { BusinessCard } from "@/components/peerpicks/business-card";
import { BusinessFilters } from "@/components/peerpicks/business-filters";
import { DemoBusinesses } from "@/components/peerpicks/demo-businesses";
import { MyApplications } from "@/components/peerpicks/my-applications";
import { SmartSearchBox } from "@/components/peerpicks/smart-search-box";
import { EMPTY_FILTERS, businessesUrl, hasActiveFilters, type Business, type BusinessApplication, type DirectoryFilters } from "@/components/peerpicks/types";
import { LoadMore } from "@/components/shared/load-more";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/hooks/use-debounced";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import type { BusinessType } from "@/lib/contract/businesses/constants";

type PeerPicksDirectoryProps = { initialPage: Page<Business>; myApplications: BusinessApplication[]; isAdmin: boolean };

export function PeerPicksDirectory({ initialPage, myApplications, isAdmin }: PeerPicksDirectoryProps) {
  const t = useTranslations("peerpicks");
  const tagLabel = useTagLabel();
  const tl = useTranslations("lists.peerpicks");
  const [filters, setFilters] = useState<DirectoryFilters>(EMPTY_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const url = useDebounced(businessesUrl(filters), 300);
  const unfiltered = url === "/api/businesses";
  const list = usePagedList<Business>(url, { initial: unfiltered ? initialPage : undefined });
  const businesses = list.items;
  const total = list.data?.pages[0]?.total ?? businesses.length;
  const showDemo = unfiltered && !hasActiveFilters(filters) && !list.isPending && businesses.length === 0;
  const removable = activeFilters(filters);

  function activeFilters(f: DirectoryFilters): { label: string; without: DirectoryFilters }[] {
    const out: { label: string; without: DirectoryFilters }[] = [];
    if (f.businessType !== "all") out.push({ label: t("smartSearch.type", { value: t(`types.${f.businessType as BusinessType}`) }), without: { ...f, businessType: "all" } });
    if (f.city.trim()) out.push({ label: t("smartSearch.city", { value: f.city.trim() }), without: { ...f, city: "" } });
    if (f.search.trim()) out.push({ label: t("smartSearch.keywords", { value: f.search.trim() }), without: { ...f, search: "" } });
    for (const tag of f.tags) out.push({ label: tagLabel(tag), without: { ...f, tags: f.tags.filter((x) => x !== tag) } });
    return out;
  }

  return (
    <div className="space-y-4">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild>
          <Link href="/add-business">
            <Plus aria-hidden className="size-4" />
            {t("addBusiness")}
          </Link>
        </Button>
      </header>

      <MyApplications initial={myApplications} />

      <SmartSearchBox
        onApply={(f) => {
          setFilters(f);
          setFiltersOpen(true);
        }}
        onClear={() => {
          setFilters(EMPTY_FILTERS);
          setFiltersOpen(false);
        }}
      />
      <BusinessFilters value={filters} onChange={setFilters} open={filtersOpen} onOpenChange={setFiltersOpen} />

      {showDemo ? (
        <DemoBusinesses />
      ) : (
        <section aria-labelledby="results-heading" aria-busy={list.isFetching} className="space-y-3">
          <h2 id="results-heading" className="text-sm font-medium text-muted-foreground" aria-live="polite">
            {list.isPending ? t("list.loading") : t("list.count", { count: total })}
          </h2>
          {list.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
              ))}
            </div>
          ) : list.isError && businesses.length === 0 ? (
            <div className="flex flex-col items-start gap-2">
              <p role="alert" className="text-sm text-destructive">
                {t("list.error")}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
                {tl("retry")}
              </Button>
            </div>
          ) : businesses.length === 0 ? (
            <div className="space-y-3 rounded-lg border border-dashed p-6 text-center">
              <p className="text-sm text-muted-foreground">{t("list.empty")}</p>
              {removable.length ? (
                <>
                  <p className="text-sm">{tl("removeFilterHint")}</p>
                  <ul className="flex flex-wrap justify-center gap-2">
                    {removable.map((f) => (
                      <li key={f.label}>
                        <Button type="button" variant="outline" size="sm" aria-label={tl("removeFilter", { filter: f.label })} onClick={() => setFilters(f.without)}>
                          <X aria-hidden className="size-3.5" />
                          {f.label}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {businesses.map((b) => (
                  <BusinessCard key={b.id} business={b} isAdmin={isAdmin} />
                ))}
              </div>
              <LoadMore
                hasMore={list.hasNextPage}
                loading={list.isFetchingNextPage}
                failed={list.isFetchNextPageError}
                onLoad={() => void list.fetchNextPage()}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
