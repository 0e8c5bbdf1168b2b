import type { InfiniteData, InfiniteOptions } from "./types";

type Pages = InfiniteData<unknown, unknown>;

/** The param of the page after the last one loaded, or null at the end. */
export function nextPageParam(options: InfiniteOptions<unknown, unknown>, data: Pages | undefined) {
  if (!data || data.pages.length === 0) return null;
  const last = data.pages.length - 1;
  return options.getNextPageParam(data.pages[last], data.pages, data.pageParams[last], data.pageParams) ?? null;
}

/**
 * An infinite query's fetch: the next page appended (`forward`), or, for a first load or a refetch,
 * every page loaded so far fetched again in order, each page's param read from the fresh page before it.
 */
export async function fetchPages(
  current: unknown,
  options: InfiniteOptions<unknown, unknown>,
  direction: "forward" | undefined,
  fetchPage: (param: unknown) => unknown,
): Promise<Pages> {
  const old = current as Pages | undefined;
  if (direction === "forward" && old) {
    const param = nextPageParam(options, old);
    if (param === null) return old;
    const page = await fetchPage(param);
    return { pages: [...old.pages, page], pageParams: [...old.pageParams, param] };
  }
  const count = old?.pages.length || 1;
  let fresh: Pages = { pages: [], pageParams: [] };
  for (let index = 0; index < count; index++) {
    const param = index === 0 ? (old?.pageParams[0] ?? options.initialPageParam) : nextPageParam(options, fresh);
    if (index > 0 && param === null) break;
    const page = await fetchPage(param);
    fresh = { pages: [...fresh.pages, page], pageParams: [...fresh.pageParams, param] };
  }
  return fresh;
}
