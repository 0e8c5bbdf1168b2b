"use client";

import { Store } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { EventDto } from "@/lib/contract/events/types";

/** "At {venue}", linking to the venue's PeerPicks page. */
export function EventVenueLink({ venue }: { venue: EventDto["venue"] }) {
  const t = useTranslations("events.venue");
  if (!venue) return null;
  return (
    <p className="flex items-center gap-2 text-sm">
      <Store className="size-4 text-primary" aria-hidden />
      <Link href={`/peerpicks/${venue.id}`} className="font-medium text-primary underline-offset-4 hover:underline" aria-label={t("viewVenue", { name: venue.name })}>
        {t("atVenue", { name: venue.name })}
      </Link>
    </p>
  );
}
