"use client";

import { createTranslator } from "next-intl";
import { useSyncExternalStore } from "react";
import { PageError } from "@/components/layout/page-error";
import { isLocale, LOCALE_COOKIE } from "@/lib/core/i18n/locale";
import en from "@/messages/en/pwa.json";
import ja from "@/messages/ja/pwa.json";
import "./globals.css";

// When even the root layout failed: no catalogs from the server, so the two texts ship here, in the
// language of the language cookie, else the browser's (English while rendering on the server).
function readLocale() {
  const chosen = document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (isLocale(chosen)) return chosen;
  return navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en";
}
const noChanges = () => () => undefined;

export default function GlobalError() {
  const locale = useSyncExternalStore(noChanges, readLocale, () => "en" as const);
  const t = createTranslator({ locale, messages: { pwa: locale === "ja" ? ja : en }, namespace: "pwa.error" });
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>{t("title")}</title>
        <PageError title={t("title")} text={t("text")} retry={t("retry")} onRetry={() => window.location.reload()} />
      </body>
    </html>
  );
}
