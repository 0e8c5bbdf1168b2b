"use client";

import { CalendarDays, Users } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { EventAccessibility } from "@/components/events/event-accessibility";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { useFormat } from "@/hooks/use-format";
import { apiRequest } from "@/lib/client/api-client";
import { useQuery } from "@/lib/client/query";
import type { EventDto } from "@/lib/contract/events/types";

/** A PeerPicks venue's upcoming events (GET /api/businesses/{id}/events), for the business page. */
export function VenueEvents({ businessId }: { businessId: string }) {
  const t = useTranslations("events");
  const f = useFormat();
  const query = useQuery({
    queryKey: ["/api/businesses", businessId, "events"],
    queryFn: () => apiRequest<EventDto[]>("GET", `/api/businesses/${encodeURIComponent(businessId)}/events`),
  });
  const events = query.data ?? [];
  return (
    <section aria-labelledby={`venue-events-${businessId}`} className="space-y-2">
      <h2 id={`venue-events-${businessId}`} className="text-lg font-semibold">
        {t("venueEvents.title")}
      </h2>
      <PagedListStates
        query={{ ...query, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined }}
        count={events.length}
        labels={{ loading: t("venueEvents.loading"), error: t("venueEvents.failed"), retry: t("venueEvents.retry"), empty: t("venueEvents.empty"), loadMore: t("venueEvents.loadMore") }}
      >
        <ul className="divide-y rounded-xl border">
          {events.map((event) => (
            <li key={event.id} className="space-y-1.5 p-3">
              <Link href={`/events/${event.id}`} className="font-medium underline-offset-4 hover:underline">
                {event.title}
              </Link>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden />
                  <time dateTime={event.date}>{f.date(event.date, "event")}</time>
                </span>
                <span className="flex items-center gap-1.5">
                  <Users className="size-4" aria-hidden />
                  {t("card.interestedCount", { count: event.attendeesCount })}
                </span>
              </p>
              <EventAccessibility event={event} />
            </li>
          ))}
        </ul>
      </PagedListStates>
    </section>
  );
}
