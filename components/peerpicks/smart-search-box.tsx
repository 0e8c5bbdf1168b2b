"use client";

import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { splitSmartSearch, type DirectoryFilters, type SmartSearchFilters } from "@/components/peerpicks/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/client/api-client";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useMutation } from "@/lib/client/query";
import { SMART_SEARCH_MAX } from "@/lib/contract/businesses/limits";

type SmartSearchBoxProps = { onApply: (filters: DirectoryFilters) => void; onClear: () => void };

/**
 * Free text -> POST /api/businesses/ai-search -> the understood filters, applied at once (type,
 * city, keywords and tags, as the directory's own filters); Clear resets them. What cannot be
 * applied (budget: businesses have no price) is listed apart under "We understood". A search that
 * understood nothing applicable changes no filter.
 */
export function SmartSearchBox({ onApply, onClear }: SmartSearchBoxProps) {
  const t = useTranslations("peerpicks");
  const tagLabel = useTagLabel();
  const tl = useTranslations("lists.peerpicks");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [query, setQuery] = useState("");
  const [result, setResult] = useState<SmartSearchFilters | null>(null);
  const search = useMutation({
    mutationFn: (q: string) => apiRequest<{ filters: SmartSearchFilters }>("POST", "/api/businesses/ai-search", { query: q }),
    onSuccess: ({ filters }) => {
      setResult(filters);
      const { directory } = splitSmartSearch(filters);
      if (directory) onApply(directory);
    },
    onError: (error) => {
      if (redirectIfUnauthorized(error)) return;
      toast.error(t("smartSearch.failedTitle"), { description: t("smartSearch.failedText") });
    },
  });
  const applied = result ? describeApplied(result) : [];
  const understood = result ? describeUnderstood(result) : [];

  function describeApplied(f: SmartSearchFilters): string[] {
    const { directory } = splitSmartSearch(f);
    if (!directory) return [];
    const parts: string[] = [];
    if (f.businessType) parts.push(t("smartSearch.type", { value: t(`types.${f.businessType}`) }));
    if (f.city) parts.push(t("smartSearch.city", { value: f.city }));
    if (f.searchKeywords) parts.push(t("smartSearch.keywords", { value: f.searchKeywords }));
    if (f.tags.length) parts.push(t("smartSearch.tags", { value: f.tags.map(tagLabel).join(", ") }));
    return parts;
  }

  function describeUnderstood(f: SmartSearchFilters): string[] {
    const { budget } = splitSmartSearch(f).understoodOnly;
    return budget ? [t("smartSearch.budget", { value: t(`budgets.${budget}`) })] : [];
  }

  const clear = () => {
    setQuery("");
    setResult(null);
    search.reset();
    onClear();
  };

  return (
    <section aria-labelledby="smart-search-heading" className="space-y-3 rounded-xl border bg-card p-4">
      <h2 id="smart-search-heading" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden className="size-4 text-primary" />
        {t("smartSearch.heading")}
      </h2>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) search.mutate(query.trim());
        }}
      >
        <Label htmlFor="smart-search">{t("smartSearch.label")}</Label>
        <div className="flex gap-2">
          <Input
            id="smart-search"
            value={query}
            maxLength={SMART_SEARCH_MAX}
            placeholder={t("smartSearch.placeholder")}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit" disabled={!query.trim() || search.isPending}>
            {search.isPending ? t("smartSearch.searching") : t("smartSearch.search")}
          </Button>
        </div>
      </form>
      {result ? (
        <div className="space-y-2" aria-live="polite">
          {applied.length ? (
            <>
              <p id="smart-search-applied" className="text-sm font-medium">
                {tl("applied")}
              </p>
              <ul aria-labelledby="smart-search-applied" className="flex flex-wrap gap-1.5 text-sm">
                {applied.map((s) => (
                  <li key={s} className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
                    {s}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {understood.length ? (
            <>
              <p id="smart-search-understood" className="text-sm font-medium">
                {t("smartSearch.understoodHeading")}
              </p>
              <ul aria-labelledby="smart-search-understood" aria-describedby="smart-search-understood-hint" className="flex flex-wrap gap-1.5 text-sm">
                {understood.map((s) => (
                  <li key={s} className="rounded-full border px-2.5 py-0.5 text-muted-foreground">
                    {s}
                  </li>
                ))}
              </ul>
              <p id="smart-search-understood-hint" className="text-xs text-muted-foreground">
                {t("smartSearch.understoodHint")}
              </p>
            </>
          ) : null}
          {!applied.length && !understood.length ? <p className="text-sm text-muted-foreground">{t("smartSearch.nothing")}</p> : null}
        </div>
      ) : null}
      {result || query ? (
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={clear}>
            {t("smartSearch.clear")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
