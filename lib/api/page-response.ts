import { json } from "@/lib/api/respond";
import { NEXT_CURSOR_HEADER } from "@/lib/posts/constants";

/** A plain JSON array (the spec's shape) with the next page's cursor in a header. */
export function pageResponse(items: unknown[], nextCursor: string | null) {
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (nextCursor) headers[NEXT_CURSOR_HEADER] = nextCursor;
  return json(items, { headers });
}
