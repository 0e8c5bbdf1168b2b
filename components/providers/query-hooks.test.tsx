import { QueryCache, QueryClient, QueryClientProvider, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The query hooks the app uses, with a client built the way makeQueryClient (lib/client/api-client.ts)
// builds it. The import above names the implementation under test; every test holds for react-query v5
// and for ours. Time is faked in every test: settle() runs what is due now (promises, zero-delay timers)
// and advance(ms) moves the clock, so nothing here waits on the wall clock.

type Key = readonly unknown[];
type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A query function answering `<key> #<n>`, n counting its calls. */
function counting() {
  let n = 0;
  return vi.fn(async ({ queryKey }: { queryKey: Key }) => `${queryKey.join("/")} #${++n}`);
}

/** A query function whose calls the test settles by hand, in any order. */
function controlled() {
  const calls: (Deferred<unknown> & { key: Key })[] = [];
  const queryFn = vi.fn(({ queryKey }: { queryKey: Key }) => {
    const call = { ...deferred<unknown>(), key: queryKey };
    calls.push(call);
    return call.promise;
  });
  return { queryFn, calls };
}

let current: QueryClient | undefined;

function setup(queryFn: (context: { queryKey: Key }) => Promise<unknown> = counting()) {
  const onError = vi.fn();
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    defaultOptions: {
      queries: { queryFn, staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
  current = client;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, onError, wrapper, queryFn };
}

/**
 * What a component reads of a result. React-query re-renders a component only for the fields it has
 * read (tracked results); a hook rendered here reads them all, as a component showing each would.
 */
const readAll = <T extends object>(result: T): T => ({ ...result });

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisible() {
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
}
/** The page comes back into view: the browser fires visibilitychange at the document, bubbling to the window. */
const focusPage = () =>
  act(async () => {
    setVisible();
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  vi.useFakeTimers();
  setVisible();
});

afterEach(() => {
  cleanup();
  current?.clear();
  current = undefined;
  vi.useRealTimers();
});

describe("useQueryClient", () => {
  it("returns the provider's client", () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(client);
  });
});

describe("useQuery", () => {
  it("goes from pending to success with the data", async () => {
    const { queryFn, calls } = controlled();
    const { wrapper } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/me"] })), { wrapper });
    expect(result.current).toMatchObject({ status: "pending", isPending: true, isLoading: true, isFetching: true, isSuccess: false, isError: false, data: undefined, error: null });
    await settle();
    expect(calls.map((c) => c.key)).toEqual([["/api/me"]]);

    calls[0].resolve({ name: "Aki" });
    await settle();
    expect(result.current).toMatchObject({ status: "success", isPending: false, isLoading: false, isFetching: false, isSuccess: true, isError: false, data: { name: "Aki" }, error: null });
  });

  it("fetches once for two components showing the same key", async () => {
    const { queryFn, calls } = controlled();
    const { wrapper } = setup(queryFn);
    function Name() {
      const { data } = useQuery<string>({ queryKey: ["/api/me"] });
      return <p>{data ?? "loading"}</p>;
    }
    render(<><Name /><Name /></>, { wrapper });
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    calls[0].resolve("Aki");
    await settle();
    expect(screen.getAllByText("Aki")).toHaveLength(2);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("seeds the cache from initialData and does not fetch", async () => {
    const { client, wrapper, queryFn } = setup();
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/me"], initialData: { name: "Aki" } })), { wrapper });
    expect(result.current).toMatchObject({ status: "success", data: { name: "Aki" }, isFetching: false });
    await settle();
    expect(client.getQueryData(["/api/me"])).toEqual({ name: "Aki" });
    expect(client.getQueryState(["/api/me"])?.status).toBe("success");
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("does not fetch while disabled, and fetches once enabled", async () => {
    const { queryFn, calls } = controlled();
    const { wrapper } = setup(queryFn);
    const { result, rerender } = renderHook(({ enabled }) => readAll(useQuery({ queryKey: ["/api/me"], enabled })), { wrapper, initialProps: { enabled: false } });
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: "pending", isPending: true, isLoading: false, isFetching: false, fetchStatus: "idle", data: undefined });

    rerender({ enabled: true });
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ isLoading: true, isFetching: true });
    calls[0].resolve("me");
    await settle();
    expect(result.current).toMatchObject({ status: "success", data: "me" });
  });

  it("reports a failed fetch as an error without data, and tells the cache's onError once", async () => {
    const { queryFn, calls } = controlled();
    const { client, onError, wrapper } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/me"] })), { wrapper });
    await settle();
    const failure = new Error("500: down");
    calls[0].reject(failure);
    await settle();
    expect(result.current).toMatchObject({ status: "error", isError: true, isSuccess: false, isPending: false, isFetching: false, error: failure, data: undefined });
    expect(client.getQueryState(["/api/me"])).toMatchObject({ status: "error", error: failure, data: undefined, fetchStatus: "idle" });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toBe(failure);
  });

  it("keeps the old data when a refetch fails, with status error, and tells onError once per failed fetch", async () => {
    const { queryFn, calls } = controlled();
    const { onError, wrapper } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/me"] })), { wrapper });
    await settle();
    calls[0].resolve("first");
    await settle();

    act(() => void result.current.refetch());
    await settle();
    calls[1].reject(new Error("first failure"));
    await settle();
    expect(result.current).toMatchObject({ status: "error", isError: true, data: "first", error: new Error("first failure") });

    act(() => void result.current.refetch());
    await settle();
    calls[2].reject(new Error("second failure"));
    await settle();
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual(["first failure", "second failure"]);
    expect(result.current.data).toBe("first");
  });

  it("refetch() fetches again and resolves with the new result", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["k"] })), { wrapper });
    await settle();
    expect(result.current.data).toBe("k #1");
    let refetched!: Promise<{ data: unknown }>;
    act(() => void (refetched = result.current.refetch()));
    await settle();
    await expect(refetched).resolves.toMatchObject({ data: "k #2" });
    expect(result.current.data).toBe("k #2");
  });

  it("refetches a mounted query on invalidateQueries, whose promise resolves once the refetch has", async () => {
    const { queryFn, calls } = controlled();
    const { client, wrapper } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/users", "u1"] })), { wrapper });
    await settle();
    calls[0].resolve("old");
    await settle();

    let done = false;
    let invalidation!: Promise<void>;
    act(() => void (invalidation = client.invalidateQueries({ queryKey: ["/api/users"] }).then(() => void (done = true))));
    await settle();
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ data: "old", isFetching: true, status: "success" });
    expect(done).toBe(false);

    calls[1].resolve("new");
    await settle();
    await invalidation;
    expect(done).toBe(true);
    expect(result.current).toMatchObject({ data: "new", isFetching: false });
    expect(client.getQueryState(["/api/users", "u1"])?.isInvalidated).toBe(false);
  });

  it("does not refetch a query observed only while disabled; it refetches once enabled", async () => {
    const { client, wrapper, queryFn } = setup();
    client.setQueryData(["k"], "seeded");
    const { result, rerender } = renderHook(({ enabled }) => readAll(useQuery({ queryKey: ["k"], enabled })), { wrapper, initialProps: { enabled: false } });
    await act(() => client.invalidateQueries({ queryKey: ["k"] }));
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: "seeded", isFetching: false });

    rerender({ enabled: true });
    await settle();
    expect(result.current.data).toBe("k #1");
  });

  it("refetches a query invalidated while unmounted when it is next shown, showing the cached data meanwhile", async () => {
    const { queryFn, calls } = controlled();
    const { client, wrapper } = setup(queryFn);
    const first = renderHook(() => readAll(useQuery({ queryKey: ["/api/feed"] })), { wrapper });
    await settle();
    calls[0].resolve("cached");
    await settle();
    first.unmount();

    await act(() => client.invalidateQueries({ queryKey: ["/api/feed"] }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(["/api/feed"])?.isInvalidated).toBe(true);

    const second = renderHook(() => readAll(useQuery({ queryKey: ["/api/feed"] })), { wrapper });
    expect(second.result.current).toMatchObject({ data: "cached", status: "success", isPending: false });
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(second.result.current).toMatchObject({ data: "cached", isFetching: true });
    calls[1].resolve("fresh");
    await settle();
    expect(second.result.current).toMatchObject({ data: "fresh", isFetching: false });
  });

  it("does not refetch a valid cached query on the next mount (staleTime Infinity)", async () => {
    const { wrapper } = setup();
    const first = renderHook(() => readAll(useQuery({ queryKey: ["k"] })), { wrapper });
    await settle();
    first.unmount();
    const second = renderHook(() => readAll(useQuery({ queryKey: ["k"] })), { wrapper });
    await settle();
    expect(second.result.current).toMatchObject({ data: "k #1", isFetching: false });
  });

  it("re-renders its observers on setQueryData, without fetching", async () => {
    const { client, wrapper, queryFn } = setup();
    function Name() {
      const { data } = useQuery<string>({ queryKey: ["/api/me"] });
      return <p>{data}</p>;
    }
    render(<Name />, { wrapper });
    await settle();
    expect(screen.getByText("/api/me #1")).toBeInTheDocument();
    act(() => void client.setQueryData(["/api/me"], "patched"));
    await settle();
    expect(screen.getByText("patched")).toBeInTheDocument();
    act(() => void client.setQueryData<string>(["/api/me"], (old) => `${old} twice`));
    await settle();
    expect(screen.getByText("patched twice")).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("refetches on focus with refetchOnWindowFocus only once the data is stale", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["k"], staleTime: 10_000, refetchOnWindowFocus: true })), { wrapper });
    await settle();
    expect(result.current.data).toBe("k #1");

    await advance(5_000);
    await focusPage();
    expect(result.current.data).toBe("k #1");

    await advance(5_001);
    await focusPage();
    expect(result.current.data).toBe("k #2");

    await focusPage();
    expect(result.current.data).toBe("k #2");
  });

  it("does not refetch on focus with staleTime Infinity", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["k"], refetchOnWindowFocus: true })), { wrapper });
    await settle();
    await advance(60 * 60_000);
    await focusPage();
    expect(result.current.data).toBe("k #1");
    expect(result.current.isFetching).toBe(false);
  });

  it("does not refetch on focus with the app's default refetchOnWindowFocus false", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["k"], staleTime: 0 })), { wrapper });
    await settle();
    await advance(1_000);
    await focusPage();
    expect(result.current.data).toBe("k #1");
  });

  it("refetches every refetchInterval ms while mounted and stops on unmount", async () => {
    const { wrapper, queryFn } = setup();
    const { result, unmount } = renderHook(() => readAll(useQuery({ queryKey: ["/api/unread"], refetchInterval: 1_000 })), { wrapper });
    await settle();
    expect(result.current.data).toBe("/api/unread #1");
    await advance(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    // a zero-delay timer set while the fake clock ticks is due a millisecond later: the answer shows then
    await advance(1);
    expect(result.current.data).toBe("/api/unread #2");
    await advance(999);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(result.current.data).toBe("/api/unread #3");

    unmount();
    await advance(10_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it("does not let a refetch started before an invalidation overwrite the newer result when it answers last", async () => {
    const { queryFn, calls } = controlled();
    const { client, wrapper } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/feed"] })), { wrapper });
    await settle();
    calls[0].resolve("first");
    await settle();
    act(() => void result.current.refetch());
    await settle();
    let invalidation!: Promise<void>;
    act(() => void (invalidation = client.invalidateQueries({ queryKey: ["/api/feed"] })));
    await settle();
    expect(calls).toHaveLength(3);

    calls[2].resolve("newer");
    await settle();
    await invalidation;
    expect(result.current.data).toBe("newer");
    calls[1].resolve("older");
    await settle();
    expect(result.current.data).toBe("newer");
    expect(client.getQueryData(["/api/feed"])).toBe("newer");
  });

  it("ends with the newer result when the fetch started before an invalidation answers first", async () => {
    const { queryFn, calls } = controlled();
    const { client, wrapper } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/feed"] })), { wrapper });
    await settle();
    calls[0].resolve("first");
    await settle();
    act(() => void result.current.refetch());
    await settle();
    act(() => void client.invalidateQueries({ queryKey: ["/api/feed"] }));
    await settle();
    expect(calls).toHaveLength(3);

    calls[1].resolve("older");
    await settle();
    calls[2].resolve("newer");
    await settle();
    expect(result.current).toMatchObject({ data: "newer", isFetching: false });
  });

  it("removes an unobserved query gcTime (5 minutes) after its last observer unmounts", async () => {
    const { client, wrapper } = setup();
    const { unmount } = renderHook(() => readAll(useQuery({ queryKey: ["k"] })), { wrapper });
    await settle();
    unmount();
    await advance(5 * 60_000 - 1);
    expect(client.getQueryData(["k"])).toBe("k #1");
    await advance(1);
    expect(client.getQueryData(["k"])).toBeUndefined();
    expect(client.getQueryState(["k"])).toBeUndefined();
  });

  it("keeps a query that was mounted again before gcTime ran out", async () => {
    const { client, wrapper } = setup();
    const first = renderHook(() => readAll(useQuery({ queryKey: ["k"] })), { wrapper });
    await settle();
    first.unmount();
    await advance(4 * 60_000);
    const second = renderHook(() => readAll(useQuery({ queryKey: ["k"] })), { wrapper });
    await advance(10 * 60_000);
    expect(client.getQueryData(["k"])).toBe("k #1");
    expect(second.result.current.data).toBe("k #1");

    second.unmount();
    await advance(4 * 60_000);
    expect(client.getQueryData(["k"])).toBe("k #1");
    await advance(60_000);
    expect(client.getQueryData(["k"])).toBeUndefined();
  });
});

describe("useInfiniteQuery", () => {
  type Page = { items: string[]; nextCursor: string | null };

  /**
   * Three pages of one item each. The cursors name the version of the list they came from, so a
   * refetch must take each next cursor from the freshly fetched page before it.
   */
  function pagedList() {
    const list = { version: 1, failNext: false, hold: null as Deferred<void> | null };
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: string }): Promise<Page> => {
      if (list.hold) await list.hold.promise;
      if (list.failNext) throw new Error("page failed");
      const index = pageParam === "start" ? 0 : Number(pageParam.split("-")[1]);
      const version = list.version;
      return { items: [`v${version} item ${index}`], nextCursor: index < 2 ? `v${version}-${index + 1}` : null };
    });
    return { list, queryFn };
  }

  function renderPages(queryFn: (context: { pageParam: string }) => Promise<Page>, options: { initialData?: { pages: Page[]; pageParams: string[] }; enabled?: boolean } = {}) {
    const made = setup();
    const view = renderHook(
      ({ enabled }) =>
        readAll(
          useInfiniteQuery({
            queryKey: ["/api/events", "pages"],
            queryFn,
            initialPageParam: "start",
            getNextPageParam: (last: Page) => last.nextCursor,
            initialData: options.initialData,
            enabled,
          }),
        ),
      { wrapper: made.wrapper, initialProps: { enabled: options.enabled ?? true } },
    );
    return { ...made, ...view };
  }

  it("loads the first page from initialPageParam, with its pages and pageParams", async () => {
    const { queryFn } = pagedList();
    const { result } = renderPages(queryFn);
    expect(result.current).toMatchObject({ status: "pending", isFetching: true, data: undefined });
    await settle();
    expect(result.current).toMatchObject({ status: "success", hasNextPage: true, isFetchingNextPage: false });
    expect(result.current.data).toEqual({ pages: [{ items: ["v1 item 0"], nextCursor: "v1-1" }], pageParams: ["start"] });
  });

  it("appends the next page on fetchNextPage, flags isFetchingNextPage meanwhile, and has no next page after the last", async () => {
    const { list, queryFn } = pagedList();
    const { result } = renderPages(queryFn);
    await settle();

    list.hold = deferred<void>();
    act(() => void result.current.fetchNextPage());
    await settle();
    expect(result.current).toMatchObject({ isFetchingNextPage: true, isFetching: true });
    expect(result.current.data?.pages).toHaveLength(1);
    list.hold.resolve();
    list.hold = null;
    await settle();
    expect(result.current).toMatchObject({ isFetchingNextPage: false, hasNextPage: true });
    expect(result.current.data?.pageParams).toEqual(["start", "v1-1"]);

    act(() => void result.current.fetchNextPage());
    await settle();
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual(["v1 item 0", "v1 item 1", "v1 item 2"]);
    expect(result.current.data?.pageParams).toEqual(["start", "v1-1", "v1-2"]);
    expect(result.current.hasNextPage).toBe(false);
    expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual(["start", "v1-1", "v1-2"]);
  });

  it("has no next page when getNextPageParam returns undefined", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => readAll(useInfiniteQuery({ queryKey: ["only"], queryFn: async () => "page", initialPageParam: 0, getNextPageParam: () => undefined })),
      { wrapper },
    );
    await settle();
    expect(result.current).toMatchObject({ status: "success", hasNextPage: false });
  });

  it("keeps the loaded pages when fetchNextPage fails, flagging isFetchNextPageError", async () => {
    const { list, queryFn } = pagedList();
    const { result, onError } = renderPages(queryFn);
    await settle();
    list.failNext = true;
    act(() => void result.current.fetchNextPage());
    await settle();
    expect(result.current).toMatchObject({ isFetchNextPageError: true, isFetchingNextPage: false, isError: true, error: new Error("page failed") });
    expect(result.current.data?.pages).toEqual([{ items: ["v1 item 0"], nextCursor: "v1-1" }]);
    expect(onError).toHaveBeenCalledTimes(1);

    list.failNext = false;
    act(() => void result.current.fetchNextPage());
    await settle();
    expect(result.current).toMatchObject({ isFetchNextPageError: false, isError: false, status: "success" });
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual(["v1 item 0", "v1 item 1"]);
  });

  it("refetches every loaded page in order on invalidation, each next param from the fresh page before it", async () => {
    const { list, queryFn } = pagedList();
    const { client, result } = renderPages(queryFn);
    await settle();
    act(() => void result.current.fetchNextPage());
    await settle();
    act(() => void result.current.fetchNextPage());
    await settle();
    queryFn.mockClear();

    list.version = 2;
    await act(() => client.invalidateQueries({ queryKey: ["/api/events"] }));
    expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual(["start", "v2-1", "v2-2"]);
    await settle();
    expect(result.current.data).toEqual({
      pages: [
        { items: ["v2 item 0"], nextCursor: "v2-1" },
        { items: ["v2 item 1"], nextCursor: "v2-2" },
        { items: ["v2 item 2"], nextCursor: null },
      ],
      pageParams: ["start", "v2-1", "v2-2"],
    });
  });

  it("starts from initialData without fetching, and fetches the next page from its last page", async () => {
    const { queryFn } = pagedList();
    const initialData = { pages: [{ items: ["server item 0"], nextCursor: "v1-1" }], pageParams: ["start"] };
    const { result } = renderPages(queryFn, { initialData });
    expect(result.current).toMatchObject({ status: "success", data: initialData, hasNextPage: true, isFetching: false });
    await settle();
    expect(queryFn).not.toHaveBeenCalled();

    act(() => void result.current.fetchNextPage());
    await settle();
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual(["server item 0", "v1 item 1"]);
  });

  it("does not fetch while disabled, and fetches once enabled", async () => {
    const { queryFn } = pagedList();
    const { result, rerender } = renderPages(queryFn, { enabled: false });
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: "pending", isFetching: false, isLoading: false, hasNextPage: false });
    rerender({ enabled: true });
    await settle();
    expect(result.current.data?.pages).toHaveLength(1);
  });
});

describe("useMutation", () => {
  /** A mutation function whose calls the test settles by hand. */
  function controlledMutation() {
    const calls: Deferred<string>[] = [];
    const mutationFn = vi.fn((_value: number) => {
      const call = deferred<string>();
      calls.push(call);
      return call.promise;
    });
    return { mutationFn, calls };
  }

  it("goes idle, pending, success with data and variables, and back to idle on reset()", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const { result } = renderHook(() => useMutation({ mutationFn }), { wrapper });
    expect(result.current).toMatchObject({ status: "idle", isIdle: true, isPending: false, data: undefined, error: null, variables: undefined });

    act(() => result.current.mutate(7));
    await settle();
    expect(result.current).toMatchObject({ status: "pending", isPending: true, variables: 7, data: undefined });
    expect(mutationFn.mock.calls[0][0]).toBe(7);

    calls[0].resolve("saved 7");
    await settle();
    expect(result.current).toMatchObject({ status: "success", isSuccess: true, isPending: false, data: "saved 7", variables: 7, error: null });

    act(() => result.current.reset());
    await settle();
    expect(result.current).toMatchObject({ status: "idle", isPending: false, data: undefined, error: null, variables: undefined });
  });

  it("goes to error with the error, and mutate swallows the rejection", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const { result } = renderHook(() => useMutation({ mutationFn }), { wrapper });
      act(() => result.current.mutate(1));
      await settle();
      const failure = new Error("409: taken");
      calls[0].reject(failure);
      await settle();
      expect(result.current).toMatchObject({ status: "error", isError: true, isPending: false, error: failure, data: undefined, variables: 1 });
      // settle() yields to the real event loop, where Node reports a rejection nobody handled
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("mutateAsync resolves with the data or rejects with the error", async () => {
    const { wrapper } = setup();
    const mutationFn = vi.fn(async (value: number) => {
      if (value < 0) throw new Error("negative");
      return value * 2;
    });
    const { result } = renderHook(() => useMutation({ mutationFn }), { wrapper });
    let resolved!: Promise<number>;
    act(() => void (resolved = result.current.mutateAsync(21)));
    await settle();
    await expect(resolved).resolves.toBe(42);

    let rejected!: Promise<number>;
    act(() => void (rejected = result.current.mutateAsync(-1)));
    rejected.catch(() => undefined);
    await settle();
    await expect(rejected).rejects.toThrow("negative");
    expect(result.current).toMatchObject({ status: "error", error: new Error("negative") });
  });

  it("passes onMutate's return as the context to onError and onSettled, hook-level and per call", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const hook = { onMutate: vi.fn((value: number) => ({ previous: `before ${value}` })), onError: vi.fn(), onSettled: vi.fn(), onSuccess: vi.fn() };
    const call = { onError: vi.fn(), onSettled: vi.fn(), onSuccess: vi.fn() };
    const { result } = renderHook(() => useMutation({ mutationFn, ...hook }), { wrapper });
    act(() => result.current.mutate(3, call));
    await settle();
    const failure = new Error("boom");
    calls[0].reject(failure);
    await settle();

    const context = { previous: "before 3" };
    expect(hook.onMutate.mock.calls[0][0]).toBe(3);
    expect(hook.onError.mock.calls[0].slice(0, 3)).toEqual([failure, 3, context]);
    expect(hook.onSettled.mock.calls[0].slice(0, 4)).toEqual([undefined, failure, 3, context]);
    expect(call.onError.mock.calls[0].slice(0, 3)).toEqual([failure, 3, context]);
    expect(call.onSettled.mock.calls[0].slice(0, 4)).toEqual([undefined, failure, 3, context]);
    expect(hook.onSuccess).not.toHaveBeenCalled();
    expect(call.onSuccess).not.toHaveBeenCalled();
  });

  it("calls onSuccess and onSettled with data, variables and context", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const hook = { onMutate: () => "ctx", onSuccess: vi.fn(), onSettled: vi.fn(), onError: vi.fn() };
    const call = { onSuccess: vi.fn(), onSettled: vi.fn(), onError: vi.fn() };
    const { result } = renderHook(() => useMutation({ mutationFn, ...hook }), { wrapper });
    act(() => result.current.mutate(5, call));
    await settle();
    calls[0].resolve("done");
    await settle();
    expect(hook.onSuccess.mock.calls[0].slice(0, 3)).toEqual(["done", 5, "ctx"]);
    expect(hook.onSettled.mock.calls[0].slice(0, 4)).toEqual(["done", null, 5, "ctx"]);
    expect(call.onSuccess.mock.calls[0].slice(0, 3)).toEqual(["done", 5, "ctx"]);
    expect(call.onSettled.mock.calls[0].slice(0, 4)).toEqual(["done", null, 5, "ctx"]);
    expect(hook.onError).not.toHaveBeenCalled();
    expect(call.onError).not.toHaveBeenCalled();
  });

  it("awaits the hook-level onSuccess before the per-call onSuccess", async () => {
    const { wrapper } = setup();
    const log: string[] = [];
    const hookDone = deferred<void>();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (value: number) => value,
          onSuccess: async () => {
            log.push("hook onSuccess starts");
            await hookDone.promise;
            log.push("hook onSuccess ends");
          },
          onSettled: () => void log.push("hook onSettled"),
        }),
      { wrapper },
    );
    act(() => result.current.mutate(1, { onSuccess: () => void log.push("call onSuccess"), onSettled: () => void log.push("call onSettled") }));
    await settle();
    expect(log).toEqual(["hook onSuccess starts"]);
    expect(result.current.status).toBe("pending");

    hookDone.resolve();
    await settle();
    expect(log.slice(0, 2)).toEqual(["hook onSuccess starts", "hook onSuccess ends"]);
    expect(log).toHaveLength(5);
    expect(log.indexOf("hook onSettled")).toBeGreaterThan(1);
    expect(log.indexOf("call onSuccess")).toBeGreaterThan(1);
    expect(log.indexOf("call onSuccess")).toBeLessThan(log.indexOf("call onSettled"));
    expect(result.current.status).toBe("success");
  });

  it("calls only the latest mutate's per-call callbacks, but the hook-level ones for every call", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const hook = { onSuccess: vi.fn(), onSettled: vi.fn() };
    const earlier = { onSuccess: vi.fn(), onError: vi.fn(), onSettled: vi.fn() };
    const later = { onSuccess: vi.fn(), onError: vi.fn(), onSettled: vi.fn() };
    const { result } = renderHook(() => useMutation({ mutationFn, ...hook }), { wrapper });
    act(() => result.current.mutate(1, earlier));
    act(() => result.current.mutate(2, later));
    await settle();
    expect(mutationFn).toHaveBeenCalledTimes(2);

    calls[0].resolve("one");
    await settle();
    calls[1].resolve("two");
    await settle();

    expect(hook.onSuccess.mock.calls.map((args) => args.slice(0, 2))).toEqual([["one", 1], ["two", 2]]);
    expect(hook.onSettled).toHaveBeenCalledTimes(2);
    expect(earlier.onSuccess).not.toHaveBeenCalled();
    expect(earlier.onSettled).not.toHaveBeenCalled();
    expect(later.onSuccess.mock.calls.map((args) => args.slice(0, 2))).toEqual([["two", 2]]);
    expect(later.onSettled).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: "success", data: "two", variables: 2 });
  });

  it("skips an earlier mutate's per-call callbacks even when it settles after the later one", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const hook = { onError: vi.fn() };
    const earlier = { onError: vi.fn(), onSettled: vi.fn() };
    const later = { onSuccess: vi.fn() };
    const { result } = renderHook(() => useMutation({ mutationFn, ...hook }), { wrapper });
    act(() => result.current.mutate(1, earlier));
    act(() => result.current.mutate(2, later));
    await settle();
    calls[1].resolve("two");
    await settle();
    calls[0].reject(new Error("one failed"));
    await settle();
    expect(later.onSuccess).toHaveBeenCalledTimes(1);
    expect(hook.onError).toHaveBeenCalledTimes(1);
    expect(earlier.onError).not.toHaveBeenCalled();
    expect(earlier.onSettled).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: "success", data: "two" });
  });

  it("calls no per-call callback after unmount, but the hook-level ones still run", async () => {
    const { mutationFn, calls } = controlledMutation();
    const { wrapper } = setup();
    const hook = { onSuccess: vi.fn(), onSettled: vi.fn() };
    const call = { onSuccess: vi.fn(), onSettled: vi.fn() };
    const { result, unmount } = renderHook(() => useMutation({ mutationFn, ...hook }), { wrapper });
    act(() => result.current.mutate(1, call));
    await settle();
    unmount();
    calls[0].resolve("saved");
    await settle();
    expect(hook.onSuccess.mock.calls[0].slice(0, 2)).toEqual(["saved", 1]);
    expect(hook.onSettled).toHaveBeenCalledTimes(1);
    expect(call.onSuccess).not.toHaveBeenCalled();
    expect(call.onSettled).not.toHaveBeenCalled();
  });

  it("calls the per-call callbacks of an item whose own hook-level onSuccess takes it out of the list", async () => {
    // a comment's delete: the hook's onSuccess drops it from the cached list, the call's onSuccess shows the toast
    const { client, wrapper } = setup();
    client.setQueryData(["/api/comments"], ["a", "b"]);
    const told = vi.fn();
    function Item({ id }: { id: string }) {
      const remove = useMutation({
        mutationFn: async (gone: string) => gone,
        onSuccess: (gone) => void client.setQueryData<string[]>(["/api/comments"], (list) => list?.filter((c) => c !== gone)),
      });
      return <button onClick={() => remove.mutate(id, { onSuccess: told })}>{`delete ${id}`}</button>;
    }
    function List() {
      const { data = [] } = useQuery<string[]>({ queryKey: ["/api/comments"] });
      return data.map((id) => <Item key={id} id={id} />);
    }
    render(<List />, { wrapper });
    await settle();
    act(() => screen.getByRole("button", { name: "delete a" }).click());
    await settle();
    expect(screen.queryByRole("button", { name: "delete a" })).toBeNull();
    expect(told.mock.calls[0][0]).toBe("a");
  });
});

describe("render stability", () => {
  it("does not render again while nothing it shows changes", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { client, wrapper } = setup();
      let renders = 0;
      function Screen() {
        renders++;
        const { data } = useQuery<string>({ queryKey: ["/api/me"] });
        const pages = useInfiniteQuery({ queryKey: ["/api/feed", "pages"], queryFn: async () => "page", initialPageParam: 0, getNextPageParam: () => null });
        const save = useMutation({ mutationFn: async (value: string) => value });
        return <p>{`${data} ${pages.data?.pages.length} ${save.status}`}</p>;
      }
      render(<Screen />, { wrapper });
      await settle();
      expect(screen.getByText("/api/me #1 1 idle")).toBeInTheDocument();
      const settled = renders;

      await settle();
      await advance(60_000);
      expect(renders).toBe(settled);

      act(() => void client.setQueryData(["/api/other"], "unrelated"));
      await act(() => client.invalidateQueries({ queryKey: ["/api/other"] }));
      await settle();
      expect(renders).toBe(settled);
      expect(errors).not.toHaveBeenCalled();

      act(() => void client.setQueryData(["/api/me"], "changed"));
      await settle();
      expect(screen.getByText("changed 1 idle")).toBeInTheDocument();
      expect(renders).toBeGreaterThan(settled);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

// Written for our cache after review (they hold for react-query v5 too, except where a comment says).
describe("what the screens also rely on", () => {
  it("keeps the old objects of a refetch's data that did not change (structural sharing)", async () => {
    const answers = [
      { me: { name: "Aki" }, unread: 1 },
      { me: { name: "Aki" }, unread: 2 },
    ];
    const { client, wrapper } = setup(async () => answers.shift());
    const { result } = renderHook(() => readAll(useQuery<{ me: { name: string }; unread: number }>({ queryKey: ["/api/me"] })), { wrapper });
    await settle();
    const first = result.current.data;
    await act(() => client.invalidateQueries({ queryKey: ["/api/me"] }));
    await settle();
    expect(result.current.data).not.toBe(first);
    expect(result.current.data?.unread).toBe(2);
    expect(result.current.data?.me).toBe(first?.me);
  });

  it("fetches the new key when the key changes, and shows the new key's data", async () => {
    const queryFn = counting();
    const { wrapper } = setup(queryFn);
    const { result, rerender } = renderHook(({ status }) => readAll(useQuery<string>({ queryKey: ["/api/apps", { status }] })), { wrapper, initialProps: { status: "pending" } });
    await settle();
    expect(result.current.data).toBe('/api/apps/[object Object] #1');
    rerender({ status: "all" });
    expect(result.current).toMatchObject({ isPending: true, isLoading: true, data: undefined });
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(queryFn.mock.calls[1][0].queryKey).toEqual(["/api/apps", { status: "all" }]);
    expect(result.current).toMatchObject({ status: "success", data: '/api/apps/[object Object] #2' });
  });

  it("drops the answer and the failure of a fetch started over by an invalidation", async () => {
    const { queryFn, calls } = controlled();
    const { client, wrapper, onError } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/me"] })), { wrapper });
    await settle();
    calls[0].resolve("first");
    await settle();
    act(() => void result.current.refetch());
    await settle();
    act(() => void client.invalidateQueries({ queryKey: ["/api/me"] }));
    await settle();
    expect(calls).toHaveLength(3);
    calls[1].reject(new Error("too late"));
    await settle();
    expect(onError).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: "success", data: "first", isFetching: true });
    calls[2].resolve("newest");
    await settle();
    expect(result.current).toMatchObject({ status: "success", data: "newest", isFetching: false });
  });

  it("hears nothing from a fetch in flight when the cache is cleared (sign-out), and fetches afresh for a screen still up", async () => {
    // react-query cancels the fetch on removal; ours drops its answer and its failure the same way
    const { queryFn, calls } = controlled();
    const { client, wrapper, onError } = setup(queryFn);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/unread"], refetchInterval: 1_000 })), { wrapper });
    await settle();
    expect(result.current.isFetching).toBe(true);
    act(() => client.clear());
    calls[0].reject(new Error("401"));
    await settle();
    expect(onError).not.toHaveBeenCalled();
    expect(client.getQueryData(["/api/unread"])).toBeUndefined();
    await advance(1_000);
    expect(calls).toHaveLength(2);
    calls[1].resolve(3);
    await settle();
    expect(client.getQueryData(["/api/unread"])).toBe(3);
  });

  it("fills a query from initialData even while another screen's first load of it runs", async () => {
    const { queryFn, calls } = controlled();
    const { wrapper } = setup(queryFn);
    renderHook(() => useQuery({ queryKey: ["/api/posts", "p1"] }), { wrapper });
    await settle();
    expect(calls).toHaveLength(1);
    const { result } = renderHook(() => readAll(useQuery({ queryKey: ["/api/posts", "p1"], initialData: "from the server" })), { wrapper });
    await settle();
    expect(result.current.data).toBe("from the server");
    calls[0].resolve("fetched");
    await settle();
    expect(result.current.data).toBe("fetched");
  });

  it("keeps a mutation a success when the call's own onSuccess throws", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const { wrapper } = setup();
      const hook = { onError: vi.fn() };
      const { result } = renderHook(() => readAll(useMutation({ mutationFn: async (value: number) => value * 2, ...hook })), { wrapper });
      act(() =>
        result.current.mutate(2, {
          onSuccess: () => {
            throw new Error("a toast that broke");
          },
        }),
      );
      await settle();
      await settle();
      expect(result.current).toMatchObject({ status: "success", data: 4 });
      expect(hook.onError).not.toHaveBeenCalled();
      expect(unhandled.mock.calls.map(([error]) => (error as Error).message)).toEqual(["a toast that broke"]);
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
