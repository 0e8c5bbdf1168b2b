import { hashKey, type QueryFilters, type QueryKey } from "./keys";
import type { Query } from "./query";
import { QueryCache } from "./query-cache";
import type { QueryOptions, QueryState, ResolvedOptions } from "./types";

type Updater<T> = T | undefined | ((old: T | undefined) => T | undefined);

export type QueryClientConfig = {
  queryCache?: QueryCache;
  defaultOptions?: { queries?: Partial<QueryOptions>; mutations?: { retry?: false } };
};

const noop = () => {};

/**
 * The app's read cache (the subset of TanStack Query's QueryClient our screens use): keyed reads,
 * set and patched by hand after writes, invalidated by key prefix or predicate, refetched on focus
 * or reconnect where a read asks for it.
 */
export class QueryClient {
  readonly #cache: QueryCache;
  readonly #defaults: Partial<QueryOptions>;
  #mounts = 0;
  #unlisten: (() => void) | null = null;

  constructor(config: QueryClientConfig = {}) {
    this.#cache = config.queryCache ?? new QueryCache();
    this.#defaults = config.defaultOptions?.queries ?? {};
  }

  getQueryCache() {
    return this.#cache;
  }

  /** The client's defaults under the caller's options, with the key's hash. */
  defaultQueryOptions<O extends QueryOptions<never, QueryKey>>(options: O): ResolvedOptions & O {
    const merged = { ...this.#defaults } as Record<string, unknown>;
    for (const [field, value] of Object.entries(options)) if (value !== undefined) merged[field] = value;
    return { ...(merged as O), queryHash: hashKey(options.queryKey) } as ResolvedOptions & O;
  }

  /** The cached query for these options, made if needed; it takes the newest query function. */
  buildQuery(options: ResolvedOptions): Query {
    const query = this.#cache.build(options);
    query.setOptions(options);
    return query;
  }

  getQueryData<T = unknown>(queryKey: QueryKey): T | undefined {
    return this.#cache.get(hashKey(queryKey))?.state.data as T | undefined;
  }

  getQueryState<T = unknown>(queryKey: QueryKey): QueryState<T> | undefined {
    return this.#cache.get(hashKey(queryKey))?.state as QueryState<T> | undefined;
  }

  setQueryData<T = unknown>(queryKey: QueryKey, updater: Updater<T>): T | undefined {
    const queryHash = hashKey(queryKey);
    const old = this.#cache.get(queryHash)?.state.data as T | undefined;
    const data = typeof updater === "function" ? (updater as (old: T | undefined) => T | undefined)(old) : updater;
    if (data === undefined) return undefined;
    const query = this.#cache.build(this.defaultQueryOptions({ queryKey }));
    query.setData(data, true);
    return query.state.data as T;
  }

  getQueriesData<T = unknown>(filters: QueryFilters): [QueryKey, T | undefined][] {
    return this.#cache.findAll(filters).map((query) => [query.queryKey, query.state.data as T | undefined]);
  }

  setQueriesData<T = unknown>(filters: QueryFilters, updater: Updater<T>): [QueryKey, T | undefined][] {
    return this.#cache.findAll(filters).map((query) => [query.queryKey, this.setQueryData<T>(query.queryKey, updater)]);
  }

  /**
   * Marks the matching queries stale; those on screen fetch again at once (an older fetch's answer is
   * dropped), the rest when next shown. Resolves when the refetches have settled, failed or not.
   */
  async invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const queries = this.#cache.findAll(filters);
    for (const query of queries) query.invalidate();
    await Promise.all(queries.filter((query) => query.isActive()).map((query) => query.fetch({ replace: true }).catch(noop)));
  }

  removeQueries(filters: QueryFilters = {}) {
    for (const query of this.#cache.findAll(filters)) this.#cache.remove(query);
  }

  clear() {
    this.#cache.clear();
  }

  /** Listens for the page coming back into view and the network coming back (QueryClientProvider calls it). */
  mount() {
    this.#mounts++;
    if (this.#mounts > 1 || typeof window === "undefined") return;
    const onVisible = () => {
      if (document.visibilityState !== "hidden") this.#refetchOn("refetchOnWindowFocus");
    };
    const onOnline = () => this.#refetchOn("refetchOnReconnect");
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onOnline);
    this.#unlisten = () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onOnline);
    };
  }

  unmount() {
    this.#mounts--;
    if (this.#mounts > 0) return;
    this.#unlisten?.();
    this.#unlisten = null;
  }

  /** Each query one of whose watchers asks for it: `"always"`, or `true` when stale for that watcher. */
  #refetchOn(field: "refetchOnWindowFocus" | "refetchOnReconnect") {
    for (const query of this.#cache.getAll()) {
      const asks = query.watchers().some(({ options }) => {
        const value = options[field] ?? true;
        return options.enabled !== false && (value === "always" || (value && query.isStaleByTime(options.staleTime)));
      });
      if (asks) void query.fetch().catch(noop);
    }
  }
}
