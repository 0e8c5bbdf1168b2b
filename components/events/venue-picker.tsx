"use client";

import { Store, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebounced } from "@/hooks/use-debounced";
import { apiRequest } from "@/lib/client/api-client";
import { useQuery } from "@/lib/client/query";
import type { Business } from "@/lib/contract/businesses/types";

type Venue = { id: string; name: string };
type Props = { value: Venue | null; onChange: (venue: Venue | null) => void; error?: string };

const SEARCH_DELAY_MS = 250;
const RESULTS = 6;

/**
 * The venue field: an ARIA combobox over the directory search (GET /api/businesses?search=), arrows
 * to move, Enter to choose, Escape to close; the chosen venue shows with a button to remove it.
 */
export function VenuePicker({ value, onChange, error }: Props) {
  const t = useTranslations("events.venue");
  const tc = useTranslations("common");
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const results = useQuery({
    queryKey: ["/api/businesses", "venue-search", search],
    queryFn: () => apiRequest<Business[]>("GET", `/api/businesses?${new URLSearchParams({ search, limit: String(RESULTS) })}`),
    enabled: open && search.length > 0,
  });
  const options = results.data ?? [];
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = (business: Business) => {
    onChange({ id: business.id, name: business.name });
    setText("");
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter" && open && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className="space-y-1.5">
      {value ? <p className="text-sm leading-none font-medium">{t("label")}</p> : <Label htmlFor={id}>{t("label")}</Label>}
      {value ? (
        <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
          <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
            <Store className="size-4 shrink-0 text-primary" aria-hidden />
            <span className="truncate">{value.name}</span>
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={tc("labelValue", { label: t("clear"), value: value.name })}>
            <X aria-hidden />
            {t("clear")}
          </Button>
        </div>
      ) : (
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            aria-expanded={open && search.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
            aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            placeholder={t("placeholder")}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          {open && search.length > 0 ? (
            <ul id={listId} role="listbox" aria-label={t("label")} className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 shadow-md">
              {results.isPending ? <li className="px-2 py-1.5 text-sm text-muted-foreground">{t("searching")}</li> : null}
              {results.isError ? <li className="px-2 py-1.5 text-sm text-destructive">{t("searchFailed")}</li> : null}
              {results.isSuccess && options.length === 0 ? <li className="px-2 py-1.5 text-sm text-muted-foreground">{t("noResults")}</li> : null}
              {options.map((business, i) => (
                <li
                  key={business.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer rounded-sm px-2 py-1.5 text-sm ${i === active ? "bg-accent text-accent-foreground" : ""}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(business)}
                >
                  <span className="font-medium">{business.name}</span>
                  {business.city ? <span className="text-muted-foreground"> · {business.city}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("hint")}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
