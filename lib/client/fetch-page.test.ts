import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/client/api-client";
import { fetchPage } from "@/lib/client/fetch-page";

afterEach(() => vi.unstubAllGlobals());

const reply = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("fetchPage", () => {
  it("reads an array with the next cursor in X-Next-Cursor, adding the cursor to the query", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(reply([{ id: "a" }], { "X-Next-Cursor": "c1" })).mockResolvedValueOnce(reply([{ id: "b" }]));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchPage("/api/posts/explore?limit=60", null)).resolves.toEqual({ items: [{ id: "a" }], nextCursor: "c1" });
    await expect(fetchPage("/api/users/u1/posts", "a+b/c")).resolves.toEqual({ items: [{ id: "b" }], nextCursor: null });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/posts/explore?limit=60", "/api/users/u1/posts?cursor=a%2Bb%2Fc"]);
    expect(fetchMock.mock.calls[0][1]).toEqual({ credentials: "include" });
  });

  it("reads the total of a counted list from X-Total-Count, ignoring a malformed one", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(reply([{ id: "a" }], { "X-Total-Count": "42" })).mockResolvedValueOnce(reply([], { "X-Total-Count": "lots" })));
    await expect(fetchPage("/api/businesses", null)).resolves.toEqual({ items: [{ id: "a" }], nextCursor: null, total: 42 });
    await expect(fetchPage("/api/businesses", null)).resolves.toEqual({ items: [], nextCursor: null });
  });

  it("reads a body page by its items key", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(reply({ notifications: [{ id: "n" }], nextCursor: "c2" })));
    await expect(fetchPage("/api/notifications", null, "notifications")).resolves.toEqual({ items: [{ id: "n" }], nextCursor: "c2" });
  });

  it("raises an ApiError with the status on a failed page", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(reply({ message: "Unauthorized", code: "unauthorized" }, {}, 401)));
    const error = await fetchPage("/api/posts/feed", null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});
