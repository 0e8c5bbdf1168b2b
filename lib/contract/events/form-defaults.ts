import { toTokyoInputValue } from "@/lib/contract/events/format";
import type { EventDto } from "@/lib/contract/events/types";

// Form values (all text) for the create and edit forms.
export type EventFormValues = {
  title: string;
  eventType: string;
  date: string;
  endDate: string;
  description: string;
  location: string;
  maxAttendees: string;
  price: string;
  ageRestriction: string;
  tags: string;
  venueImageUrl: string;
  /** the PeerPicks venue's id ("" for none); venueName is only shown, never sent */
  venueBusinessId: string;
  venueName: string;
  accessibility: string[];
  accessibilityNotes: string;
};

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: "",
  eventType: "",
  date: "",
  endDate: "",
  description: "",
  location: "",
  maxAttendees: "",
  price: "",
  ageRestriction: "all_ages",
  tags: "",
  venueImageUrl: "",
  venueBusinessId: "",
  venueName: "",
  accessibility: [],
  accessibilityNotes: "",
};

export function eventFormValues(event: EventDto): EventFormValues {
  return {
    title: event.title,
    eventType: event.eventType,
    date: toTokyoInputValue(event.date),
    endDate: event.endDate ? toTokyoInputValue(event.endDate) : "",
    description: event.description ?? "",
    location: event.location ?? "",
    maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
    price: String(event.price ?? 0),
    ageRestriction: event.ageRestriction,
    tags: event.tags.join(", "),
    venueImageUrl: event.venueImageUrl ?? "",
    venueBusinessId: event.venue?.id ?? "",
    venueName: event.venue?.name ?? "",
    accessibility: event.accessibility,
    accessibilityNotes: event.accessibilityNotes ?? "",
  };
}
