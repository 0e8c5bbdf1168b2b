"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Plus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { EventCard } from "@/components/events/event-card";
import { EVENTS_KEY, useEventActions } from "@/components/events/use-event-actions";
import { Button } from "@/components/ui/button";
import type { EventDto } from "@/lib/events/types";

/** The Community Events list; the server renders the first page, react-query keeps it fresh after actions. */
export function EventsList({ initialEvents, viewerId }: { initialEvents: EventDto[]; viewerId: string }) {
  const t = useTranslations("events");
  const queryClient = useQueryClient();
  const { data: events = initialEvents } = useQuery<EventDto[]>({ queryKey: EVENTS_KEY, initialData: initialEvents });
  // each server render is the freshest list; it replaces what an earlier visit left in the cache
  useEffect(() => {
    queryClient.setQueryData(EVENTS_KEY, initialEvents);
  }, [queryClient, initialEvents]);
  const { interest, join, remove } = useEventActions();
  const firstOwnId = events.find((e) => e.organizerId === viewerId)?.id;
  const pendingId = (m: { isPending: boolean; variables?: string }) => (m.isPending ? m.variables : undefined);
  const busyIds = new Set([pendingId(interest), pendingId(join), pendingId(remove)]);

  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Button asChild>
          <Link href="/create-event">
            <Plus aria-hidden />
            {t("newEvent")}
          </Link>
        </Button>
      </div>
      {events.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-12 text-center">
          <CalendarDays className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="font-semibold">{t("emptyTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("emptyText")}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="flex">
              <div className="w-full">
                <EventCard
                  event={event}
                  isOrganizer={event.organizerId === viewerId}
                  showTestMode={event.id === firstOwnId}
                  busy={busyIds.has(event.id)}
                  onInterest={() => interest.mutate(event.id)}
                  onTestRsvp={() => join.mutate(event.id)}
                  onDelete={() => remove.mutate(event.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
