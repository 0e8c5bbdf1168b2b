import { clearableText, nullableText } from "@/lib/validations/text";

// Alt text and content warnings: the same limits for posts, stories and comment media.
export const ALT_TEXT_MAX = 1500;
export const CONTENT_WARNING_MAX = 100;
export const ALT_TEXT_TOO_LONG = `Alt text must be at most ${ALT_TEXT_MAX.toLocaleString("en")} characters`;
export const CONTENT_WARNING_TOO_LONG = `Content warning must be at most ${CONTENT_WARNING_MAX} characters`;

/** Alt text of a new media item: blank, null and absent become null. */
export const altTextSchema = nullableText(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, { notText: "Alt text must be text" });

/** A new post's content warning: blank, null and absent become null. */
export const contentWarningSchema = nullableText(CONTENT_WARNING_MAX, CONTENT_WARNING_TOO_LONG, { notText: "Content warning must be text" });

/** An edit's content warning: null or "" removes it, absent leaves it. */
export const contentWarningEditSchema = clearableText(CONTENT_WARNING_MAX, CONTENT_WARNING_TOO_LONG, { notText: "Content warning must be text" });

/** An edit's alt text: null or "" removes it, absent leaves it. */
export const altTextEditSchema = clearableText(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, { notText: "Alt text must be text" });
