import { getLocale, getTranslations } from "next-intl/server";
import { nijiManifest } from "@/lib/contract/discreet/manifests";

// GET /manifest.webmanifest: "Add to Home Screen" installs Niji. A route, not the app/manifest.ts file
// convention: that one links itself into every page's head, and the 404's neutral head could not
// take it back out; the root layout links this one only when discreet mode is off.
export async function GET() {
  const t = await getTranslations("landing");
  return new Response(JSON.stringify(nijiManifest({ lang: await getLocale(), description: t("description") })), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "private, no-cache" },
  });
}
