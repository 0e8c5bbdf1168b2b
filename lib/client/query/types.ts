import type { QueryKey } from "./keys";

export type QueryStatus = "pending" | "success" | "error";
export type FetchStatus = "fetching" | "idle";

export type QueryFunctionContext<K extends QueryKey = QueryKey, P = unknown> = {
  queryKey: K;
  signal: AbortSignal;
  /** the page asked for, in an infinite query */
  pageParam: P;
};

export type QueryFunction<T = unknown, K extends QueryKey = QueryKey, P = unknown> = (
  context: QueryFunctionContext<K, P>,
) => T | Promise<T>;

export type InfiniteData<T, P = unknown> = { pages: T[]; pageParams: P[] };

/** `true` refetches when the data is stale, `"always"` even when it is fresh. */
type RefetchOn = boolean | "always";

export type QueryOptions<T = unknown, K extends QueryKey = QueryKey> = {
  queryKey: K;
  queryFn?: QueryFunction<T, K>;
  enabled?: boolean;
  /** ms after a fetch before the data counts as stale (default 0) */
  staleTime?: number;
  /** ms an unobserved query stays cached (default 5 minutes) */
  gcTime?: number;
  /** ms between refetches while shown and the page is in view */
  refetchInterval?: number | false;
  refetchOnWindowFocus?: RefetchOn;
  refetchOnReconnect?: RefetchOn;
  /** reads are never retried here; accepted so options read as they did */
  retry?: false;
  initialData?: NoInfer<T> | (() => NoInfer<T>);
};

export type InfiniteOptions<T, P> = {
  initialPageParam: P;
  getNextPageParam: (lastPage: T, pages: T[], lastPageParam: P, pageParams: P[]) => P | null | undefined;
};

/** Options as the cache keeps them: the client's defaults under the caller's, and, for an infinite query, its paging. */
export type ResolvedOptions = QueryOptions<unknown> & { queryHash: string; infinite?: InfiniteOptions<unknown, unknown> };

export type QueryState<T = unknown> = {
  data: T | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  status: QueryStatus;
  fetchStatus: FetchStatus;
  isInvalidated: boolean;
  /** set when the last fetch asked for the next page */
  fetchMeta: { direction: "forward" } | null;
};

type ResultBase<T, E> = {
  fetchStatus: FetchStatus;
  isFetching: boolean;
  refetch: () => Promise<QueryResult<T, E>>;
};

type PendingResult<T, E> = ResultBase<T, E> & {
  status: "pending";
  data: undefined;
  error: null;
  isPending: true;
  isLoading: boolean;
  isSuccess: false;
  isError: false;
};
type SuccessResult<T, E> = ResultBase<T, E> & {
  status: "success";
  data: T;
  error: null;
  isPending: false;
  isLoading: false;
  isSuccess: true;
  isError: false;
};
type ErrorBase<T, E> = ResultBase<T, E> & {
  status: "error";
  error: E;
  isPending: false;
  isLoading: false;
  isSuccess: false;
  isError: true;
};
/** The first load failed: nothing to show. */
type LoadErrorResult<T, E> = ErrorBase<T, E> & { data: undefined };
/** A refetch failed: the data from before is still shown. */
type RefetchErrorResult<T, E> = ErrorBase<T, E> & { data: T };

export type QueryResult<T = unknown, E = Error> = PendingResult<T, E> | SuccessResult<T, E> | LoadErrorResult<T, E> | RefetchErrorResult<T, E>;
/** A query given initialData always has data. */
export type DefinedQueryResult<T = unknown, E = Error> = SuccessResult<T, E> | RefetchErrorResult<T, E>;

type InfiniteExtras = {
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};
export type InfiniteQueryResult<T, P = unknown, E = Error> = QueryResult<InfiniteData<T, P>, E> & InfiniteExtras;
