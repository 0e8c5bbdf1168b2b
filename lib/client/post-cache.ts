import type { QueryClient } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";

// After a like, comment or save, the post changes wherever it is cached: feed pages, explore,
// a profile grid, saved posts or the single-post query. One walker patches them all.

type Patch = (post: PostDto) => PostDto;

function isPost(value: unknown): value is PostDto {
  return typeof value === "object" && value !== null && "id" in value && "mediaFiles" in value;
}

function patchValue(value: unknown, id: string, patch: Patch): unknown {
  if (isPost(value)) return value.id === id ? patch(value) : value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchValue(item, id, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ["post", "posts", "pages", "items"] as const) {
      if (key in record) {
        const patched = patchValue(record[key], id, patch);
        if (patched !== record[key]) return { ...record, [key]: patched };
      }
    }
  }
  return value;
}

export function patchPostEverywhere(queryClient: QueryClient, id: string, patch: Patch) {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchValue(data, id, patch);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** Refreshes every list of posts (after a new post). */
export async function invalidatePostLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["/api/posts/feed"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/posts/explore"] }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/users" && q.queryKey[2] === "posts" }),
  ]);
}

/** A list item that is the post `id`, or a saved-post entry holding it. */
function holds(item: unknown, id: string) {
  if (isPost(item)) return item.id === id;
  const inner = typeof item === "object" && item !== null ? (item as { post?: unknown }).post : undefined;
  return isPost(inner) && inner.id === id;
}

function removeValue(value: unknown, id: string): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next: unknown[] = [];
    for (const item of value) {
      if (holds(item, id)) {
        changed = true;
        continue;
      }
      const inner = removeValue(item, id);
      if (inner !== item) changed = true;
      next.push(inner);
    }
    return changed ? next : value;
  }
  if (typeof value === "object" && value !== null && !isPost(value)) {
    const record = value as Record<string, unknown>;
    for (const key of ["posts", "pages", "items"] as const) {
      if (key in record) {
        const next = removeValue(record[key], id);
        if (next !== record[key]) return { ...record, [key]: next };
      }
    }
  }
  return value;
}

/** After a delete: drops the post from every cached list (feed, explore, grids, saved) and its own query. */
export function removePostEverywhere(queryClient: QueryClient, id: string) {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = removeValue(data, id);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
  queryClient.removeQueries({ queryKey: ["/api/posts", id], exact: true });
}
