// server-only, loaded outside Next too
import { createHmac } from "node:crypto";
import { Readable } from "node:stream";
import { BlobError, BlobNotFoundError, del, head, put } from "@vercel/blob";
import { getEnv, getSettings } from "@/lib/core/env";
import { assertValidStorageKey, StorageKeyExistsError, type PutBody, type StorageDriver } from "./types";

type BlobInfo = { url: string; size: number; contentType: string };
type BlobBody = Buffer | ReadableStream<Uint8Array> | Readable;

/** The slice of @vercel/blob this driver uses, injectable for tests. */
export type BlobClient = {
  put(
    pathname: string,
    body: BlobBody,
    options: { access: "public"; addRandomSuffix: false; allowOverwrite: false; cacheControlMaxAge: number; contentType: string; token?: string },
  ): Promise<unknown>;
  head(pathname: string, options: { token?: string }): Promise<BlobInfo>;
  del(pathname: string, options: { token?: string }): Promise<void>;
};

const defaultClient: BlobClient = { put, head, del };

function toBlobBody(body: PutBody): BlobBody {
  if (Buffer.isBuffer(body) || body instanceof Readable || "getReader" in body) return body;
  return Readable.from(body);
}

/** How long Vercel's CDN may keep a blob after it is deleted (its default is a month). */
export const BLOB_CACHE_MAX_AGE_S = 60;

/**
 * The blob pathname of an object key: "o/" + HMAC-SHA256(secret, key), hex. Blobs are public at
 * <store>.public.blob.vercel-storage.com/<pathname>, so the pathname must not be the key members see
 * in /objects/<key> (that would bypass the audience check); without the secret it can't be derived.
 */
export function blobPathname(key: string, secret: string): string {
  return `o/${createHmac("sha256", secret).update(`niji-blob-path:${key}`).digest("hex")}`;
}

/**
 * Vercel Blob driver: public blobs at a secret pathname derived from the key (blobPathname); objects
 * stored before that, at the key's own pathname, are still read and deleted there. Reads go through
 * head() and a (ranged) fetch of the blob URL.
 */
export function createBlobStorage(
  options: { token?: string; secret?: string; client?: BlobClient; fetch?: typeof fetch } = {},
): StorageDriver {
  const { token = getSettings().BLOB_READ_WRITE_TOKEN, client = defaultClient, fetch: fetchImpl = fetch } = options;
  const secret = options.secret ?? getEnv().AUTH_SECRET;
  const pathname = (key: string) => blobPathname(key, secret);

  async function headOf(path: string): Promise<BlobInfo | null> {
    try {
      const { url, size, contentType } = await client.head(path, { token });
      return { url, size, contentType };
    } catch (err) {
      if (err instanceof BlobNotFoundError) return null;
      throw err;
    }
  }

  async function info(key: string): Promise<BlobInfo | null> {
    assertValidStorageKey(key);
    return (await headOf(pathname(key))) ?? (await headOf(key)); // the key's own pathname: objects stored before
  }

  return {
    async put(key, body, { contentType }) {
      assertValidStorageKey(key);
      try {
        await client.put(pathname(key), toBlobBody(body), {
          access: "public",
          addRandomSuffix: false,
          allowOverwrite: false,
          cacheControlMaxAge: BLOB_CACHE_MAX_AGE_S,
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
      await client.del(pathname(key), { token });
      await client.del(key, { token }); // an object stored before the secret pathnames
    },
  };
}
