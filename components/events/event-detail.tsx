"use client";

import { CalendarPlus, Share2, Users } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { BackToEvents } from "@/components/events/back-to-events";
import { EventAccessibility } from "@/components/events/event-accessibility";
import { EventCardImage } from "@/components/events/event-card-image";
import { EventInterestButton } from "@/components/events/event-interest-button";
import { EventOrganizerMenu } from "@/components/events/event-organizer-menu";
import { EventTypeIcon } from "@/components/events/event-type-icon";
import { EventWhenWhere } from "@/components/events/event-when-where";
import { useEventActions } from "@/components/events/use-event-actions";
import { useEventLabels } from "@/components/events/use-event-labels";
import { ReportMenu } from "@/components/safety/report-menu";
import { shareOrCopy } from "@/components/share/share-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/hooks/use-format";
import type { EventDetailDto } from "@/lib/contract/events/types";

/** One event's page: everything the card shows, the notes, the waitlist place, share and .ics. */
export function EventDetail({ event, viewerId }: { event: EventDetailDto; viewerId: string }) {
  const t = useTranslations("events");
  const tl = useTranslations("lists.events");
  const f = useFormat();
  const router = useRouter();
  const { typeLabel, ageLabel } = useEventLabels();
  const { interest, remove } = useEventActions({ onChange: () => router.refresh(), known: [event] });
  const isOrganizer = event.organizerId === viewerId;

  const share = async () => {
    try {
      const outcome = await shareOrCopy({ title: t("detail.shareTitle", { title: event.title }), url: `${window.location.origin}/events/${event.id}` });
      if (outcome === "copied") toast.success(t("detail.linkCopied"));
    } catch {
      toast.error(t("detail.shareFailed"));
    }
  };

  return (
    <article aria-labelledby="event-title" className="space-y-4">
      <BackToEvents label={t("detail.back")} />
      <div className="overflow-hidden rounded-xl border">
        <EventCardImage src={event.venueImageUrl ?? event.imageUrl} type={event.eventType} />
      </div>
      <div className="flex items-start justify-between gap-2">
        <div className="space-y-2">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">
              <EventTypeIcon type={event.eventType} />
              {typeLabel(event.eventType)}
            </Badge>
            <Badge variant="outline">{ageLabel(event.ageRestriction)}</Badge>
            {event.hasEnded ? <Badge variant="secondary">{tl("endedMark")}</Badge> : null}
          </div>
          <h1 id="event-title" className="text-2xl font-bold">
            {event.title}
          </h1>
        </div>
        {isOrganizer ? (
          <EventOrganizerMenu
            eventId={event.id}
            title={event.title}
            deleting={remove.isPending}
            onDelete={() => remove.mutate(event.id, { onSuccess: () => router.push("/events") })}
          />
        ) : (
          <ReportMenu target={{ type: "event", id: event.id }} label={t("card.moreOptions", { title: event.title })} />
        )}
      </div>
      <div className="space-y-2">
        <EventWhenWhere event={event} />
        <p className="text-sm text-muted-foreground">{t("card.hostedBy", { name: f.name(event.organizer) })}</p>
        <p className="font-semibold">{f.yen(event.price, t("card.free"))}</p>
      </div>
      {event.description ? <p className="whitespace-pre-line">{event.description}</p> : null}
      <EventAccessibility event={event} withNotes />
      <section aria-label={t("detail.attendees")} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3">
        <div className="space-y-0.5 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <Users className="size-4" aria-hidden />
            {event.maxAttendees === null
              ? t("detail.interested", { count: event.attendeesCount })
              : t("detail.capacity", { count: event.attendeesCount, max: event.maxAttendees })}
          </p>
          {event.waitlistCount > 0 ? <p className="text-muted-foreground">{t("waitlist.count", { count: event.waitlistCount })}</p> : null}
          {event.waitlistPosition !== null ? (
            <p role="status" className="font-medium text-primary">
              {t("waitlist.position", { position: event.waitlistPosition })}
            </p>
          ) : null}
        </div>
        {isOrganizer ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`/events/${event.id}/attendees`}>{t("detail.attendees")}</Link>
          </Button>
        ) : event.hasEnded ? null : (
          <EventInterestButton event={event} busy={interest.isPending} onClick={() => interest.mutate(event.id)} />
        )}
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void share()}>
          <Share2 aria-hidden />
          {t("detail.share")}
        </Button>
        <a href={`/api/events/${event.id}/ics`} download className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline">
          <CalendarPlus className="size-4" aria-hidden />
          {t("card.addToCalendar")}
        </a>
      </div>
    </article>
  );
}
