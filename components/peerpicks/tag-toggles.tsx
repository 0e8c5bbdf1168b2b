"use client";

import { Check } from "lucide-react";
import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import { BUSINESS_TAGS } from "@/lib/contract/businesses/constants";
import { cn } from "@/lib/client/cn";

type TagTogglesProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  /** accessible name of the group */
  label: string;
  disabled?: boolean;
};

/** The feature tags as toggle buttons (aria-pressed), labelled in the member's language. */
export function TagToggles({ value, onChange, label, disabled }: TagTogglesProps) {
  const tagLabel = useTagLabel();
  const toggle = (tag: string) => onChange(value.includes(tag) ? value.filter((t) => t !== tag) : [...value, tag]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {BUSINESS_TAGS.map((tag) => {
        const on = value.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => toggle(tag)}
            className={cn(
              "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors",
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50",
              on ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background text-foreground hover:bg-accent",
            )}
          >
            {on ? <Check aria-hidden className="size-3.5" /> : null}
            {tagLabel(tag)}
          </button>
        );
      })}
    </div>
  );
}
