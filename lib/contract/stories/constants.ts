// Story constants (spec section 9).
export const STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const STORY_DURATION_MS = 5000;
export const STORY_TICK_MS = 50;
export const HOLD_THRESHOLD_MS = 300;
export const STORY_SKELETONS = 5;
export const STORY_COMMENT_MAX = 1000;

/** Stories created at or before this instant are expired. */
export function storyCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - STORY_LIFETIME_MS);
}
