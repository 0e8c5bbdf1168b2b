// The limits and texts of lib/core/schema/media-text.ts without zod, for client code that needs only them.
export const ALT_TEXT_MAX = 1500;
export const CONTENT_WARNING_MAX = 100;
export const ALT_TEXT_TOO_LONG = `Alt text must be at most ${ALT_TEXT_MAX.toLocaleString("en")} characters`;
export const CONTENT_WARNING_TOO_LONG = `Content warning must be at most ${CONTENT_WARNING_MAX} characters`;
