"use client";

import { Accessibility } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { EventDto } from "@/lib/contract/events/types";

/** The accessibility an event promises, as a labelled list of badges, with the organizer's notes when `withNotes`. */
export function EventAccessibility({ event, withNotes = false }: { event: Pick<EventDto, "id" | "accessibility" | "accessibilityNotes">; withNotes?: boolean }) {
  const t = useTranslations("events.accessibility");
  if (event.accessibility.length === 0 && !(withNotes && event.accessibilityNotes)) return null;
  const labelId = `event-${event.id}-access`;
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="flex items-center gap-1.5 text-sm font-medium">
        <Accessibility className="size-4 text-primary" aria-hidden />
        {t("title")}
      </p>
      {event.accessibility.length ? (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
          {event.accessibility.map((feature) => (
            <li key={feature}>
              <Badge variant="outline">{t(`features.${feature}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {withNotes && event.accessibilityNotes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{event.accessibilityNotes}</p> : null}
    </div>
  );
}
