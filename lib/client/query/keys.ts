// Query keys: how a key is hashed, how a filter matches it, and how fresh data keeps the parts of the
// old that did not change (so a component's effect on `data` runs only when something changed).

export type QueryKey = readonly unknown[];

type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The same string for equal keys, whatever the order of an object's fields. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.keys(value).sort().map((field) => [field, value[field]]))
      : value,
  );
}

/** True when the key starts with the filter key: each element equal, an object in the filter matching a subset of fields. */
export function partialMatchKey(key: unknown, filter: unknown): boolean {
  if (key === filter) return true;
  if (typeof key !== typeof filter || typeof key !== "object" || key === null || filter === null) return false;
  const whole = key as Record<string, unknown>;
  const part = filter as Record<string, unknown>;
  return Object.keys(part).every((field) => partialMatchKey(whole[field], part[field]));
}

/** `next`, with every part deeply equal to `prev` replaced by `prev`'s own object. */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return prev as T;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const before = prev as Record<string | number, unknown>;
  const after = next as Record<string | number, unknown>;
  const fields: (string | number)[] = arrays ? (next as unknown[]).map((_, index) => index) : Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string | number, unknown>;
  let same = fields.length === (arrays ? (prev as unknown[]).length : Object.keys(before).length);
  for (const field of fields) {
    const value = replaceEqualDeep(before[field], after[field]);
    copy[field] = value;
    if (value !== before[field] || (value === undefined && !(field in before))) same = false;
  }
  return (same ? prev : copy) as T;
}

/** Which cached queries an operation applies to: all, those under a key (or exactly it), or a predicate's. */
export type QueryFilters = {
  queryKey?: QueryKey;
  exact?: boolean;
  predicate?: (query: { queryKey: QueryKey }) => boolean;
};

export function matchesFilters(query: { queryKey: QueryKey; queryHash: string }, filters: QueryFilters = {}) {
  const { queryKey, exact, predicate } = filters;
  if (queryKey !== undefined) {
    if (exact ? query.queryHash !== hashKey(queryKey) : !partialMatchKey(query.queryKey, queryKey)) return false;
  }
  return !predicate || predicate(query);
}
