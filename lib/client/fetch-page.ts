import { ApiError } from "@/lib/client/api-client";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@/lib/contract/posts/constants";

/** One page of a list as the client keeps it. */
export type Page<T> = { items: T[]; nextCursor: string | null; /** all matches, when the endpoint counts them */ total?: number };

/**
 * One page of a list endpoint (`cursor` null asks for the first): a JSON array with the next cursor in
 * X-Next-Cursor, or with `itemsKey`, a body `{ [itemsKey]: T[], nextCursor }`.
 */
export async function fetchPage<T>(url: string, cursor: string | null, itemsKey?: string): Promise<Page<T>> {
  const full = cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : url;
  const res = await fetch(full, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  if (!itemsKey) {
    const total = res.headers.get(TOTAL_COUNT_HEADER);
    const page: Page<T> = { items: (await res.json()) as T[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
    return total !== null && /^\d+$/.test(total) ? { ...page, total: Number(total) } : page;
  }
  const body = (await res.json()) as Record<string, unknown>;
  return { items: body[itemsKey] as T[], nextCursor: (body.nextCursor as string | null | undefined) ?? null };
}
