"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { EventDto } from "@/lib/contract/events/types";

type Props = { event: Pick<EventDto, "isInterested" | "isWaitlisted" | "maxAttendees" | "attendeesCount" | "title">; busy: boolean; onClick: () => void };

export const isFull = (event: Pick<EventDto, "maxAttendees" | "attendeesCount">) => event.maxAttendees !== null && event.attendeesCount >= event.maxAttendees;

/** I'm Interested / Interested, or on a full event Join waitlist / On waitlist: one toggle (POST /attend with status "waitlisted"). */
export function EventInterestButton({ event, busy, onClick }: Props) {
  const t = useTranslations("events");
  const pressed = event.isInterested || event.isWaitlisted;
  const label = event.isInterested
    ? t("card.interested")
    : event.isWaitlisted
      ? t("waitlist.onWaitlist")
      : isFull(event)
        ? t("waitlist.join")
        : t("card.imInterested");
  return (
    <Button
      size="sm"
      variant={pressed ? "secondary" : "default"}
      aria-pressed={pressed}
      aria-label={event.isWaitlisted ? `${label}, ${t("waitlist.leave")}` : undefined}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
