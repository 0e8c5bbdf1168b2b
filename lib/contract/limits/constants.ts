// The periods, rules and answer of Limits (issue #33) without zod, for client code that needs only them;
// lib/contract/limits/schemas.ts re-exports them beside the body schema.

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

/**
 * GET and PUT /api/limits: whether Limits are on and until when, the period last chosen, and whether
 * recent followers are held back too (false: every follower passes).
 */
export type Limits = { on: boolean; until: string | null; duration: LimitsDuration; recentFollowers: boolean };
