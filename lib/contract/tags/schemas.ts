import { normalizeTag } from "@/lib/core/text/entities";
import { hasUnpairedSurrogate } from "@/lib/core/text/surrogates";
import { serverText } from "@/lib/core/server-text";

export * from "./paths";

export const INVALID_TAG = serverText("invalidTag");
/** Posts per page of a tag page (the first is loaded by the server). */
export const TAG_PAGE_SIZE = 24;
/** A tag page counts its posts up to this many, then says "10,000+". */
export const TAG_COUNT_CAP = 10_000;
/** Longest path segment we try to read as a tag (percent-encoded UTF-8 of TAG_MAX characters fits). */
const TAG_SEGMENT_MAX = 1024;

/**
 * The tag of a /tags/{tag} address, as stored (normalizeTag); null when it is no tag: malformed
 * percent-encoding, a lone surrogate, NUL, too long, or not a tag by the parser's rules. Next hands a
 * route handler the segment decoded but a page still percent-encoded; decoding once more is harmless
 * either way, since a tag never holds a '%'.
 */
export function tagFromSegment(segment: string): string | null {
  if (segment.length > TAG_SEGMENT_MAX) return null;
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (text.includes("\0") || hasUnpairedSurrogate(text)) return null;
  return normalizeTag(text);
}
