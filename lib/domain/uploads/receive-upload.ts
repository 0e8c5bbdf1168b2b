import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { badRequest, forbidden, tooLarge } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { limitStream, peekHead, TooLargeError, writeLimited } from "@/lib/domain/uploads/media/limited-stream";
import { storeImageExtras } from "@/lib/domain/uploads/media/store-image-extras";
import { InvalidImageError, processImage } from "@/lib/domain/uploads/media/process-image";
import { InvalidVideoError, type StripReport, stripVideoMetadata, zeroStoredSpans } from "@/lib/domain/uploads/media/strip-video-metadata";
import {
  acceptsKind,
  isUploadPurpose,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES_BY_KIND,
  maxBytesFor,
  type MediaKind,
  type UploadPurpose,
} from "@/lib/contract/media/purposes";
import { isDeclaredTypeCompatible, SNIFF_BYTES, sniffMedia, type SniffedMedia } from "@/lib/domain/uploads/media/sniff";
import { log } from "@/lib/core/log";
import { directUploadStorage, getStorage, type StorageDriver } from "@/lib/data/storage";
import { HEIC_MESSAGE, mediaSizeMessage, mediaTypeMessage } from "@/lib/contract/uploads/schemas";
import { hashToken, incomingKey, newObjectKey } from "./tokens";
import { serverText } from "@/lib/core/server-text";

const MB = 1024 * 1024;
const GENERIC_TYPE_MESSAGE = serverText("selectImageOrVideo");
const VIDEO_ERROR_MESSAGE = serverText("videoProcessFailed");
export const USED_OR_EXPIRED_MESSAGE = serverText("uploadAddressUsed");
export const NOT_UPLOADED_MESSAGE = serverText("uploadNotYet");

/** `staleKey`: a first copy of the video that could not be deleted yet (the uploads cleanup sweeps it). */
type Stored = {
  key: string;
  contentType: string;
  width: number | null;
  height: number | null;
  staleKey?: string | null;
  variantWidths?: number[];
  placeholder?: string | null;
};

const isTooLarge = (err: unknown) =>
  err instanceof TooLargeError || (err instanceof Error && err.cause instanceof TooLargeError);

function sizeMessage(purpose: UploadPurpose | null, kind: MediaKind, limit: number) {
  return purpose ? mediaSizeMessage(purpose, kind) : serverText("fileTooLarge", { max: Math.round(limit / MB) });
}

/** Deletes `key`, logging instead of failing: true when it is gone. */
async function deleteQuietly(storage: StorageDriver, key: string, copy: "partial-rewrite" | "first-copy"): Promise<boolean> {
  try {
    await storage.delete(key);
    return true;
  } catch (err) {
    log().warn({ err, key, copy }, "could not delete a copy of a rewritten video; the uploads cleanup will retry");
    return false;
  }
}

// Videos stream into storage without their location and device metadata; memory holds one chunk plus moov (MP4) or Info (WebM).
async function storeVideo(body: ReadableStream<Uint8Array>, sniffed: SniffedMedia, limit: number, uploadId: string): Promise<Stored> {
  const storage = getStorage();
  const report: StripReport = { rewrite: [] };
  const first = newObjectKey(sniffed.ext);
  await storage.put(first, stripVideoMetadata(limitStream(body, limit), sniffed.ext, report), { contentType: sniffed.mime });
  if (report.rewrite.length === 0) return { key: first, contentType: sniffed.mime, width: null, height: null };

  // An MP4 whose text/GPS track samples came before moov: they were stored before moov said where they
  // were, so the stored copy (not yet known to anyone) is streamed once more with them zeroed. The first
  // copy still holds those samples: it is recorded as the upload's staleKey before anything else, so
  // that a failed delete or a crash from here on leaves it where the uploads cleanup sweeps it.
  await db.upload.update({ where: { id: uploadId }, data: { staleKey: first }, select: { id: true } });
  const key = newObjectKey(sniffed.ext);
  try {
    const stored = await storage.get(first);
    if (!stored) throw new Error(`stored video ${first} vanished`);
    await storage.put(key, zeroStoredSpans(stored.body, report.rewrite), { contentType: sniffed.mime });
  } catch (err) {
    // Neither copy is kept: the clean one may be partial, the first holds the samples.
    await deleteQuietly(storage, key, "partial-rewrite");
    if (await deleteQuietly(storage, first, "first-copy")) {
      await db.upload.update({ where: { id: uploadId }, data: { staleKey: null }, select: { id: true } }).catch(() => undefined);
    }
    throw err;
  }
  // The clean copy is stored: the upload succeeds whether or not the first copy goes now.
  const deleted = await deleteQuietly(storage, first, "first-copy");
  return { key, contentType: sniffed.mime, width: null, height: null, staleKey: deleted ? null : first };
}

// Images stream to a temporary file (sharp needs the whole picture), then are re-encoded without metadata.
async function storeImage(body: ReadableStream<Uint8Array>, limit: number): Promise<Stored> {
  const dir = path.join(tmpdir(), "niji-uploads");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  try {
    const handle = await open(file, "wx");
    try {
      await writeLimited(body, async (chunk) => void (await handle.write(chunk)), limit);
    } finally {
      await handle.close();
    }
    const image = await processImage(file);
    const key = newObjectKey(image.ext);
    const storage = getStorage();
    await storage.put(key, image.data, { contentType: image.mime });
    const extras = await storeImageExtras(storage, key, image);
    return { key, contentType: image.mime, width: image.width, height: image.height, ...extras };
  } finally {
    await rm(file, { force: true });
  }
}

function imageErrorMessage(err: InvalidImageError) {
  if (err.reason === "too-many-pixels") return serverText("imageDimensions");
  if (err.reason === "unsupported") return serverText("selectImage");
  return serverText("imageProcessFailed");
}

type Claimed = { id: string; purpose: string | null };

/** Marks the upload received (once: a second PUT or registration finds it taken). */
async function claim(where: { tokenHash: string; expiresAt?: { gt: Date } }): Promise<Claimed | null> {
  const now = new Date();
  return db.upload
    .update({ where: { ...where, uploadedAt: null }, data: { uploadedAt: now }, select: { id: true, purpose: true } })
    .catch(() => null);
}

/**
 * The PUT to an upload address: the token authorises exactly one upload before it expires.
 * Reads the real type from the first bytes, enforces the limit while streaming, stores the object.
 */
export async function receiveUpload(
  token: string,
  body: ReadableStream<Uint8Array> | null,
  headers: { contentType: string | null; contentLength: string | null },
): Promise<{ kind: MediaKind; size: number }> {
  const upload = await claim({ tokenHash: hashToken(token), expiresAt: { gt: new Date() } });
  if (!upload) {
    await body?.cancel().catch(() => {});
    throw forbidden(USED_OR_EXPIRED_MESSAGE);
  }
  return storeReceived(upload, body, headers);
}

/**
 * A direct upload (S3) at registration: the bytes the browser PUT to incoming/<hash> go through the
 * same checks and re-encoding as an upload through the app, land under a final random key, and the
 * incoming object is deleted whatever the outcome (a refused file does not stay in the bucket).
 */
export async function receiveDirectUpload(tokenHash: string): Promise<{ kind: MediaKind; size: number }> {
  const storage = directUploadStorage();
  if (!storage) throw new Error("direct uploads need the S3 driver");
  const key = incomingKey(tokenHash);
  const info = await storage.stat(key);
  if (!info) throw badRequest(NOT_UPLOADED_MESSAGE);
  const upload = await claim({ tokenHash });
  if (!upload) throw badRequest(NOT_UPLOADED_MESSAGE); // another registration is taking it in hand
  try {
    const object = await storage.get(key);
    if (!object) throw badRequest(NOT_UPLOADED_MESSAGE);
    return await storeReceived(upload, object.body, { contentType: info.contentType, contentLength: String(info.size) });
  } finally {
    await storage.delete(key).catch(() => undefined);
  }
}

async function storeReceived(
  upload: Claimed,
  body: ReadableStream<Uint8Array> | null,
  headers: { contentType: string | null; contentLength: string | null },
): Promise<{ kind: MediaKind; size: number }> {
  const purpose = isUploadPurpose(upload.purpose) ? upload.purpose : null;
  const declared = Number(headers.contentLength ?? 0) || 0;
  const typeMessage = purpose ? mediaTypeMessage(purpose) : GENERIC_TYPE_MESSAGE;
  const ceiling = purpose
    ? Math.max(maxBytesFor(purpose, "image") ?? 0, maxBytesFor(purpose, "video") ?? 0)
    : MAX_UPLOAD_BYTES;
  if (declared > ceiling) {
    await body?.cancel().catch(() => {});
    throw tooLarge(serverText("fileTooLarge", { max: Math.round(ceiling / MB) }));
  }
  if (!body) throw badRequest(typeMessage);

  const { head, body: rest } = await peekHead(body, SNIFF_BYTES);
  const refuse = async (error: Error) => {
    await rest.cancel().catch(() => {});
    return error;
  };
  const sniffed = sniffMedia(head);
  if (!sniffed || !isDeclaredTypeCompatible(headers.contentType, sniffed)) throw await refuse(badRequest(typeMessage));
  if (sniffed.ext === "heic" || sniffed.ext === "heif") throw await refuse(badRequest(HEIC_MESSAGE));
  if (purpose && !acceptsKind(purpose, sniffed.kind)) throw await refuse(badRequest(typeMessage));

  const limit = (purpose && maxBytesFor(purpose, sniffed.kind)) || MAX_UPLOAD_BYTES_BY_KIND[sniffed.kind];
  const tooLargeMessage = sizeMessage(purpose, sniffed.kind, limit);
  if (declared > limit) throw await refuse(tooLarge(tooLargeMessage));

  let size = 0;
  const counted = rest.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  let stored: Stored;
  try {
    stored = sniffed.kind === "video" ? await storeVideo(counted, sniffed, limit, upload.id) : await storeImage(counted, limit);
  } catch (err) {
    await counted.cancel().catch(() => {});
    if (isTooLarge(err)) throw tooLarge(tooLargeMessage);
    if (err instanceof InvalidImageError) throw badRequest(imageErrorMessage(err));
    if (err instanceof InvalidVideoError || (err instanceof Error && err.cause instanceof InvalidVideoError)) {
      throw badRequest(VIDEO_ERROR_MESSAGE);
    }
    throw err;
  }

  await db.upload.update({
    where: { id: upload.id },
    data: {
      objectKey: stored.key,
      contentType: stored.contentType,
      kind: sniffed.kind,
      size,
      width: stored.width,
      height: stored.height,
      uploadedAt: new Date(),
      staleKey: stored.staleKey ?? null,
      variantWidths: stored.variantWidths ?? [],
      placeholder: stored.placeholder ?? null,
    },
    select: { id: true },
  });
  return { kind: sniffed.kind, size };
}
