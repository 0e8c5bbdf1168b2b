import { replaceEqualDeep, type QueryKey } from "./keys";
import { fetchPages } from "./infinite";
import type { QueryFunction, QueryState, ResolvedOptions } from "./types";

const FIVE_MINUTES = 5 * 60_000;
const noop = () => {};

/** What a query needs from its cache: where failures are reported and how it leaves. */
export type QueryHost = {
  onError: (error: Error) => void;
  remove: (query: Query) => void;
};

/** Something watching a query: told of every change, and asked whether it counts as active. */
export type QueryWatcher = { options: ResolvedOptions; onQueryUpdate: () => void };

function initialState(options: ResolvedOptions): QueryState {
  const { initialData } = options;
  const data = typeof initialData === "function" ? (initialData as () => unknown)() : initialData;
  return {
    data,
    dataUpdatedAt: data === undefined ? 0 : Date.now(),
    error: null,
    status: data === undefined ? "pending" : "success",
    fetchStatus: "idle",
    isInvalidated: false,
    fetchMeta: null,
  };
}

/** One cached read: its state, the fetch in flight (shared by everyone asking), its watchers and its expiry. */
export class Query {
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  options: ResolvedOptions;
  state: QueryState;
  readonly #host: QueryHost;
  readonly #watchers = new Set<QueryWatcher>();
  #promise: Promise<unknown> | null = null;
  #abort: AbortController | null = null;
  #generation = 0;
  #gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: QueryHost, options: ResolvedOptions) {
    this.#host = host;
    this.queryKey = options.queryKey;
    this.queryHash = options.queryHash;
    this.options = options;
    this.state = initialState(options);
    this.scheduleGc();
  }

  /**
   * Takes the newest options (query function, paging); initialData fills a query that has no data yet,
   * even while its first load runs (that load's answer replaces it when it comes).
   */
  setOptions(options: ResolvedOptions) {
    this.options = { ...this.options, ...options };
    if (this.state.data === undefined && options.initialData !== undefined) {
      const seeded = initialState(options);
      if (seeded.data !== undefined) {
        this.state = { ...seeded, fetchStatus: this.state.fetchStatus };
        queueMicrotask(() => this.#notify());
      }
    }
  }

  #setState(patch: Partial<QueryState>) {
    this.state = { ...this.state, ...patch };
    this.#notify();
  }

  #notify() {
    for (const watcher of this.#watchers) watcher.onQueryUpdate();
  }

  /** Data set by hand (setQueryData) or fetched; a fetch in flight goes on unless it was this one. */
  setData(data: unknown, manual: boolean) {
    this.#setState({
      data: replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      isInvalidated: false,
      status: "success",
      ...(manual ? {} : { fetchStatus: "idle" as const }),
    });
  }

  invalidate() {
    if (!this.state.isInvalidated) this.#setState({ isInvalidated: true });
  }

  isStaleByTime(staleTime = 0) {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || !(dataUpdatedAt + staleTime > Date.now());
  }

  /** Watched by someone for whom it is enabled. */
  isActive() {
    return [...this.#watchers].some((watcher) => watcher.options.enabled !== false);
  }

  watchers() {
    return [...this.#watchers];
  }

  addWatcher(watcher: QueryWatcher) {
    this.#watchers.add(watcher);
    clearTimeout(this.#gcTimer);
  }

  removeWatcher(watcher: QueryWatcher) {
    this.#watchers.delete(watcher);
    if (this.#watchers.size === 0) this.scheduleGc();
  }

  scheduleGc() {
    clearTimeout(this.#gcTimer);
    const gcTime = this.options.gcTime ?? FIVE_MINUTES;
    // on the server a client lives for one render: nothing to expire, and no timer to hold the process
    if (typeof window === "undefined" || !Number.isFinite(gcTime)) return;
    this.#gcTimer = setTimeout(() => {
      if (this.#watchers.size === 0 && this.state.fetchStatus === "idle") this.#host.remove(this);
    }, gcTime);
  }

  /** Out of the cache (removeQueries, clear, expiry): a fetch in flight is dropped, its answer and its failure unheard. */
  destroy() {
    clearTimeout(this.#gcTimer);
    this.#generation++;
    this.#abort?.abort();
    if (this.state.fetchStatus === "fetching") this.state = { ...this.state, fetchStatus: "idle" };
  }

  /**
   * Fetches, or joins the fetch in flight. `replace` starts over when data is already shown (an
   * invalidation, a refetch by hand, the next page): the older fetch's answer is then dropped.
   */
  fetch({ replace = false, direction }: { replace?: boolean; direction?: "forward" } = {}): Promise<unknown> {
    if (this.state.fetchStatus === "fetching" && this.#promise) {
      if (!(replace && this.state.data !== undefined)) return this.#promise;
      this.#abort?.abort();
    }
    const generation = ++this.#generation;
    const abort = new AbortController();
    this.#abort = abort;
    this.#setState({
      fetchStatus: "fetching",
      fetchMeta: direction ? { direction } : null,
      ...(this.state.data === undefined ? { error: null, status: "pending" as const } : {}),
    });
    const current = () => generation === this.#generation;
    // a fetch started over hands its callers the newer one's answer; a dropped one (destroy) the data as it is
    const superseded = (): unknown => (this.#promise === promise ? this.state.data : this.#promise);
    const run = async (): Promise<unknown> => {
      try {
        const data = await this.#run(abort.signal, direction);
        if (!current()) return superseded();
        this.setData(data, false);
        return data;
      } catch (caught) {
        if (!current()) return superseded();
        const error = caught instanceof Error ? caught : new Error(String(caught));
        this.#setState({ status: "error", error, fetchStatus: "idle" });
        this.#host.onError(error);
        throw error;
      } finally {
        if (current() && this.#watchers.size === 0) this.scheduleGc();
      }
    };
    const promise: Promise<unknown> = run();
    this.#promise = promise;
    promise.catch(noop);
    return promise;
  }

  #run(signal: AbortSignal, direction: "forward" | undefined) {
    const queryFn = this.options.queryFn as QueryFunction | undefined;
    if (!queryFn) return Promise.reject(new Error(`Missing queryFn: '${this.queryHash}'`));
    if (this.options.infinite) {
      return fetchPages(this.state.data, this.options.infinite, direction, (pageParam) =>
        queryFn({ queryKey: this.queryKey, signal, pageParam }),
      );
    }
    return Promise.resolve(queryFn({ queryKey: this.queryKey, signal, pageParam: undefined }));
  }
}
