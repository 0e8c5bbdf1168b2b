import { clearableText, nullableText } from "@/lib/core/schema/text";
import { ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, CONTENT_WARNING_MAX, CONTENT_WARNING_TOO_LONG } from "./media-text-limits";
import { serverText } from "@/lib/core/server-text";

export * from "./media-text-limits";

// Alt text and content warnings: the same limits for posts, stories and comment media.

/** Alt text of a new media item: blank, null and absent become null. */
export const altTextSchema = nullableText(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, { notText: serverText("altTextNotText") });

/** A new post's content warning: blank, null and absent become null. */
export const contentWarningSchema = nullableText(CONTENT_WARNING_MAX, CONTENT_WARNING_TOO_LONG, { notText: serverText("contentWarningNotText") });

/** An edit's content warning: null or "" removes it, absent leaves it. */
export const contentWarningEditSchema = clearableText(CONTENT_WARNING_MAX, CONTENT_WARNING_TOO_LONG, { notText: serverText("contentWarningNotText") });

/** An edit's alt text: null or "" removes it, absent leaves it. */
export const altTextEditSchema = clearableText(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, { notText: serverText("altTextNotText") });
