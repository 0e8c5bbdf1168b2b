// The spec's event messages of lib/contract/events/schemas.ts without zod, for the event form, which
// loads the schemas themselves on first validation.
import { ACCESSIBILITY_NOTES_MAX } from "@/lib/contract/events/accessibility";
import { EVENT_LIMITS } from "@/lib/contract/events/constants";
import { serverText } from "@/lib/core/server-text";

export const EVENT_MESSAGES = {
  createRequired: serverText("eventCreateRequired"),
  updateRequired: serverText("eventUpdateRequired"),
  createImageUrl: serverText("eventImageUrl"),
  updateImageUrl: serverText("invalidUrlShort"),
  eventType: serverText("eventType"),
  ageRestriction: serverText("ageRestriction"),
  date: serverText("eventDate"),
  endDate: serverText("eventEndDate"),
  endBeforeStart: serverText("endBeforeStart"),
  maxAttendees: serverText("maxAttendees", { max: EVENT_LIMITS.maxAttendees }),
  price: serverText("price"),
  tags: serverText("eventTags", { count: EVENT_LIMITS.tags, max: EVENT_LIMITS.tag }),
  title: serverText("titleTooLong", { max: EVENT_LIMITS.title }),
  description: serverText("descriptionTooLong", { max: EVENT_LIMITS.description }),
  location: serverText("locationTooLong", { max: EVENT_LIMITS.location }),
  nulCharacter: serverText("nulCharacter"), // NUL_CHARACTER of lib/core/schema/text.ts
  venue: serverText("venueFromPeerPicks"),
  accessibility: serverText("accessibilityFeatures"),
  accessibilityNotes: serverText("accessibilityNotesTooLong", { max: ACCESSIBILITY_NOTES_MAX }),
} as const;
