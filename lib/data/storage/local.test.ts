import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { limitStream, TooLargeError } from "@/lib/domain/uploads/media/limited-stream";
import { createLocalStorage } from "./local";
import { InvalidStorageKeyError, StorageKeyExistsError, type StorageDriver } from "./types";

let root: string;
let storage: StorageDriver;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "niji-storage-"));
  storage = createLocalStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const text = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer()).toString();

async function listAll(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}

describe("local storage driver", () => {
  it("stores a buffer and reads it back with its content type and size", async () => {
    await storage.put("uploads/a1/photo", Buffer.from("0123456789"), { contentType: "image/jpeg" });
    expect(await storage.stat("uploads/a1/photo")).toEqual({ size: 10, contentType: "image/jpeg" });
    const obj = await storage.get("uploads/a1/photo");
    expect(obj).toMatchObject({ size: 10, contentType: "image/jpeg" });
    expect(await text(obj!.body)).toBe("0123456789");
    expect(await listAll(root)).toEqual(["uploads/a1/.photo.json", "uploads/a1/photo"]);
  });

  it("reads inclusive byte ranges and reports the full size", async () => {
    await storage.put("v.webm", Buffer.from("0123456789"), { contentType: "video/webm" });
    const mid = await storage.get("v.webm", { start: 2, end: 5 });
    expect(mid?.size).toBe(10);
    expect(await text(mid!.body)).toBe("2345");
    expect(await text((await storage.get("v.webm", { start: 7, end: 100 }))!.body)).toBe("789");
    await expect(storage.get("v.webm", { start: 10, end: 12 })).rejects.toBeInstanceOf(RangeError);
  });

  it("accepts web and Node streams", async () => {
    await storage.put("web", new Response("from web").body!, { contentType: "text/plain" });
    await storage.put("node", Readable.from([Buffer.from("from "), Buffer.from("node")]), { contentType: "text/plain" });
    expect(await text((await storage.get("web"))!.body)).toBe("from web");
    expect(await text((await storage.get("node"))!.body)).toBe("from node");
  });

  it("returns null for missing keys and deletes idempotently", async () => {
    expect(await storage.get("nope")).toBeNull();
    expect(await storage.stat("no/such/dir")).toBeNull();
    await storage.put("gone", Buffer.from("x"), { contentType: "image/png" });
    await storage.delete("gone");
    await storage.delete("gone");
    expect(await storage.stat("gone")).toBeNull();
    expect(await listAll(root)).toEqual([]);
  });

  it("never overwrites an existing key, even under a race", async () => {
    await storage.put("once", Buffer.from("first"), { contentType: "image/png" });
    await expect(storage.put("once", Buffer.from("second"), { contentType: "image/gif" })).rejects.toBeInstanceOf(
      StorageKeyExistsError,
    );
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((v) => storage.put("race", Buffer.from(v), { contentType: "text/plain" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await text((await storage.get("once"))!.body)).toBe("first");
    expect(await storage.stat("once")).toEqual({ size: 5, contentType: "image/png" });
  });

  it("leaves nothing behind when the body fails mid-stream", async () => {
    const endless = (async function* () {
      for (;;) yield new Uint8Array(1024);
    })();
    await expect(storage.put("big", limitStream(endless, 10_000), { contentType: "video/mp4" })).rejects.toBeInstanceOf(
      TooLargeError,
    );
    expect(await storage.stat("big")).toBeNull();
    expect(await listAll(root)).toEqual([]);
  });

  it("uses UPLOADS_DIR when no root is given", async () => {
    const previous = process.env.UPLOADS_DIR;
    process.env.UPLOADS_DIR = root;
    try {
      await createLocalStorage().put("env-key", Buffer.from("x"), { contentType: "image/png" });
      expect(await storage.stat("env-key")).toEqual({ size: 1, contentType: "image/png" });
    } finally {
      if (previous === undefined) delete process.env.UPLOADS_DIR;
      else process.env.UPLOADS_DIR = previous;
    }
  });

  it.each([
    "../escape",
    "a/../../escape",
    "a/..",
    "/etc/passwd",
    "a//b",
    "a/",
    "",
    ".hidden",
    "a/.photo.json",
    "a\\..\\b",
    "a b",
    "%2e%2e/x",
    "a/b\0",
    "ü",
    "x".repeat(513),
  ])("rejects the key %j", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), { contentType: "image/png" })).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
