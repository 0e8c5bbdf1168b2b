import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuidelinesContent } from "@/components/safety/guidelines-content";
import { pageTitle } from "@/lib/server/discreet-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("guidelines");
  return pageTitle(t("title"));
}

// /guidelines: Niji's code of conduct, readable signed out.
export default function GuidelinesPage() {
  return <GuidelinesContent />;
}
