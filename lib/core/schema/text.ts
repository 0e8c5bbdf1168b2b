import { z } from "zod";
import { hasUnpairedSurrogate } from "@/lib/core/text/surrogates";
import { serverText } from "@/lib/core/server-text";

// Rules every text input shares, usable in the browser and on the server.
/** PostgreSQL text cannot hold U+0000; bodies and queries carrying it are refused with this message. */
export const NUL_CHARACTER = serverText("nulCharacter");

/** A lone UTF-16 surrogate ("\ud800" in JSON) cannot be encoded as UTF-8 for PostgreSQL or re-serialised safely. */
export const UNPAIRED_SURROGATE = serverText("unpairedSurrogate");

export { hasUnpairedSurrogate };

type OptionalTextOptions = {
  /** the message for a value that is neither text nor null */
  notText?: string;
  /** "trimmed" (default): the limit applies to the trimmed text; "raw": to the text as sent */
  measure?: "trimmed" | "raw";
};

/** Optional text of at most `max` characters, trimmed; null is allowed and kept. */
export function optionalText(max: number, tooLong: string, { notText = serverText("invalidInput"), measure = "trimmed" }: OptionalTextOptions = {}) {
  const text = z.string({ error: notText });
  return (measure === "trimmed" ? text.trim().max(max, tooLong) : text.max(max, tooLong)).nullish();
}

/** For edits: blank text and null become null (the field is cleared); an absent field stays undefined (left as it is). */
export function clearableText(max: number, tooLong: string, options: OptionalTextOptions = {}) {
  return optionalText(max, tooLong, options).transform((v) => (v === undefined ? undefined : v?.trim() || null));
}

/** For creation: blank, null and absent all become null. */
export function nullableText(max: number, tooLong: string, options: OptionalTextOptions = {}) {
  return optionalText(max, tooLong, options).transform((v) => v?.trim() || null);
}
