// Shared by server and browser: the response header carrying the next page's cursor.
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
/** The number of matches of a filtered list over all its pages, where a screen shows it. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/** Feed placeholders while loading (spec section 9). */
export const FEED_PLACEHOLDERS = 3;
