"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BusinessCard } from "@/components/peerpicks/business-card";
import { BusinessFilters } from "@/components/peerpicks/business-filters";
import { DemoBusinesses } from "@/components/peerpicks/demo-businesses";
import { MyApplications } from "@/components/peerpicks/my-applications";
import { SmartSearchBox } from "@/components/peerpicks/smart-search-box";
import { EMPTY_FILTERS, businessesUrl, hasActiveFilters, type Business, type BusinessApplication, type DirectoryFilters } from "@/components/peerpicks/types";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api/client";

type PeerPicksDirectoryProps = { initialBusinesses: Business[]; myApplications: BusinessApplication[]; isAdmin: boolean };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export function PeerPicksDirectory({ initialBusinesses, myApplications, isAdmin }: PeerPicksDirectoryProps) {
  const t = useTranslations("peerpicks");
  const [filters, setFilters] = useState<DirectoryFilters>(EMPTY_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const url = useDebounced(businessesUrl(filters), 300);
  const unfiltered = url === "/api/businesses";
  const query = useQuery({
    queryKey: ["/api/businesses", url],
    queryFn: () => apiRequest<Business[]>("GET", url),
    initialData: unfiltered ? initialBusinesses : undefined,
  });
  const showDemo = unfiltered && !hasActiveFilters(filters) && query.data?.length === 0;

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
          setFilters({ ...filters, businessType: f.businessType ?? "all", city: f.city ?? "", search: f.searchKeywords });
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
        <section aria-labelledby="results-heading" aria-busy={query.isFetching} className="space-y-3">
          <h2 id="results-heading" className="text-sm font-medium text-muted-foreground" aria-live="polite">
            {query.data ? t("list.count", { count: query.data.length }) : t("list.loading")}
          </h2>
          {query.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
              ))}
            </div>
          ) : query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("list.error")}
            </p>
          ) : query.data.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t("list.empty")}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {query.data.map((b) => (
                <BusinessCard key={b.id} business={b} isAdmin={isAdmin} />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
