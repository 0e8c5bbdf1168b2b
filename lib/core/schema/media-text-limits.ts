// The limits and texts of lib/core/schema/media-text.ts without zod, for client code that needs only them.
import { serverText } from "@/lib/core/server-text";

export const ALT_TEXT_MAX = 1500;
export const CONTENT_WARNING_MAX = 100;
export const ALT_TEXT_TOO_LONG = serverText("altTextTooLong", { max: ALT_TEXT_MAX.toLocaleString("en") });
export const CONTENT_WARNING_TOO_LONG = serverText("contentWarningTooLong", { max: CONTENT_WARNING_MAX });
