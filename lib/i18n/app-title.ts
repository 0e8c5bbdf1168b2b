import { getTranslations } from "next-intl/server";

/** Every screen's title outside discreet mode: Niji and the tagline, in the visitor's language. */
export async function appTitle() {
  const t = await getTranslations("landing");
  return `${t("title")} · ${t("tagline")}`;
}
