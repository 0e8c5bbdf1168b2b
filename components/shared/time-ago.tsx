"use client";

import { useFormat } from "@/hooks/use-format";

/** 'x ago' (spec section 9) in the reader's language, 'now' under a minute, the full date as its title; the server and browser clocks may differ by a second. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const format = useFormat();
  return (
    <time dateTime={iso} className={className} title={format.date(iso, "dateTime")} suppressHydrationWarning>
      {format.timeAgo(iso)}
    </time>
  );
}
