// Niji's read cache: the part of TanStack Query's API our screens use, at a fraction of its weight on
// every screen's first load (docs/decisions/query-cache.md).
export type { QueryFilters, QueryKey } from "./keys";
export { QueryCache } from "./query-cache";
export { QueryClient } from "./query-client";
export type { MutateOptions, UseMutationResult } from "./mutation-observer";
export { QueryClientProvider, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "./react";
export type { InfiniteData, QueryFunction, QueryFunctionContext, QueryResult, QueryState } from "./types";
