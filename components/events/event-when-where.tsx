"use client";

import { CalendarDays, Clock, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { EventVenueLink } from "@/components/events/event-venue-link";
import { useFormat } from "@/hooks/use-format";
import { cn } from "@/lib/client/cn";
import type { EventDto } from "@/lib/contract/events/types";

type Props = { event: Pick<EventDto, "date" | "endDate" | "location" | "venue">; small?: boolean };

/** When and where an event is, one line each: its date, its end, its location and its venue (small type on the card). */
export function EventWhenWhere({ event, small = false }: Props) {
  const t = useTranslations("events.card");
  const f = useFormat();
  const line = (muted: boolean) => cn("flex items-center gap-2", small && "text-sm", muted && "text-muted-foreground");
  return (
    <>
      <p className={line(false)}>
        <CalendarDays className="size-4 text-primary" aria-hidden />
        <time dateTime={event.date}>{f.date(event.date, "event")}</time>
      </p>
      {event.endDate ? (
        <p className={line(true)}>
          <Clock className="size-4" aria-hidden />
          <time dateTime={event.endDate}>{t("until", { time: f.date(event.endDate, "short") })}</time>
        </p>
      ) : null}
      {event.location ? (
        <p className={line(true)}>
          <MapPin className="size-4" aria-hidden />
          <span>{event.location}</span>
        </p>
      ) : null}
      <EventVenueLink venue={event.venue} />
    </>
  );
}
