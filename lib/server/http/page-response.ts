import "server-only";
import { jsonTextResponse } from "@/lib/core/net/body-text";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@/lib/contract/posts/constants";

/** A plain JSON array (the spec's shape) with the next page's cursor (and, given, the total) in headers. */
export function pageResponse(items: unknown[], nextCursor: string | null, total?: number) {
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (nextCursor) headers[NEXT_CURSOR_HEADER] = nextCursor;
  if (total !== undefined) headers[TOTAL_COUNT_HEADER] = String(total);
  // Response.json(items, { headers }), carrying its text for the direct lane (body-text.ts)
  return jsonTextResponse(JSON.stringify(items), { headers });
}
