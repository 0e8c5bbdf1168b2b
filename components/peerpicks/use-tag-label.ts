"use client";

import { useTranslations } from "next-intl";
import { isBusinessTag, tagLabel } from "@/lib/contract/businesses/constants";

/** A tag's label in the member's language (peerpicks.tagNames); a tag outside the vocabulary reads as its words. */
export function useTagLabel() {
  const t = useTranslations("peerpicks.tagNames");
  return (tag: string) => (isBusinessTag(tag) ? t(tag) : tagLabel(tag));
}
