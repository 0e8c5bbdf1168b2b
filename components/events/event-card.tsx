"use client";

import { CalendarPlus, Users } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { EventAccessibility } from "@/components/events/event-accessibility";
import { EventCardImage } from "@/components/events/event-card-image";
import { EventInterestButton } from "@/components/events/event-interest-button";
import { EventWhenWhere } from "@/components/events/event-when-where";
import { EventOrganizerMenu } from "@/components/events/event-organizer-menu";
import { EventTypeIcon } from "@/components/events/event-type-icon";
import { ReportMenu } from "@/components/safety/report-menu";
import { leftOutOnFailure } from "@/components/shared/left-out-on-failure";
import { useEventLabels } from "@/components/events/use-event-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/hooks/use-format";
import { MAX_CARD_TAGS } from "@/lib/contract/events/constants";
import { visibleTags } from "@/lib/contract/events/tags";
import type { EventDto } from "@/lib/contract/events/types";

// shown to an organizer on their first event only: the switch primitive stays off everyone else's first load
// (left out if its download fails)
const RsvpTestSwitch = leftOutOnFailure(dynamic(() => import("@/components/events/rsvp-test-switch").then((m) => m.RsvpTestSwitch)));

type Props = {
  event: EventDto;
  isOrganizer: boolean;
  showTestMode: boolean;
  busy: boolean;
  onInterest: () => void;
  onTestRsvp: () => void;
  onDelete: () => void;
};

export function EventCard({ event, isOrganizer, showTestMode, busy, onInterest, onTestRsvp, onDelete }: Props) {
  const t = useTranslations("events.card");
  const tc = useTranslations("common");
  const f = useFormat();
  const tl = useTranslations("lists.events");
  const tw = useTranslations("events.waitlist");
  const { typeLabel, ageLabel } = useEventLabels();
  const { shown, more } = visibleTags(event.tags, MAX_CARD_TAGS);
  const headingId = `event-${event.id}-title`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative">
        <EventCardImage src={event.venueImageUrl ?? event.imageUrl} type={event.eventType} />
        <Badge className="absolute top-2 left-2 bg-background/90 text-foreground">
          <EventTypeIcon type={event.eventType} />
          {typeLabel(event.eventType)}
        </Badge>
        {event.hasEnded ? (
          <Badge variant="secondary" className="absolute bottom-2 left-2 bg-foreground text-background">
            {tl("endedMark")}
          </Badge>
        ) : null}
        <Badge variant="secondary" className="absolute top-2 right-2" aria-label={tc("labelValue", { label: t("ageRestriction"), value: ageLabel(event.ageRestriction) })}>
          {ageLabel(event.ageRestriction)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg leading-snug font-semibold">
            <Link href={`/events/${event.id}`} className="underline-offset-4 hover:underline">
              {event.title}
            </Link>
          </h2>
          {isOrganizer ? (
            <EventOrganizerMenu eventId={event.id} title={event.title} deleting={busy} onDelete={onDelete} />
          ) : (
            <ReportMenu target={{ type: "event", id: event.id }} label={t("moreOptions", { title: event.title })} className="-mt-1 -mr-2" />
          )}
        </div>
        <EventWhenWhere event={event} small />
        {event.description ? <p className="line-clamp-3 text-sm whitespace-pre-line">{event.description}</p> : null}
        <p className="text-sm text-muted-foreground">{t("hostedBy", { name: f.name(event.organizer) })}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold" aria-label={tc("labelValue", { label: t("price"), value: f.yen(event.price, t("free")) })}>
            {f.yen(event.price, t("free"))}
          </span>
          {event.maxAttendees !== null ? (
            <>
              <span aria-hidden className="text-muted-foreground">
                ·
              </span>
              <span className="text-muted-foreground">{t("maxPeople", { count: event.maxAttendees })}</span>
              {event.waitlistCount > 0 ? <span className="text-muted-foreground">· {tw("count", { count: event.waitlistCount })}</span> : null}
            </>
          ) : null}
        </div>
        {shown.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag.replaceAll("-", " ")}</Badge>
              </li>
            ))}
            {more ? (
              <li>
                <Badge variant="outline" aria-label={t("moreTagsLabel", { count: more })}>
                  {t("moreTags", { count: more })}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <EventAccessibility event={event} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {isOrganizer ? (
            <>
              <Badge>{t("yourEvent")}</Badge>
              <Button asChild variant="outline" size="sm">
                <Link href={`/events/${event.id}/attendees`} aria-label={t("viewAttendees", { count: event.attendeesCount })}>
                  <Users aria-hidden />
                  {t("interestedCount", { count: event.attendeesCount })}
                </Link>
              </Button>
            </>
          ) : (
            <>
              <span className="flex items-center gap-1 text-sm text-muted-foreground">
                <Users className="size-4" aria-hidden />
                {t("interestedCount", { count: event.attendeesCount })}
              </span>
              {event.hasEnded ? null : (
                <EventInterestButton event={event} busy={busy} onClick={onInterest} />
              )}
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
          <a href={`/api/events/${event.id}/ics`} download className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline">
            <CalendarPlus className="size-4" aria-hidden />
            {t("addToCalendar")}
          </a>
          {showTestMode && !event.hasEnded ? (
            <RsvpTestSwitch eventId={event.id} checked={event.isInterested} disabled={busy} onToggle={onTestRsvp} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
