import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { isDiscreetPage, neutralMetadata } from "@/lib/server/discreet-metadata";
import { appTitle } from "@/lib/core/i18n/app-title";
import { APPLE_TOUCH_ICON, MANIFEST_PATH, NEUTRAL_THEME_COLOR, THEME_COLOR } from "@/lib/contract/discreet/manifests";

// Every page's head; in discreet mode the neutral one from the first byte (lib/server/discreet-metadata.ts).
export async function generateMetadata(): Promise<Metadata> {
  if (await isDiscreetPage()) return neutralMetadata();
  const t = await getTranslations("landing");
  return {
    title: await appTitle(),
    description: t("description"),
    icons: { icon: "/logo.svg", apple: APPLE_TOUCH_ICON },
    manifest: MANIFEST_PATH,
    // iOS reads these instead of the manifest
    appleWebApp: { capable: true, title: "Niji", statusBarStyle: "default" },
  };
}

export async function generateViewport(): Promise<Viewport> {
  return { width: "device-width", initialScale: 1, themeColor: (await isDiscreetPage()) ? NEUTRAL_THEME_COLOR : THEME_COLOR };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <NextIntlClientProvider>
          <AppProviders>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
