import { BlobError, BlobNotFoundError } from "@vercel/blob";
import { describe, expect, it, vi } from "vitest";
import { createBlobStorage, type BlobClient } from "./blob";
import { InvalidStorageKeyError, StorageKeyExistsError } from "./types";

const URL_BASE = "https://store.public.blob.vercel-storage.com";

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
  return { client, fetch, storage: createBlobStorage({ token: "test-token", client, fetch }) };
}

describe("blob storage driver", () => {
  it("puts public blobs at the exact key without overwriting", async () => {
    const { client, storage } = setup();
    await storage.put("uploads/x1", Buffer.from("abc"), { contentType: "image/png" });
    expect(client.put).toHaveBeenCalledWith("uploads/x1", Buffer.from("abc"), {
      access: "public",
      addRandomSuffix: false,
      allowOverwrite: false,
      contentType: "image/png",
      token: "test-token",
    });
  });

  it("maps an existing blob to StorageKeyExistsError", async () => {
    const { client, storage } = setup();
    client.put.mockRejectedValueOnce(new BlobError("This blob already exists"));
    await expect(storage.put("k", Buffer.from("a"), { contentType: "image/png" })).rejects.toBeInstanceOf(
      StorageKeyExistsError,
    );
  });

  it("reads whole objects and ranges with the full size", async () => {
    const { fetch, storage } = setup({ "v/1": { data: "0123456789", contentType: "video/mp4" } });
    const whole = await storage.get("v/1");
    expect(whole).toMatchObject({ size: 10, contentType: "video/mp4" });
    expect(await new Response(whole!.body).text()).toBe("0123456789");

    const part = await storage.get("v/1", { start: 3, end: 50 });
    expect(part?.size).toBe(10);
    expect(await new Response(part!.body).text()).toBe("3456789");
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get("range")).toBe("bytes=3-9");
  });

  it("refuses a server that ignores the range", async () => {
    const { fetch, storage } = setup({ k: { data: "0123", contentType: "image/png" } });
    fetch.mockResolvedValueOnce(new Response("0123", { status: 200 }));
    await expect(storage.get("k", { start: 1, end: 2 })).rejects.toThrow(/status 200/);
  });

  it("returns null for missing blobs, stats and deletes", async () => {
    const { client, storage } = setup({ k: { data: "0123", contentType: "image/png" } });
    expect(await storage.get("missing")).toBeNull();
    expect(await storage.stat("missing")).toBeNull();
    expect(await storage.stat("k")).toEqual({ size: 4, contentType: "image/png" });
    await storage.delete("k");
    expect(client.del).toHaveBeenCalledWith("k", { token: "test-token" });
  });

  it("validates keys before calling the service", async () => {
    const { client, storage } = setup();
    await expect(storage.stat("../x")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete("/x")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(client.head).not.toHaveBeenCalled();
    expect(client.del).not.toHaveBeenCalled();
  });
});
