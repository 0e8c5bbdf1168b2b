"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";

export type Page<T> = { items: T[]; nextCursor: string | null };

async function fetchPage<T>(url: string, cursor: string | null): Promise<Page<T>> {
  const full = cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : url;
  const res = await fetch(full, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get("x-next-cursor") };
}

/** A list endpoint answering a JSON array with the next page's cursor in X-Next-Cursor. */
export function usePagedList<T>(url: string, initial?: Page<T>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [url, "pages"],
    queryFn: ({ pageParam }) => fetchPage<T>(url, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: initial ? { pages: [initial], pageParams: [null] } : undefined,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
