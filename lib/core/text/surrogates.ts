// Zod-free, so the browser can check text (tag addresses in rich text) without loading zod.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A lone UTF-16 surrogate ("\ud800" in JSON) cannot be encoded as UTF-8 for PostgreSQL or re-serialised safely. */
export function hasUnpairedSurrogate(text: string) {
  return LONE_SURROGATE.test(text);
}
