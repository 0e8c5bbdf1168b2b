import { getLocale, getTranslations } from "next-intl/server";
import { neutralManifest } from "@/lib/contract/discreet/manifests";

// GET /neutral.webmanifest: the manifest linked while discreet mode is on: installs as "Notes" / "メモ" with a notepad icon.
export async function GET() {
  const t = await getTranslations("discreet");
  return new Response(JSON.stringify(neutralManifest({ lang: await getLocale(), title: t("neutralTitle") })), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "private, no-cache" },
  });
}
