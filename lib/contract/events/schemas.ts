import { z } from "zod";
import { ACCESSIBILITY_NOTES_MAX, isAccessibilityFeature, sortFeatures, type AccessibilityFeature } from "@/lib/contract/events/accessibility";
import { EVENT_LIMITS, isAgeRestriction, isEventType } from "@/lib/contract/events/constants";
import { parseEventInstant } from "@/lib/contract/events/format";
import { parsePrice } from "@/lib/contract/events/price";
import { normalizeTags, tagsWithinLimits } from "@/lib/contract/events/tags";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { pageQuery } from "@/lib/core/schema/page-query";
import { clearableText } from "@/lib/core/schema/text";
import { serverText } from "@/lib/core/server-text";
import { EVENT_MESSAGES } from "./messages";

// Bodies of POST /api/events and PUT /api/events/{id}: one canonical event model shared by the
// create form, the edit form, the handlers and the tests. Only the spec's messages differ.
export { EVENT_MESSAGES } from "./messages";

/** A list of accessibility keys (array, or comma-separated text in a query), each known, each once. */
const accessibilityList = z
  .union([z.array(z.string().max(40, EVENT_MESSAGES.accessibility)).max(10, EVENT_MESSAGES.accessibility), z.string().max(300, EVENT_MESSAGES.accessibility)], {
    error: EVENT_MESSAGES.accessibility,
  })
  .transform((v, ctx) => {
    const items = (typeof v === "string" ? v.split(",") : v).map((s) => s.trim()).filter(Boolean);
    if (!items.every(isAccessibilityFeature)) {
      ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.accessibility });
      return z.NEVER;
    }
    return sortFeatures(items as AccessibilityFeature[]);
  });


const OBJECT_PATH = /^\/objects\/[A-Za-z0-9._\/-]{1,300}$/;

/** A registered upload ("/objects/<key>") or an https address. */
export function isVenueImageUrl(value: string) {
  if (OBJECT_PATH.test(value) && !value.includes("..")) return true;
  if (value.length > EVENT_LIMITS.url || value.includes("\0")) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

// Lengths are measured as sent, before trimming.
const eventText = (max: number, message: string) => clearableText(max, message, { measure: "raw" });

function eventBodySchema(required: string, imageUrlMessage: string) {
  return z
    .object({
      title: z.string({ error: required }).trim().min(1, required).max(EVENT_LIMITS.title, EVENT_MESSAGES.title),
      eventType: z.string({ error: required }).min(1, required).refine(isEventType, EVENT_MESSAGES.eventType),
      date: z
        .string({ error: required })
        .trim()
        .min(1, required)
        .transform((v, ctx) => parseEventInstant(v) ?? (ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.date }), z.NEVER)),
      endDate: z
        .union([z.string(), z.null()], { error: EVENT_MESSAGES.endDate })
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          if (v === null || v.trim() === "") return null;
          return parseEventInstant(v) ?? (ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.endDate }), z.NEVER);
        }),
      description: eventText(EVENT_LIMITS.description, EVENT_MESSAGES.description),
      location: eventText(EVENT_LIMITS.location, EVENT_MESSAGES.location),
      maxAttendees: z
        .union([z.number(), z.string().max(20), z.null()], { error: EVENT_MESSAGES.maxAttendees })
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          if (v === null || (typeof v === "string" && v.trim() === "")) return null;
          const n = typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
          if (Number.isInteger(n) && n >= 1 && n <= EVENT_LIMITS.maxAttendees) return n;
          ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.maxAttendees });
          return z.NEVER;
        }),
      price: z
        .unknown()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const result = parsePrice(v);
          if (result.ok) return result.value;
          ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.price });
          return z.NEVER;
        }),
      ageRestriction: z
        .string({ error: EVENT_MESSAGES.ageRestriction })
        .refine(isAgeRestriction, EVENT_MESSAGES.ageRestriction)
        .optional(),
      tags: z
        .union([z.array(z.string().max(200, EVENT_MESSAGES.tags)).max(100, EVENT_MESSAGES.tags), z.string().max(2000, EVENT_MESSAGES.tags)], {
          error: EVENT_MESSAGES.tags,
        })
        .optional()
        .transform((v) => (v === undefined ? undefined : normalizeTags(v)))
        .refine((tags) => tags === undefined || tagsWithinLimits(tags), EVENT_MESSAGES.tags),
      venueImageUrl: z
        .union([z.string().max(EVENT_LIMITS.url, imageUrlMessage), z.null()], { error: imageUrlMessage })
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const url = v?.trim();
          if (!url) return null;
          if (isVenueImageUrl(url)) return url;
          ctx.addIssue({ code: "custom", message: imageUrlMessage });
          return z.NEVER;
        }),
      venueBusinessId: z
        .union([z.string().max(64, EVENT_MESSAGES.venue), z.null()], { error: EVENT_MESSAGES.venue })
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const id = v?.trim();
          if (!id) return null;
          if (ID_PATTERN.test(id)) return id;
          ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.venue });
          return z.NEVER;
        }),
      accessibility: accessibilityList.optional(),
      accessibilityNotes: eventText(ACCESSIBILITY_NOTES_MAX, EVENT_MESSAGES.accessibilityNotes),
    })
    // `date` may still be unparsed text when its own check failed: compare only two real instants
    .refine((v) => !(v.endDate instanceof Date && v.date instanceof Date) || v.endDate.getTime() >= v.date.getTime(), {
      message: EVENT_MESSAGES.endBeforeStart,
      path: ["endDate"],
    });
}

export const createEventBodySchema = eventBodySchema(EVENT_MESSAGES.createRequired, EVENT_MESSAGES.createImageUrl);
export type CreateEventBody = z.output<typeof createEventBodySchema>;
export type CreateEventInput = z.input<typeof createEventBodySchema>;

/** PUT: same fields; a field left out keeps its stored value, null clears it. */
export const updateEventBodySchema = eventBodySchema(EVENT_MESSAGES.updateRequired, EVENT_MESSAGES.updateImageUrl);
export type UpdateEventBody = z.output<typeof updateEventBodySchema>;
export type UpdateEventInput = z.input<typeof updateEventBodySchema>;

/** `interested` takes a place (409 event_full when none is left); `waitlisted` takes a place or, when full, joins the waitlist. */
export const attendBodySchema = z.object({
  status: z.enum(["interested", "waitlisted"], { error: serverText("statusInterested") }).optional().default("interested"),
});
export type AttendBody = z.output<typeof attendBodySchema>;

/** `GET /api/events?cursor=&limit=`: a page of the events list (a sectioned cursor, lib/core/paging/cursor.ts). */
export const EVENTS_PAGE_SIZE = 20;
export const listEventsQuerySchema = pageQuery(EVENTS_PAGE_SIZE, 50).extend({
  /** `?access=step_free,quiet_space`: events offering every feature named */
  access: accessibilityList.optional(),
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;
