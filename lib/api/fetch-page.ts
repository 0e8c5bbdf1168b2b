import { ApiError } from "@/lib/api/client";
import { NEXT_CURSOR_HEADER } from "@/lib/posts/constants";

/** One page of a list as the client keeps it. */
export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * One page of a list endpoint (`cursor` null asks for the first): a JSON array with the next cursor in
 * X-Next-Cursor, or with `itemsKey`, a body `{ [itemsKey]: T[], nextCursor }`.
 */
export async function fetchPage<T>(url: string, cursor: string | null, itemsKey?: string): Promise<Page<T>> {
  const full = cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : url;
  const res = await fetch(full, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  if (!itemsKey) return { items: (await res.json()) as T[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
  const body = (await res.json()) as Record<string, unknown>;
  return { items: body[itemsKey] as T[], nextCursor: (body.nextCursor as string | null | undefined) ?? null };
}
