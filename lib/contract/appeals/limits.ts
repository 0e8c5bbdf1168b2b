// The limits and lists of lib/contract/appeals/schemas.ts without zod, for client code that needs only them.
/** An appeal's text: 1-1,000 characters after trimming. */
export const APPEAL_TEXT_MAX = 1000;
/** A rejection's reason, told to the member: 1-1,000 characters. */
export const APPEAL_REASON_MAX = 1000;

export const APPEAL_STATUSES = ["open", "resolved", "all"] as const;
export const APPEAL_ACTIONS = ["accept", "reject"] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];
