import { Readable } from "node:stream";
import { BlobError, BlobNotFoundError, del, head, put } from "@vercel/blob";
import { getSettings } from "@/lib/env";
import { assertValidStorageKey, StorageKeyExistsError, type PutBody, type StorageDriver } from "./types";

type BlobInfo = { url: string; size: number; contentType: string };
type BlobBody = Buffer | ReadableStream<Uint8Array> | Readable;

/** The slice of @vercel/blob this driver uses, injectable for tests. */
export type BlobClient = {
  put(
    pathname: string,
    body: BlobBody,
    options: { access: "public"; addRandomSuffix: false; allowOverwrite: false; contentType: string; token?: string },
  ): Promise<unknown>;
  head(pathname: string, options: { token?: string }): Promise<BlobInfo>;
  del(pathname: string, options: { token?: string }): Promise<void>;
};

const defaultClient: BlobClient = { put, head, del };

function toBlobBody(body: PutBody): BlobBody {
  if (Buffer.isBuffer(body) || body instanceof Readable || "getReader" in body) return body;
  return Readable.from(body);
}

/** Vercel Blob driver: public blobs at their key's pathname; reads go through head() and a (ranged) fetch of the blob URL. */
export function createBlobStorage(
  options: { token?: string; client?: BlobClient; fetch?: typeof fetch } = {},
): StorageDriver {
  const { token = getSettings().BLOB_READ_WRITE_TOKEN, client = defaultClient, fetch: fetchImpl = fetch } = options;

  async function info(key: string): Promise<BlobInfo | null> {
    assertValidStorageKey(key);
    try {
      const { url, size, contentType } = await client.head(key, { token });
      return { url, size, contentType };
    } catch (err) {
      if (err instanceof BlobNotFoundError) return null;
      throw err;
    }
  }

  return {
    async put(key, body, { contentType }) {
      assertValidStorageKey(key);
      try {
        await client.put(key, toBlobBody(body), {
          access: "public",
          addRandomSuffix: false,
          allowOverwrite: false,
          contentType,
          token,
        });
      } catch (err) {
        if (err instanceof BlobError && /already exists/i.test(err.message)) throw new StorageKeyExistsError(key);
        throw err;
      }
    },

    async get(key, range) {
      const blob = await info(key);
      if (!blob) return null;
      const end = range ? Math.min(range.end, blob.size - 1) : undefined;
      if (range && (range.start < 0 || range.start > (end ?? 0))) {
        throw new RangeError(`Range ${range.start}-${range.end} is outside 0-${blob.size - 1}`);
      }
      const res = await fetchImpl(blob.url, {
        headers: range ? { Range: `bytes=${range.start}-${end}` } : {},
        cache: "no-store",
      });
      if (res.status === 404 || (range ? res.status !== 206 : !res.ok)) {
        await res.body?.cancel().catch(() => {});
        if (res.status === 404) return null;
        throw new Error(`Blob read failed with status ${res.status}`);
      }
      if (!res.body) throw new Error("Blob read returned no body");
      return { body: res.body, size: blob.size, contentType: blob.contentType };
    },

    async stat(key) {
      const blob = await info(key);
      return blob && { size: blob.size, contentType: blob.contentType };
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.del(key, { token });
    },
  };
}
