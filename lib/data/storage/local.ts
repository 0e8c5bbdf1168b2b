// server-only, loaded outside Next too
import { randomUUID } from "node:crypto";
import { constants, createWriteStream } from "node:fs";
import { copyFile, link, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { getSettings } from "@/lib/core/env";
import type { ByteRange } from "@/lib/data/storage/range";
import {
  assertValidStorageKey,
  StorageKeyExistsError,
  type PutBody,
  type StorageDriver,
  type StoredObjectInfo,
} from "./types";

export const DEFAULT_UPLOADS_DIR = path.join(process.cwd(), ".data", "uploads");

const isCode = (err: unknown, ...codes: string[]) =>
  err instanceof Error && "code" in err && codes.includes(String(err.code));

function toNodeReadable(body: PutBody): NodeJS.ReadableStream {
  if (Buffer.isBuffer(body)) return Readable.from([body]);
  if ("getReader" in body) return Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>);
  return body;
}

// Claims `file` atomically without overwriting; falls back to an exclusive copy where hard links are unsupported.
async function claim(tmp: string, file: string) {
  try {
    await link(tmp, file);
  } catch (err) {
    if (!isCode(err, "EPERM", "ENOTSUP", "EOPNOTSUPP", "EXDEV")) throw err;
    await copyFile(tmp, file, constants.COPYFILE_EXCL);
  }
}

/**
 * Files under `root` at their key's path. The content type lives in a hidden sidecar `.<name>.json`
 * next to the file; it is written last, so an object exists only once its sidecar does.
 */
export function createLocalStorage(root = getSettings().UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR): StorageDriver {
  const base = path.resolve(root);

  function paths(key: string) {
    assertValidStorageKey(key);
    const file = path.join(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error("Storage key escapes the root");
    const dir = path.dirname(file);
    return { file, dir, sidecar: path.join(dir, `.${path.basename(file)}.json`) };
  }

  async function readInfo(sidecar: string): Promise<{ contentType: string } | null> {
    try {
      const meta = JSON.parse(await readFile(sidecar, "utf8")) as { contentType?: unknown };
      return { contentType: typeof meta.contentType === "string" ? meta.contentType : "application/octet-stream" };
    } catch (err) {
      if (isCode(err, "ENOENT", "ENOTDIR")) return null;
      throw err;
    }
  }

  async function openObject(key: string) {
    const { file, sidecar } = paths(key);
    const info = await readInfo(sidecar);
    if (!info) return null;
    try {
      const handle = await open(file, "r");
      const { size } = await handle.stat();
      return { handle, size, contentType: info.contentType };
    } catch (err) {
      if (isCode(err, "ENOENT", "ENOTDIR")) return null;
      throw err;
    }
  }

  return {
    async put(key, body, { contentType }) {
      const { file, dir, sidecar } = paths(key);
      await mkdir(dir, { recursive: true });
      if (await readInfo(sidecar)) throw new StorageKeyExistsError(key);
      const tmp = path.join(dir, `.tmp-${randomUUID()}`);
      const tmpSidecar = `${tmp}.json`;
      try {
        await pipeline(toNodeReadable(body), createWriteStream(tmp, { flags: "wx" }));
        await writeFile(tmpSidecar, JSON.stringify({ contentType }), { flag: "wx" });
        try {
          await claim(tmp, file);
        } catch (err) {
          throw isCode(err, "EEXIST") ? new StorageKeyExistsError(key) : err;
        }
        await rename(tmpSidecar, sidecar);
      } finally {
        await rm(tmp, { force: true });
        await rm(tmpSidecar, { force: true });
      }
    },

    async get(key, range?: ByteRange) {
      const object = await openObject(key);
      if (!object) return null;
      const { handle, size, contentType } = object;
      const end = range ? Math.min(range.end, size - 1) : undefined;
      if (range && (range.start < 0 || range.start > (end ?? 0))) {
        await handle.close();
        throw new RangeError(`Range ${range.start}-${range.end} is outside 0-${size - 1}`);
      }
      const stream = handle.createReadStream({ start: range?.start, end, autoClose: true });
      return { body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>, size, contentType };
    },

    async stat(key): Promise<StoredObjectInfo | null> {
      const object = await openObject(key);
      if (!object) return null;
      await object.handle.close();
      return { size: object.size, contentType: object.contentType };
    },

    async delete(key) {
      const { file, sidecar } = paths(key);
      await rm(sidecar, { force: true });
      await rm(file, { force: true });
    },
  };
}
