// server-only, loaded outside Next too
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { s3SettingsFromEnv, type S3Settings } from "./s3-settings";
import type { ByteRange } from "@/lib/data/storage/range";
import { assertValidStorageKey, StorageKeyExistsError, type PutBody, type StorageDriver } from "./types";

// S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, s3rver in tests), chosen when
// S3_BUCKET is set. Besides the driver contract it signs direct uploads: the browser PUTs the bytes
// to the store itself and the app only checks and re-encodes them at registration (docs/storage.md).
const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

export type S3Storage = StorageDriver & {
  readonly kind: "s3";
  /** a presigned PUT address for `key`, valid `seconds` */
  presignPut(key: string, seconds: number): Promise<string>;
};

export function createS3Storage(settings: S3Settings | null = s3SettingsFromEnv()): S3Storage {
  if (!settings) throw new Error("S3_BUCKET is not set");
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: settings.region,
      endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // only sign checksums when an operation needs them: presigned PUTs from browsers carry none
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const client = clientFor(settings.endpoint);
  // the signature covers the host, so addresses for browsers are signed for the host they will use
  const presigner = settings.publicEndpoint ? clientFor(settings.publicEndpoint) : client;
  const Bucket = settings.bucket;

  async function head(key: string) {
    try {
      const info = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: Number(info.ContentLength ?? 0), contentType: info.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /** Streams of unknown length go through a temporary file: a plain PUT needs its length up front. */
  async function withLength(body: PutBody): Promise<{ body: Buffer | Readable; length: number; done: () => Promise<void> }> {
    if (Buffer.isBuffer(body)) return { body, length: body.length, done: async () => undefined };
    const dir = await mkdtemp(path.join(tmpdir(), "niji-s3-"));
    const file = path.join(dir, "object");
    const source = body instanceof ReadableStream ? Readable.fromWeb(body as import("node:stream/web").ReadableStream) : Readable.from(body as NodeJS.ReadableStream);
    try {
      await pipeline(source, createWriteStream(file));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const { size } = await stat(file);
    return { body: createReadStream(file), length: size, done: () => rm(dir, { recursive: true, force: true }) };
  }

  return {
    kind: "s3",

    async put(key, body, { contentType }) {
      assertValidStorageKey(key);
      // keys are 128 random bits; the HEAD keeps the contract on stores without conditional writes
      if (await head(key)) throw new StorageKeyExistsError(key);
      const sized = await withLength(body);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: sized.body, ContentLength: sized.length, ContentType: contentType, IfNoneMatch: "*" }));
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw new StorageKeyExistsError(key);
        throw error;
      } finally {
        await sized.done();
      }
    },

    async get(key, range?: ByteRange) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        const total = object.ContentRange ? Number(object.ContentRange.split("/")[1]) : Number(object.ContentLength ?? 0);
        return {
          size: total,
          contentType: object.ContentType ?? "application/octet-stream",
          body: object.Body!.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (missing(error) || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)) return null;
        throw error;
      }
    },

    async stat(key) {
      assertValidStorageKey(key);
      return head(key);
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    presignPut(key, seconds) {
      assertValidStorageKey(key);
      return getSignedUrl(presigner, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: seconds });
    },
  };
}

