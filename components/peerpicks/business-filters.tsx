"use client";

import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { BusinessTypeSelect } from "@/components/peerpicks/business-type-select";
import { TagToggles } from "@/components/peerpicks/tag-toggles";
import { EMPTY_FILTERS, hasActiveFilters, type DirectoryFilters } from "@/components/peerpicks/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/client/cn";
import { BUSINESS_LIMITS } from "@/lib/contract/businesses/limits";

type BusinessFiltersProps = {
  value: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function activeCount(f: DirectoryFilters) {
  return (f.businessType !== "all" ? 1 : 0) + (f.city.trim() ? 1 : 0) + (f.search.trim() ? 1 : 0) + f.tags.length;
}

/** The traditional filters: type, city, search text and feature tags. */
export function BusinessFilters({ value, onChange, open, onOpenChange }: BusinessFiltersProps) {
  const t = useTranslations("peerpicks");
  const set = (patch: Partial<DirectoryFilters>) => onChange({ ...value, ...patch });
  const active = activeCount(value);
  return (
    <section aria-labelledby="filters-heading" className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between">
        <h2 id="filters-heading" className="font-semibold">
          <button
            type="button"
            aria-expanded={open}
            aria-controls="filters-panel"
            onClick={() => onOpenChange(!open)}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SlidersHorizontal aria-hidden className="size-4 text-primary" />
            {t("filters.heading")} {active > 0 ? t("filters.activeCount", { count: active }) : null}
            <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
        </h2>
        {hasActiveFilters(value) ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
            {t("filters.reset")}
          </Button>
        ) : null}
      </div>
      <div id="filters-panel" hidden={!open} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <BusinessTypeSelect id="filter-type" label={t("filters.type")} withAll value={value.businessType} onChange={(businessType) => set({ businessType })} />
          <div className="space-y-1.5">
            <Label htmlFor="filter-city">{t("filters.city")}</Label>
            <Input id="filter-city" value={value.city} maxLength={BUSINESS_LIMITS.city} placeholder={t("filters.cityPlaceholder")} onChange={(e) => set({ city: e.target.value })} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="filter-search">{t("filters.search")}</Label>
            <Input
              id="filter-search"
              type="search"
              value={value.search}
              maxLength={BUSINESS_LIMITS.search}
              placeholder={t("filters.searchPlaceholder")}
              onChange={(e) => set({ search: e.target.value })}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium" id="filter-tags-label">
            {t("filters.tags")}
          </p>
          <TagToggles label={t("filters.tags")} value={value.tags} onChange={(tags) => set({ tags })} />
        </div>
      </div>
    </section>
  );
}
