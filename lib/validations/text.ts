// Rules every text input shares, usable in the browser and on the server.
/** PostgreSQL text cannot hold U+0000; bodies and queries carrying it are refused with this message. */
export const NUL_CHARACTER = "Text can't contain NUL characters";

/** A lone UTF-16 surrogate ("\ud800" in JSON) cannot be encoded as UTF-8 for PostgreSQL or re-serialised safely. */
export const UNPAIRED_SURROGATE = "Text can't contain unpaired surrogate characters";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnpairedSurrogate(text: string) {
  return LONE_SURROGATE.test(text);
}
