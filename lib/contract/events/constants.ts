// The canonical event vocabulary. The spec's create and edit forms disagree, so we keep the union
// of both type lists and all four age restrictions everywhere (docs/decisions/events.md).
export const EVENT_TYPES = [
  "izakaya_party",
  "club_event",
  "social_networking",
  "community_gathering",
  "cultural_event",
  "cultural_meetup",
  "language_exchange",
  "outdoor_activity",
  "professional_networking",
  "workshop",
  "other",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const AGE_RESTRICTIONS = ["all_ages", "18+", "20+", "21+"] as const;
export type AgeRestriction = (typeof AGE_RESTRICTIONS)[number];

export const EVENT_TIME_ZONE = "Asia/Tokyo";
export const MAX_CARD_TAGS = 3;
export const LOADING_TILES = 9;
export const ACCESS_DENIED_REDIRECT_MS = 1000;

export const EVENT_LIMITS = {
  title: 200,
  description: 5000,
  location: 300,
  tag: 40,
  tags: 20,
  url: 2048,
  maxAttendees: 100_000,
  priceYen: 10_000_000,
} as const;

export function isEventType(value: unknown): value is EventType {
  return typeof value === "string" && (EVENT_TYPES as readonly string[]).includes(value);
}

export function isAgeRestriction(value: unknown): value is AgeRestriction {
  return typeof value === "string" && (AGE_RESTRICTIONS as readonly string[]).includes(value);
}
