import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NEUTRAL_ICON } from "@/components/discreet/neutral-icon";
import { Landing } from "@/components/landing/landing";
import { AppShell } from "@/components/layout/app-shell";
import { TitleGuard } from "@/components/layout/title-guard";
import { screenTitle } from "@/lib/i18n/app-title";
import { getCurrentUser } from "@/lib/auth/current-user";
import { NEUTRAL_APPLE_TOUCH_ICON, NEUTRAL_MANIFEST_PATH, NEUTRAL_THEME_COLOR } from "@/lib/pwa/manifests";
import { getDiscreetSettings } from "@/lib/services/discreet/get-discreet-settings";
import { toPublicUser } from "@/lib/services/users/user-response";

// In discreet mode the tab is neutral from the first byte, before any script runs.
export async function generateMetadata(): Promise<Metadata> {
  const user = await getCurrentUser();
  if (!user || !(await getDiscreetSettings(user)).enabled) return {};
  const t = await getTranslations("discreet");
  return {
    title: await screenTitle(true),
    description: null,
    icons: { icon: NEUTRAL_ICON, apple: NEUTRAL_APPLE_TOUCH_ICON },
    // "Add to Home Screen" installs a notepad, not Niji
    manifest: NEUTRAL_MANIFEST_PATH,
    appleWebApp: { capable: true, title: t("neutralTitle"), statusBarStyle: "default" },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const user = await getCurrentUser();
  if (!user || !(await getDiscreetSettings(user)).enabled) return {};
  return { themeColor: NEUTRAL_THEME_COLOR };
}

// Signed-in screens. A signed-out visitor gets the landing screen on every one of these paths.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) return <Landing />;
  const discreet = await getDiscreetSettings(user);
  return (
    <AppShell user={toPublicUser(user, user.id)} discreet={discreet}>
      <TitleGuard title={await screenTitle(discreet.enabled)} />
      {children}
    </AppShell>
  );
}
