import { BlobError, BlobNotFoundError } from "@vercel/blob";
import { describe, expect, it, vi } from "vitest";
import { BLOB_CACHE_MAX_AGE_S, blobPathname, createBlobStorage, type BlobClient } from "./blob";
import { InvalidStorageKeyError, StorageKeyExistsError } from "./types";

const URL_BASE = "https://store.public.blob.vercel-storage.com";
const SECRET = "test-secret-of-32-characters-abc";
/** Where a key's object is stored now. */
const at = (key: string) => blobPathname(key, SECRET);

function setup(objects: Record<string, { data: string; contentType: string }> = {}) {
  const client = {
    put: vi.fn<BlobClient["put"]>(async () => ({})),
    head: vi.fn<BlobClient["head"]>(async (pathname) => {
      const o = objects[pathname];
      if (!o) throw new BlobNotFoundError();
      return { url: `${URL_BASE}/${pathname}`, size: o.data.length, contentType: o.contentType };
    }),
    del: vi.fn<BlobClient["del"]>(async () => {}),
  };
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const key = String(input).slice(URL_BASE.length + 1);
    const data = objects[key]?.data ?? "";
    const range = new Headers(init?.headers).get("range")?.match(/^bytes=(\d+)-(\d+)$/);
    if (!range) return new Response(data, { status: 200 });
    return new Response(data.slice(Number(range[1]), Number(range[2]) + 1), { status: 206 });
  });
  return { client, fetch, storage: createBlobStorage({ token: "test-token", secret: SECRET, client, fetch }) };
}

describe("blob storage driver", () => {
  it("puts public blobs at a secret pathname derived from the key, never the key itself, cached a minute at most", async () => {
    const { client, storage } = setup();
    await storage.put("m/x1.png", Buffer.from("abc"), { contentType: "image/png" });
    expect(client.put).toHaveBeenCalledWith(at("m/x1.png"), Buffer.from("abc"), {
      access: "public",
      addRandomSuffix: false,
      allowOverwrite: false,
      cacheControlMaxAge: BLOB_CACHE_MAX_AGE_S,
      contentType: "image/png",
      token: "test-token",
    });
    expect(BLOB_CACHE_MAX_AGE_S).toBe(60);
    const path = at("m/x1.png");
    expect(path).toMatch(/^o\/[0-9a-f]{64}$/);
    expect(path).not.toContain("x1");
    // Another secret, another pathname: knowing the key is not enough to find the blob.
    expect(blobPathname("m/x1.png", "another-secret-of-32-characters")).not.toBe(path);
  });

  it("reads objects at their secret pathname, and objects stored before at the key's own pathname", async () => {
    const { client, storage } = setup({ [at("m/new.mp4")]: { data: "new", contentType: "video/mp4" }, "m/old.mp4": { data: "old", contentType: "video/mp4" } });
    expect(await new Response((await storage.get("m/new.mp4"))!.body).text()).toBe("new");
    expect(await new Response((await storage.get("m/old.mp4"))!.body).text()).toBe("old");
    expect(await storage.stat("m/old.mp4")).toEqual({ size: 3, contentType: "video/mp4" });
    await storage.delete("m/old.mp4");
    expect(client.del).toHaveBeenCalledWith(at("m/old.mp4"), { token: "test-token" });
    expect(client.del).toHaveBeenCalledWith("m/old.mp4", { token: "test-token" });
  });

  it("maps an existing blob to StorageKeyExistsError", async () => {
    const { client, storage } = setup();
    client.put.mockRejectedValueOnce(new BlobError("This blob already exists"));
    await expect(storage.put("k", Buffer.from("a"), { contentType: "image/png" })).rejects.toBeInstanceOf(
      StorageKeyExistsError,
    );
  });

  it("reads whole objects and ranges with the full size", async () => {
    const { fetch, storage } = setup({ [at("v/1")]: { data: "0123456789", contentType: "video/mp4" } });
    const whole = await storage.get("v/1");
    expect(whole).toMatchObject({ size: 10, contentType: "video/mp4" });
    expect(await new Response(whole!.body).text()).toBe("0123456789");

    const part = await storage.get("v/1", { start: 3, end: 50 });
    expect(part?.size).toBe(10);
    expect(await new Response(part!.body).text()).toBe("3456789");
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get("range")).toBe("bytes=3-9");
  });

  it("refuses a server that ignores the range", async () => {
    const { fetch, storage } = setup({ [at("k")]: { data: "0123", contentType: "image/png" } });
    fetch.mockResolvedValueOnce(new Response("0123", { status: 200 }));
    await expect(storage.get("k", { start: 1, end: 2 })).rejects.toThrow(/status 200/);
  });

  it("returns null for missing blobs, stats and deletes", async () => {
    const { client, storage } = setup({ [at("k")]: { data: "0123", contentType: "image/png" } });
    expect(await storage.get("missing")).toBeNull();
    expect(await storage.stat("missing")).toBeNull();
    expect(await storage.stat("k")).toEqual({ size: 4, contentType: "image/png" });
    await storage.delete("k");
    expect(client.del).toHaveBeenCalledWith(at("k"), { token: "test-token" });
  });

  it("validates keys before calling the service", async () => {
    const { client, storage } = setup();
    await expect(storage.stat("../x")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete("/x")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(client.head).not.toHaveBeenCalled();
    expect(client.del).not.toHaveBeenCalled();
  });
});
