"use client";

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { QueryKey } from "./keys";
import { MutationObserver, type MutationOptions, type UseMutationResult } from "./mutation-observer";
import type { QueryClient } from "./query-client";
import { QueryObserver } from "./query-observer";
import type { DefinedQueryResult, InfiniteData, InfiniteOptions, InfiniteQueryResult, QueryFunction, QueryOptions, QueryResult } from "./types";

const ClientContext = createContext<QueryClient | null>(null);

/**
 * A subscription whose re-render signals arrive in a task of their own, after the code that changed the
 * cache has run to its end, as TanStack Query does: a mutation's per-call callbacks then still find the
 * component that made the call mounted, even when the hook's own callbacks removed it from a list.
 */
function deferredSubscribe(subscribe: (listener: () => void) => () => void) {
  return (onStoreChange: () => void) => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(() => {
      if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          if (live) onStoreChange();
        }, 0);
      }
    });
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
    };
  };
}

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("No QueryClient set, use QueryClientProvider to set one");
  return client;
}

function useObservedQuery(options: QueryOptions<never> & { infinite?: InfiniteOptions<unknown, unknown> }) {
  const client = useQueryClient();
  const resolved = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver(client, resolved));
  const result = observer.getOptimisticResult(resolved);
  const subscribe = useMemo(() => deferredSubscribe(observer.subscribe), [observer]);
  useSyncExternalStore(subscribe, observer.getCurrentResult, observer.getCurrentResult);
  useEffect(() => observer.setOptions(resolved));
  return result;
}

/** A cached read of `queryKey` (by default the key's segments joined as the URL: see makeQueryClient). */
export function useQuery<T = unknown, E = Error, K extends QueryKey = QueryKey>(
  options: QueryOptions<T, K> & { initialData: NoInfer<T> | (() => NoInfer<T>) },
): DefinedQueryResult<T, E>;
export function useQuery<T = unknown, E = Error, K extends QueryKey = QueryKey>(options: QueryOptions<T, K>): QueryResult<T, E>;
export function useQuery(options: QueryOptions<unknown>) {
  return useObservedQuery(options as QueryOptions<never>);
}

type InfiniteQueryOptions<T, P, K extends QueryKey> = Omit<QueryOptions<InfiniteData<T, P>, K>, "queryFn"> &
  InfiniteOptions<T, P> & { queryFn: QueryFunction<T, K, P> };

/** A list read page by page: pages kept in order, the next one asked for with fetchNextPage. */
export function useInfiniteQuery<T, P = unknown, E = Error, K extends QueryKey = QueryKey>(
  options: InfiniteQueryOptions<T, P, K>,
): InfiniteQueryResult<T, P, E> {
  const { initialPageParam, getNextPageParam, ...rest } = options;
  const infinite = { initialPageParam, getNextPageParam } as InfiniteOptions<unknown, unknown>;
  return useObservedQuery({ ...(rest as unknown as QueryOptions<never>), infinite }) as unknown as InfiniteQueryResult<T, P, E>;
}

/** A write: mutate() runs it, the result shows its state (see MutationObserver for the callbacks' order). */
export function useMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: MutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const [observer] = useState(() => new MutationObserver(options));
  useEffect(() => observer.setOptions(options), [observer, options]);
  const subscribe = useMemo(() => deferredSubscribe(observer.subscribe), [observer]);
  return useSyncExternalStore(subscribe, observer.getCurrentResult, observer.getCurrentResult);
}
