import { nextPageParam } from "./infinite";
import type { Query } from "./query";
import type { QueryClient } from "./query-client";
import type { InfiniteData, QueryResult, QueryState, ResolvedOptions } from "./types";

const noop = () => {};

const enabled = (options: ResolvedOptions) => options.enabled !== false;
const isStale = (query: Query, options: ResolvedOptions) => enabled(options) && query.isStaleByTime(options.staleTime);

/** On mount: when enabled and stale (no data yet, invalidated, or older than staleTime). */
const shouldFetchOnMount = isStale;

/** The state as the screen will see it once a fetch that is about to start has started. */
function fetching(state: QueryState): QueryState {
  return { ...state, fetchStatus: "fetching", ...(state.data === undefined ? { error: null, status: "pending" as const } : {}) };
}

/**
 * One useQuery: which query it reads (a new key switches queries), what it shows, and when it fetches:
 * on mount or key change when stale, on its interval, and on refetch().
 */
export class QueryObserver {
  options: ResolvedOptions;
  readonly #client: QueryClient;
  #query: Query;
  readonly #listeners = new Set<() => void>();
  #interval: ReturnType<typeof setInterval> | undefined;
  #current: QueryResult;
  #currentOf: { query: Query; state: QueryState };

  constructor(client: QueryClient, options: ResolvedOptions) {
    this.#client = client;
    this.options = options;
    this.#query = client.buildQuery(options);
    this.#currentOf = { query: this.#query, state: this.#query.state };
    this.#current = this.#result(this.#query, this.#query.state);
  }

  /** What to render for these options now: the cached state, as fetching if this render will start a fetch. */
  getOptimisticResult(options: ResolvedOptions): QueryResult {
    const query = this.#client.buildQuery(options);
    const mounted = this.#listeners.size > 0;
    const willFetch = mounted
      ? (query !== this.#query || !enabled(this.options)) && isStale(query, options)
      : shouldFetchOnMount(query, options);
    return this.#result(query, willFetch && query.state.fetchStatus === "idle" ? fetching(query.state) : query.state, options);
  }

  getCurrentResult = () => this.#current;

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      this.#query.addWatcher(this);
      if (shouldFetchOnMount(this.#query, this.options)) this.#fetch();
      this.#updateInterval();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#query.removeWatcher(this);
        clearInterval(this.#interval);
      }
    };
  };

  /** After each render: the newest options; a new key or a newly enabled read fetches when stale. */
  setOptions(options: ResolvedOptions) {
    const previous = { query: this.#query, options: this.options };
    this.options = options;
    const query = this.#cached();
    const mounted = this.#listeners.size > 0;
    if (mounted && (query !== previous.query || !enabled(previous.options)) && isStale(query, options)) this.#fetch();
    if (
      mounted &&
      (query !== previous.query ||
        enabled(options) !== enabled(previous.options) ||
        options.refetchInterval !== previous.options.refetchInterval)
    ) {
      this.#updateInterval();
    }
    this.onQueryUpdate();
  }

  onQueryUpdate() {
    const { query, state } = this.#currentOf;
    if (query === this.#query && state === this.#query.state) return;
    this.#currentOf = { query: this.#query, state: this.#query.state };
    this.#current = this.#result(this.#query, this.#query.state);
    for (const listener of this.#listeners) listener();
  }

  refetch = async () => {
    await this.#cached().fetch({ replace: true }).catch(noop);
    return this.#current;
  };

  fetchNextPage = async () => {
    await this.#cached().fetch({ replace: true, direction: "forward" }).catch(noop);
    return this.#current;
  };

  #fetch() {
    void this.#cached().fetch().catch(noop);
  }

  /**
   * The cached query for its options, watched in place of the one before when they differ: a new key,
   * or the old query removed meanwhile (removeQueries, clear), so a fetch goes to the cached one.
   */
  #cached() {
    const query = this.#client.buildQuery(this.options);
    if (query !== this.#query) {
      this.#query.removeWatcher(this);
      this.#query = query;
      if (this.#listeners.size > 0) query.addWatcher(this);
    }
    return query;
  }

  #updateInterval() {
    clearInterval(this.#interval);
    const every = this.options.refetchInterval;
    if (!enabled(this.options) || typeof every !== "number" || every <= 0 || this.#listeners.size === 0) return;
    this.#interval = setInterval(() => {
      if (document.visibilityState !== "hidden") this.#fetch();
    }, every);
  }

  #result(query: Query, state: QueryState, options = this.options): QueryResult {
    const isFetching = state.fetchStatus === "fetching";
    const isPending = state.status === "pending";
    const isError = state.status === "error";
    const base = {
      status: state.status,
      fetchStatus: state.fetchStatus,
      data: state.data,
      error: state.error,
      isPending,
      isLoading: isPending && isFetching,
      isSuccess: state.status === "success",
      isError,
      isFetching,
      refetch: this.refetch,
    };
    return (options.infinite ? this.#withPages(base, state, options) : base) as QueryResult;
  }

  #withPages(base: Record<string, unknown>, state: QueryState, options: ResolvedOptions) {
    const forward = state.fetchMeta?.direction === "forward";
    const isFetchingNextPage = state.fetchStatus === "fetching" && forward;
    const isFetchNextPageError = state.status === "error" && forward;
    return {
      ...base,
      hasNextPage: nextPageParam(options.infinite!, state.data as InfiniteData<unknown> | undefined) !== null,
      isFetchingNextPage,
      isFetchNextPageError,
      fetchNextPage: this.fetchNextPage,
    };
  }
}
