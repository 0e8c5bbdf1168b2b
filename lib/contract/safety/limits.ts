// The limits and lists of lib/contract/safety/schemas.ts without zod, for client code that needs only them.
export const MUTE_MIN_SECONDS = 60;
export const MUTE_MAX_SECONDS = 365 * 24 * 60 * 60;
/** The durations the profile menu offers; null = until unmuted. */
export const MUTE_PRESETS = { hour: 3600, day: 86_400, week: 7 * 86_400, forever: null } as const;
export type MutePreset = keyof typeof MUTE_PRESETS;

export const REPORT_TARGET_TYPES = ["post", "comment", "story", "user", "event", "business", "message", "conversation", "review"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ["harassment", "hate", "outing", "spam", "nudity", "violence", "self_harm", "impersonation", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * The reasons each kind of target offers (the dialog shows these, POST /api/reports accepts only
 * these): a story or a message is not an account, so no impersonation; an event is not a person at
 * risk, so no self-harm; a business listing can be hateful, spam or a fake, little else.
 */
const WITHOUT_IMPERSONATION = REPORT_REASONS.filter((r) => r !== "impersonation");
export const REPORT_REASONS_BY_TARGET: Record<ReportTargetType, readonly ReportReason[]> = {
  post: REPORT_REASONS,
  comment: REPORT_REASONS,
  user: REPORT_REASONS,
  conversation: REPORT_REASONS,
  review: REPORT_REASONS,
  story: WITHOUT_IMPERSONATION,
  message: WITHOUT_IMPERSONATION,
  event: REPORT_REASONS.filter((r) => r !== "self_harm"),
  business: ["harassment", "hate", "spam", "impersonation", "other"],
};

/** How many messages before a reported message its report keeps, when the reporter shares the context. */
export const REPORT_CONTEXT_MESSAGES = 10;

export const REPORT_ACTIONS = ["dismiss", "remove", "suspend"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ["open", "resolved", "all"] as const;

export const REPORT_DETAILS_MAX = 1000;
export const RESOLUTION_NOTES_MAX = 1000;
export const MODERATION_PAGE_DEFAULT = 20;
export const MODERATION_PAGE_MAX = 50;
