import type { MetadataRoute } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { nijiManifest } from "@/lib/pwa/manifests";

// /manifest.webmanifest: "Add to Home Screen" installs Niji (discreet mode links /neutral.webmanifest instead).
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("landing");
  return nijiManifest({ lang: await getLocale(), description: t("description") });
}
