import { getTranslations } from "next-intl/server";

/** Every screen's title outside discreet mode: Niji and the tagline, in the visitor's language. */
export async function appTitle() {
  const t = await getTranslations("landing");
  return `${t("title")} · ${t("tagline")}`;
}

/** A signed-in screen's title: the neutral one in discreet mode, else appTitle's. */
export async function screenTitle(discreet: boolean) {
  return discreet ? (await getTranslations("discreet"))("neutralTitle") : appTitle();
}
