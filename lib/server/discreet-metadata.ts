import "server-only";
import type { Metadata, Viewport } from "next";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { NEUTRAL_ICON } from "@/components/discreet/neutral-icon";
import { getCurrentUser } from "@/lib/server/current-user";
import { isDatabaseUnavailable } from "@/lib/data/db/unavailable";
import { NEUTRAL_APPLE_TOUCH_ICON, NEUTRAL_MANIFEST_PATH, NEUTRAL_THEME_COLOR } from "@/lib/contract/discreet/manifests";
import { getDiscreetSettings } from "@/lib/domain/discreet/get-discreet-settings";

// What discreet mode changes in a page's head, from the first byte: the title, the icon, the
// home-screen name, the manifest and the theme colour. Every route follows it: the root layout
// (all pages, the 404 included, and the only place that links Niji's manifest: app/manifest.webmanifest
// is a plain route, because the app/manifest.ts file convention links itself into every head and the
// 404's neutral head could not take it out), and the segments whose own metadata would win over the
// root's: the route groups, the 404 and /offline set it again with discreetMetadata(); a page with its own title
// asks pageTitle(). e2e/discreet-every-route.spec.ts walks every page.

/** The signed-in member's discreet-mode settings for this request (null when signed out), read once. */
export const getCurrentDiscreet = cache(async () => {
  const user = await getCurrentUser();
  return user ? getDiscreetSettings(user) : null;
});

/** Must this page look neutral? When discreet mode is on; also when the database cannot tell us. */
export async function isDiscreetPage(): Promise<boolean> {
  try {
    return (await getCurrentDiscreet())?.enabled === true;
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (dynamic rendering, redirects) pass through
    if (isDatabaseUnavailable(error)) return true; // not knowing, stay discreet; the page shows its error
    throw error;
  }
}

/** The neutral head: a notepad's title, icon and home-screen name ("Notes" / "メモ"). */
export async function neutralMetadata(): Promise<Metadata> {
  const title = (await getTranslations("discreet"))("neutralTitle");
  return {
    title,
    description: null,
    icons: { icon: NEUTRAL_ICON, apple: NEUTRAL_APPLE_TOUCH_ICON },
    // "Add to Home Screen" installs a notepad, not Niji
    manifest: NEUTRAL_MANIFEST_PATH,
    appleWebApp: { capable: true, title, statusBarStyle: "default" },
  };
}

/** A segment's discreet metadata: the neutral head in discreet mode, nothing otherwise. */
export async function discreetMetadata(): Promise<Metadata> {
  return (await isDiscreetPage()) ? neutralMetadata() : {};
}

/** A segment's discreet viewport: the neutral theme colour in discreet mode. */
export async function discreetViewport(): Promise<Viewport> {
  return (await isDiscreetPage()) ? { themeColor: NEUTRAL_THEME_COLOR } : {};
}

/** A page's own title, or in discreet mode the neutral head (its title stands). */
export async function pageTitle(title: string): Promise<Metadata> {
  return (await isDiscreetPage()) ? neutralMetadata() : { title };
}
