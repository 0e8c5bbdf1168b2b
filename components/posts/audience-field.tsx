"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { POST_AUDIENCES } from "@/lib/contract/audience/types";

type Props = { field: UseFormRegisterReturn<"audience">; idPrefix: string };

/** "Who can see this post": Everyone / Followers / Close Friends, as a labelled radio group. */
export function AudienceField({ field, idPrefix }: Props) {
  const t = useTranslations("audience.post");
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("legend")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {POST_AUDIENCES.map((value) => {
          const id = `${idPrefix}-${value}`;
          return (
            <label key={value} htmlFor={id} className="flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
              <input id={id} type="radio" value={value} className="mt-0.5 accent-[var(--primary)]" aria-describedby={`${id}-hint`} {...field} />
              <span>
                <span className="block font-medium">{t(value)}</span>
                <span id={`${id}-hint`} className="block text-xs text-muted-foreground">
                  {t(`${value}Hint`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
