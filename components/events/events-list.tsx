"use client";

import { CalendarDays, Plus } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { EventCard } from "@/components/events/event-card";
import { AccessibilityFilter } from "@/components/events/accessibility-filter";
import { useEventActions } from "@/components/events/use-event-actions";
import { LoadMore } from "@/components/shared/load-more";
import { Button } from "@/components/ui/button";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import { useQueryClient } from "@/lib/client/query";
import type { AccessibilityFeature } from "@/lib/contract/events/accessibility";
import type { EventDto } from "@/lib/contract/events/types";

/**
 * The Community Events list: upcoming events, then the ended ones under their own heading. The
 * server renders the first page; later pages load on scroll (GET /api/events?cursor=).
 */
export function EventsList({ initialPage, viewerId, access = [] }: { initialPage: Page<EventDto>; viewerId: string; access?: AccessibilityFeature[] }) {
  const t = useTranslations("events");
  const tl = useTranslations("lists.events");
  const queryClient = useQueryClient();
  const url = access.length ? `/api/events?access=${access.join(",")}` : "/api/events";
  const list = usePagedList<EventDto>(url, { initial: initialPage });
  // each server render is the freshest first page; it replaces what an earlier visit left in the cache
  useEffect(() => {
    queryClient.setQueryData([url, "pages"], { pages: [initialPage], pageParams: [null] });
  }, [queryClient, initialPage, url]);
  const events = list.items;
  const { interest, join, remove } = useEventActions();
  const firstOwnId = events.find((e) => e.organizerId === viewerId && !e.hasEnded)?.id;
  const pendingId = (m: { isPending: boolean; variables?: string }) => (m.isPending ? m.variables : undefined);
  const busyIds = new Set([pendingId(interest), pendingId(join), pendingId(remove)]);
  const upcoming = events.filter((e) => !e.hasEnded);
  const ended = events.filter((e) => e.hasEnded);

  const cards = (shown: EventDto[]) => (
    <ul className="grid gap-4 sm:grid-cols-2">
      {shown.map((event) => (
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
  );

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
      <AccessibilityFilter selected={access} />
      {events.length === 0 ? (
        list.isError ? (
          <p role="alert" className="py-8 text-center text-sm text-destructive">
            {t("loadFailed")}
          </p>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-12 text-center">
            <CalendarDays className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="font-semibold">{access.length ? t("accessibility.noMatches") : t("emptyTitle")}</h2>
            {access.length ? null : <p className="text-sm text-muted-foreground">{t("emptyText")}</p>}
          </div>
        )
      ) : (
        <>
          {upcoming.length ? cards(upcoming) : null}
          {ended.length ? (
            <section aria-labelledby="events-ended-heading" className="space-y-3 pt-2">
              <h2 id="events-ended-heading" className="text-lg font-semibold text-muted-foreground">
                {tl("endedHeading")}
              </h2>
              {cards(ended)}
            </section>
          ) : null}
        </>
      )}
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => void list.fetchNextPage()}
      />
    </section>
  );
}
