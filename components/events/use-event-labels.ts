"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { humanizeType } from "@/lib/contract/events/format";
import { isAgeRestriction, isEventType } from "@/lib/contract/events/constants";

/** Catalog labels for event types and age restrictions, with a readable fallback for unknown values. */
export function useEventLabels() {
  const t = useTranslations("events");
  const typeLabel = useCallback((type: string) => (isEventType(type) ? t(`types.${type}`) : humanizeType(type)), [t]);
  const ageLabel = useCallback((age: string) => (isAgeRestriction(age) ? t(`ages.${age}`) : age), [t]);
  return { typeLabel, ageLabel };
}
