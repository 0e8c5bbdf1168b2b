import { WifiOff } from "lucide-react";
import type { Metadata, Viewport } from "next";
import { createTranslator } from "next-intl";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/core/i18n/locale";
import { neutralMetadata } from "@/lib/server/discreet-metadata";
import { NEUTRAL_THEME_COLOR } from "@/lib/contract/discreet/manifests";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";

// /offline: what the service worker shows when a page can't be reached. It is cached without
// cookies (so it names nobody) in the language the service worker asks for (?lang=, the page's
// language when it registered). That cached copy is what a discreet member sees offline, and it was
// fetched signed out: so its head is always the neutral one (title, icons, home-screen name, the
// neutral manifest and theme colour: lib/server/discreet-metadata.ts), whoever asks, and its text
// (pwa.offline) names nothing either. No logo.
export function generateMetadata(): Promise<Metadata> {
  return neutralMetadata();
}

export function generateViewport(): Viewport {
  return { themeColor: NEUTRAL_THEME_COLOR };
}

export default async function OfflinePage({ searchParams }: { searchParams: Promise<{ lang?: string | string[] }> }) {
  const { lang } = await searchParams;
  const locale = isLocale(lang) ? lang : await getLocale();
  // the asked-for catalog itself: the request's own language (cookie, Accept-Language) may differ
  const t = createTranslator({ locale, messages: locale === "ja" ? ja : en, namespace: "pwa.offline" });
  return (
    <main lang={locale} className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <WifiOff className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="max-w-sm text-muted-foreground">{t("text")}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load, so the service worker answers it again when still offline */}
      <a href="/" className="inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none">
        {t("retry")}
      </a>
    </main>
  );
}
