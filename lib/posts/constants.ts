// Shared by server and browser: the response header carrying the next page's cursor.
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
/** Feed placeholders while loading (spec section 9). */
export const FEED_PLACEHOLDERS = 3;
