import { z } from "zod";
import { serverText } from "@/lib/core/server-text";

// Limits (issue #33): GET /api/limits -> Limits; PUT /api/limits turns them on for a period or off.

/** The periods a member may choose, in days. */
export const LIMITS_DURATIONS = { "1d": 1, "3d": 3, "1w": 7, "4w": 28 } as const;
export type LimitsDuration = keyof typeof LIMITS_DURATIONS;
export const LIMITS_DURATION_KEYS = Object.keys(LIMITS_DURATIONS) as LimitsDuration[];
/** How long someone must have followed the member to pass while Limits are on (unless recentFollowers is false). */
export const LIMITS_FOLLOWED_FOR_DAYS = 7;
/** The burst that makes Niji suggest Limits: this many comments or message requests from non-followers within an hour. */
export const LIMITS_BURST_COUNT = 20;
/** At most one suggestion in this many days. */
export const LIMITS_SUGGEST_EVERY_DAYS = 7;

export const putLimitsBodySchema = z.object(
  {
    on: z.boolean({ error: serverText("limitsOnInvalid") }),
    // the period from now; ignored when turning off (the member's last choice is kept for next time)
    duration: z.enum(LIMITS_DURATION_KEYS, { error: serverText("limitsDurationInvalid") }).default("1w"),
    recentFollowers: z.boolean({ error: serverText("limitsRecentFollowersInvalid") }).optional(),
  },
  { error: serverText("bodyMustBeObject") },
);
export type PutLimitsBody = z.input<typeof putLimitsBodySchema>;

/**
 * GET and PUT /api/limits: whether Limits are on and until when, the period last chosen, and whether
 * recent followers are held back too (false: every follower passes).
 */
export type Limits = { on: boolean; until: string | null; duration: LimitsDuration; recentFollowers: boolean };
