"use client";

import { formatDistanceToNowStrict } from "date-fns";
import { useTranslations } from "next-intl";

/** 'x ago' (spec section 9); the server and browser clocks may differ by a second. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const t = useTranslations("posts.card");
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {t("ago", { time: formatDistanceToNowStrict(new Date(iso)) })}
    </time>
  );
}
