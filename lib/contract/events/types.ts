import type { AccessibilityFeature } from "@/lib/contract/events/accessibility";

// Response shape of the events API, shared by services, screens (events list, profile Events tab) and tests.
export type EventDto = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** ISO instant (UTC); shown in Asia/Tokyo */
  date: string;
  endDate: string | null;
  eventType: string;
  maxAttendees: number | null;
  /** whole yen; null means free */
  price: number | null;
  ageRestriction: string;
  tags: string[];
  venueImageUrl: string | null;
  imageUrl: string | null;
  organizerId: string;
  organizer: { firstName: string | null; lastName: string | null };
  /** the PeerPicks business where it happens (/peerpicks/{id}) */
  venue: { id: string; name: string } | null;
  /** lib/contract/events/accessibility.ts keys, in canonical order */
  accessibility: AccessibilityFeature[];
  accessibilityNotes: string | null;
  attendeesCount: number;
  /** members waiting for a place */
  waitlistCount: number;
  /** whether the caller marked interest (holds a place) */
  isInterested: boolean;
  /** whether the caller is on the waitlist */
  isWaitlisted: boolean;
  /** the event is over (its end, or its start when it has no end, is in the past): shown as Ended, no interest */
  hasEnded: boolean;
};

/** GET /api/events/{id}/attendees (organizer only). E-mail is withheld (null) to protect members. */
export type AttendeeDto = {
  id: string;
  status: string;
  createdAt: string;
  user: {
    id: string;
    username: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    profileImageWidths?: number[];
    email: null;
  };
};

export type AttendeeListDto = {
  event: { id: string; title: string; date: string };
  attendees: AttendeeDto[];
  /** spotsLeft is null when the event is unlimited */
  capacity: { count: number; max: number | null; spotsLeft: number | null };
  /** members waiting for a place, first in line first */
  waitlist: WaitlistEntryDto[];
};

export type WaitlistEntryDto = { position: number; createdAt: string; user: AttendeeDto["user"] };

/** GET /api/events/{id}: the event, with the caller's place in the waitlist (null when not on it) */
export type EventDetailDto = EventDto & { waitlistPosition: number | null };

/**
 * POST /api/events/{id}/attend and /join. `status` is "waitlisted" (with `waitlistPosition`, 1 = next
 * in line) when the event was full and the caller asked for the waitlist.
 */
export type InterestDto = {
  eventId: string;
  isInterested: boolean;
  status: "interested" | "waitlisted" | null;
  attendeesCount: number;
  waitlistPosition?: number;
};
