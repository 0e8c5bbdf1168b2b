"use client";

import { fetchPage, type Page } from "@/lib/client/fetch-page";
import { useInfiniteQuery } from "@/lib/client/query";

type PagedListOptions<T> = {
  /** the first page, loaded by the server component */
  initial?: Page<T>;
  enabled?: boolean;
  /** for an endpoint answering `{ [itemsKey]: T[], nextCursor }` (see fetchPage) */
  itemsKey?: string;
};

/** Every paged list on the client: pages cached under [url, "pages"], items flattened in order. */
export function usePagedList<T>(url: string, { initial, enabled = true, itemsKey }: PagedListOptions<T> = {}) {
  const query = useInfiniteQuery({
    queryKey: [url, "pages"],
    queryFn: ({ pageParam }) => fetchPage<T>(url, pageParam, itemsKey),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: initial ? { pages: [initial], pageParams: [null] } : undefined,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
