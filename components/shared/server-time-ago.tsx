import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatTimeAgo } from "@/lib/core/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/core/i18n/locale";

/** TimeAgo (components/shared/time-ago.tsx) rendered by a server component: the same texts, no script. */
export async function ServerTimeAgo({ iso, className }: { iso: string; className?: string }) {
  const current = await getLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const t = await getTranslations("format");
  return (
    <time dateTime={iso} className={className} title={formatDate(iso, "dateTime", locale)} suppressHydrationWarning>
      {formatTimeAgo(iso, locale, t("now"))}
    </time>
  );
}
