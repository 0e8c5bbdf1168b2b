import { matchesFilters, type QueryFilters } from "./keys";
import { Query } from "./query";
import type { ResolvedOptions } from "./types";

export type QueryCacheConfig = {
  /** every failed fetch, once */
  onError?: (error: Error, query: Query) => void;
};

/** Every query of one client, by key hash. */
export class QueryCache {
  readonly #queries = new Map<string, Query>();
  readonly #config: QueryCacheConfig;

  constructor(config: QueryCacheConfig = {}) {
    this.#config = config;
  }

  /** The query for these options, made (with its initialData) if it is not cached yet. */
  build(options: ResolvedOptions) {
    let query = this.#queries.get(options.queryHash);
    if (!query) {
      const made: Query = new Query(
        { onError: (error) => this.#config.onError?.(error, made), remove: (gone) => this.remove(gone) },
        options,
      );
      query = made;
      this.#queries.set(options.queryHash, query);
    }
    return query;
  }

  get(queryHash: string) {
    return this.#queries.get(queryHash);
  }

  getAll() {
    return [...this.#queries.values()];
  }

  findAll(filters?: QueryFilters) {
    return this.getAll().filter((query) => matchesFilters(query, filters));
  }

  remove(query: Query) {
    if (this.#queries.get(query.queryHash) !== query) return;
    this.#queries.delete(query.queryHash);
    query.destroy();
  }

  clear() {
    for (const query of this.getAll()) this.remove(query);
  }
}
