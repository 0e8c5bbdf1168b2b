"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/client/cn";

type Props = { name: string; value: number | undefined; onChange: (value: number) => void; legend: string; error?: string };

/** 1-5 stars as a native radio group: arrow keys move, each star is labelled "3 stars". */
export function StarRatingInput({ name, value, onChange, legend, error }: Props) {
  const t = useTranslations("peerpicks.reviews");
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            {/* the native radio covers its star, transparent: it takes the tap and the keyboard */}
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0" aria-label={t("stars", { count: n })} />
            <Star aria-hidden className={cn("size-8", value !== undefined && n <= value ? "fill-amber-400 text-amber-600" : "text-muted-foreground")} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
