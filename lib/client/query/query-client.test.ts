import { QueryCache, QueryClient } from "@/lib/client/query";
import { afterEach, describe, expect, it, vi } from "vitest";

// The query client without React, built the way makeQueryClient (lib/client/api-client.ts) builds it.
// The import above names the implementation under test; every test holds for react-query v5 and for ours.

type Key = readonly unknown[];

function makeClient() {
  const onError = vi.fn();
  const queryFn = vi.fn(async ({ queryKey }: { queryKey: Key }) => `fetched ${queryKey.join("/")}`);
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    defaultOptions: {
      queries: { queryFn, staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
  return { client, onError, queryFn };
}

let current: QueryClient | undefined;
function setup() {
  const made = makeClient();
  current = made.client;
  return made;
}

afterEach(() => {
  current?.clear();
  current = undefined;
  vi.useRealTimers();
});

/** Sets each key's data to its joined key and returns the client. */
function seeded(keys: Key[]) {
  const made = setup();
  for (const key of keys) made.client.setQueryData(key, key.map((part) => JSON.stringify(part)).join("|"));
  return made;
}

function invalidated(client: QueryClient, keys: Key[]) {
  return keys.map((key) => client.getQueryState(key)?.isInvalidated);
}

describe("setQueryData and getQueryData", () => {
  it("creates a query from a value, then updates it from a value or from an updater of the old data", () => {
    const { client } = setup();
    expect(client.getQueryData(["/api/me"])).toBeUndefined();

    client.setQueryData(["/api/me"], { name: "Aki" });
    expect(client.getQueryData(["/api/me"])).toEqual({ name: "Aki" });

    client.setQueryData(["/api/me"], { name: "Ren" });
    expect(client.getQueryData(["/api/me"])).toEqual({ name: "Ren" });

    const updater = vi.fn((old: { name: string } | undefined) => ({ name: `${old?.name}!` }));
    client.setQueryData(["/api/me"], updater);
    expect(updater).toHaveBeenCalledWith({ name: "Ren" });
    expect(client.getQueryData(["/api/me"])).toEqual({ name: "Ren!" });
  });

  it("hands an updater undefined for a missing query and creates it from what the updater returns", () => {
    const { client } = setup();
    const updater = vi.fn((old: number | undefined) => (old ?? 0) + 1);
    client.setQueryData(["count"], updater);
    expect(updater).toHaveBeenCalledWith(undefined);
    expect(client.getQueryData(["count"])).toBe(1);
  });

  it("leaves the data unchanged, and creates nothing, when the updater returns undefined", () => {
    const { client } = setup();
    client.setQueryData(["list"], [1, 2]);
    const before = client.getQueryData(["list"]);
    client.setQueryData<number[]>(["list"], () => undefined);
    expect(client.getQueryData(["list"])).toBe(before);

    client.setQueryData<number[]>(["missing"], () => undefined);
    expect(client.getQueryData(["missing"])).toBeUndefined();
    expect(client.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([["list"]]);
  });

  it("reads the exact key only: neither a longer nor a shorter key", () => {
    const { client } = setup();
    client.setQueryData(["/api/users", "u1"], "user");
    expect(client.getQueryData(["/api/users"])).toBeUndefined();
    expect(client.getQueryData(["/api/users", "u1", "posts"])).toBeUndefined();
    expect(client.getQueryData(["/api/users", "u1"])).toBe("user");
  });

  it("hashes keys stably: the order of an object's properties does not matter, its values and the array's order do", () => {
    const { client } = setup();
    client.setQueryData(["a", { x: 1, y: 2 }], "first");
    expect(client.getQueryData(["a", { y: 2, x: 1 }])).toBe("first");
    client.setQueryData(["a", { y: 2, x: 1 }], "second");
    expect(client.getQueryData(["a", { x: 1, y: 2 }])).toBe("second");
    expect(client.getQueryCache().getAll()).toHaveLength(1);

    expect(client.getQueryData(["a", { x: 1, y: 3 }])).toBeUndefined();
    expect(client.getQueryData([{ x: 1, y: 2 }, "a"])).toBeUndefined();
    expect(client.getQueryData(["a", "1"])).toBeUndefined();
  });

  it("tells a number from a string of it in a key", () => {
    const { client } = setup();
    client.setQueryData(["page", 1], "number");
    client.setQueryData(["page", "1"], "string");
    expect(client.getQueryData(["page", 1])).toBe("number");
    expect(client.getQueryData(["page", "1"])).toBe("string");
  });
});

describe("getQueryState", () => {
  it("is undefined for a key never seen", () => {
    const { client } = setup();
    expect(client.getQueryState(["nothing"])).toBeUndefined();
  });

  it("reports the data, a success status, no error, when it was updated, not invalidated and idle", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T09:00:00Z"));
    const { client } = setup();
    client.setQueryData(["/api/me"], { name: "Aki" });
    expect(client.getQueryState(["/api/me"])).toMatchObject({
      data: { name: "Aki" },
      status: "success",
      error: null,
      dataUpdatedAt: Date.parse("2026-03-01T09:00:00Z"),
      isInvalidated: false,
      fetchStatus: "idle",
    });

    vi.setSystemTime(new Date("2026-03-01T09:05:00Z"));
    client.setQueryData(["/api/me"], { name: "Ren" });
    expect(client.getQueryState(["/api/me"])?.dataUpdatedAt).toBe(Date.parse("2026-03-01T09:05:00Z"));
  });

  it("clears isInvalidated when new data is set", async () => {
    const { client } = setup();
    client.setQueryData(["k"], 1);
    await client.invalidateQueries({ queryKey: ["k"] });
    expect(client.getQueryState(["k"])).toMatchObject({ isInvalidated: true, status: "success", data: 1 });
    client.setQueryData(["k"], 2);
    expect(client.getQueryState(["k"])).toMatchObject({ isInvalidated: false, data: 2 });
  });
});

describe("invalidateQueries", () => {
  it("matches a key by prefix, part by part", async () => {
    const keys: Key[] = [["/api/users"], ["/api/users", "u1"], ["/api/users", "u1", "posts"], ["/api/users-x"], ["/api/posts"]];
    const { client } = seeded(keys);
    await client.invalidateQueries({ queryKey: ["/api/users"] });
    expect(invalidated(client, keys)).toEqual([true, true, true, false, false]);
  });

  it("matches a longer prefix only under it", async () => {
    const keys: Key[] = [["/api/users"], ["/api/users", "u1"], ["/api/users", "u1", "posts"], ["/api/users", "u2", "posts"]];
    const { client } = seeded(keys);
    await client.invalidateQueries({ queryKey: ["/api/users", "u1"] });
    expect(invalidated(client, keys)).toEqual([false, true, true, false]);
  });

  it("matches an object in the key partially: the filter's properties must be there with equal values", async () => {
    const keys: Key[] = [["a", { x: 1, y: 2 }], ["a", { x: 1 }], ["a", { x: 2, y: 2 }], ["a", { y: 2 }], ["b", { x: 1 }]];
    const { client } = seeded(keys);
    await client.invalidateQueries({ queryKey: ["a", { x: 1 }] });
    expect(invalidated(client, keys)).toEqual([true, true, false, false, false]);
  });

  it("matches only the very key with exact: true", async () => {
    const keys: Key[] = [["/api/users"], ["/api/users", "u1"], ["/api/users", "u1", "posts"]];
    const { client } = seeded(keys);
    await client.invalidateQueries({ queryKey: ["/api/users", "u1"], exact: true });
    expect(invalidated(client, keys)).toEqual([false, true, false]);
  });

  it("matches exactly regardless of an object's property order", async () => {
    const keys: Key[] = [["a", { x: 1, y: 2 }], ["a", { x: 1 }]];
    const { client } = seeded(keys);
    await client.invalidateQueries({ queryKey: ["a", { y: 2, x: 1 }], exact: true });
    expect(invalidated(client, keys)).toEqual([true, false]);
  });

  it("matches by a predicate on the query", async () => {
    const keys: Key[] = [["/api/events", "pages"], ["/api/posts", "pages"], ["/api/events", "e1"]];
    const { client } = seeded(keys);
    const predicate = vi.fn((query: { queryKey: Key }) => query.queryKey[1] === "pages");
    await client.invalidateQueries({ predicate });
    expect(invalidated(client, keys)).toEqual([true, true, false]);
    expect(predicate.mock.calls.map(([query]) => query.queryKey)).toEqual(expect.arrayContaining(keys));
  });

  it("matches by the key and the predicate together", async () => {
    const keys: Key[] = [["/api/events", "pages"], ["/api/posts", "pages"], ["/api/events", "e1"]];
    const { client } = seeded(keys);
    await client.invalidateQueries({ queryKey: ["/api/events"], predicate: (query) => query.queryKey[1] === "pages" });
    expect(invalidated(client, keys)).toEqual([true, false, false]);
  });

  it("matches every query without a filter", async () => {
    const keys: Key[] = [["a"], ["b", 1], ["c", { x: 1 }]];
    const { client } = seeded(keys);
    await client.invalidateQueries();
    expect(invalidated(client, keys)).toEqual([true, true, true]);
  });

  it("keeps the data of an invalidated query and does not fetch one nothing observes", async () => {
    const { client, queryFn } = seeded([["/api/users", "u1"]]);
    await expect(client.invalidateQueries({ queryKey: ["/api/users"] })).resolves.toBeUndefined();
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(["/api/users", "u1"])).toMatchObject({ data: '"/api/users"|"u1"', status: "success", fetchStatus: "idle" });
  });
});

describe("setQueriesData and getQueriesData", () => {
  const keys: Key[] = [["/api/events", "pages"], ["/api/events", "mine", "pages"], ["/api/events", "e1"]];
  const isPages = (query: { queryKey: Key }) => query.queryKey.at(-1) === "pages";

  it("reads [key, data] of every query the predicate picks", () => {
    const { client } = seeded(keys);
    const found = client.getQueriesData({ predicate: isPages });
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        [["/api/events", "pages"], '"/api/events"|"pages"'],
        [["/api/events", "mine", "pages"], '"/api/events"|"mine"|"pages"'],
      ]),
    );
    expect(client.getQueriesData({ predicate: () => false })).toEqual([]);
  });

  it("reads by a key prefix too", () => {
    const { client } = seeded(keys);
    expect(client.getQueriesData({ queryKey: ["/api/events", "e1"] })).toEqual([[["/api/events", "e1"], '"/api/events"|"e1"']]);
  });

  it("updates every query the predicate picks through the updater, and no other", () => {
    const { client } = seeded(keys);
    const updater = vi.fn((old: string | undefined) => `${old} updated`);
    client.setQueriesData<string>({ predicate: isPages }, updater);
    expect(updater).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(["/api/events", "pages"])).toBe('"/api/events"|"pages" updated');
    expect(client.getQueryData(["/api/events", "mine", "pages"])).toBe('"/api/events"|"mine"|"pages" updated');
    expect(client.getQueryData(["/api/events", "e1"])).toBe('"/api/events"|"e1"');
  });

  it("leaves a query unchanged where the updater returns undefined, and creates none", () => {
    const { client } = seeded(keys);
    client.setQueriesData<string>({ predicate: isPages }, (old) => (old?.includes("mine") ? "changed" : undefined));
    expect(client.getQueryData(["/api/events", "pages"])).toBe('"/api/events"|"pages"');
    expect(client.getQueryData(["/api/events", "mine", "pages"])).toBe("changed");
    client.setQueriesData({ predicate: () => false }, () => "new");
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });
});

describe("removeQueries, clear and the cache's list", () => {
  it("removes by key prefix, or only the very key with exact: true", () => {
    const keys: Key[] = [["/api/posts", "p1"], ["/api/posts", "p1", "comments"], ["/api/posts", "p2"]];
    const { client } = seeded(keys);
    client.removeQueries({ queryKey: ["/api/posts", "p1"], exact: true });
    expect(keys.map((key) => client.getQueryData(key) !== undefined)).toEqual([false, true, true]);
    client.removeQueries({ queryKey: ["/api/posts"] });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it("removes what a predicate picks, and getQueryState forgets it", () => {
    const keys: Key[] = [["/api/events", "pages"], ["/api/events", "e1"]];
    const { client } = seeded(keys);
    client.removeQueries({ predicate: (query) => query.queryKey[1] === "pages" });
    expect(client.getQueryState(["/api/events", "pages"])).toBeUndefined();
    expect(client.getQueryData(["/api/events", "e1"])).toBe('"/api/events"|"e1"');
  });

  it("clear() empties the cache", () => {
    const { client } = seeded([["a"], ["b"]]);
    client.clear();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(client.getQueryData(["a"])).toBeUndefined();
  });

  it("lists every query with its key and its state's data", () => {
    const { client } = setup();
    client.setQueryData(["/api/posts", "p1"], { id: "p1" });
    client.setQueryData(["/api/feed"], { items: [] });
    const listed = client.getQueryCache().getAll().map((query) => [query.queryKey, query.state.data]);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(expect.arrayContaining([[["/api/posts", "p1"], { id: "p1" }], [["/api/feed"], { items: [] }]]));
  });

  it("a removed query starts afresh when set again", () => {
    const { client } = setup();
    client.setQueryData(["k"], 1);
    client.removeQueries({ queryKey: ["k"] });
    client.setQueryData<number>(["k"], (old) => (old ?? 10) + 1);
    expect(client.getQueryData(["k"])).toBe(11);
  });
});
