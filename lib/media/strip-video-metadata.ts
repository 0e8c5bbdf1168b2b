import { ByteReader, TruncatedError } from "./byte-reader";
import { InvalidVideoError } from "./invalid-video";
import { stripMp4 } from "./strip-mp4";
import { stripWebm } from "./strip-webm";

export { InvalidVideoError } from "./invalid-video";

/**
 * The uploaded video `source` (ext as sniffed: mp4, mov or webm) without its location and device
 * metadata, byte for byte the same length and otherwise unchanged. Streams: memory holds one chunk
 * plus the moov box (MP4, at most 16 MB) or the Info element (WebM, at most 64 KB).
 * Errors with InvalidVideoError when the file can't be walked to its end.
 */
export function stripVideoMetadata(source: ReadableStream<Uint8Array>, ext: string): ReadableStream<Uint8Array> {
  const reader = new ByteReader(source);
  const walk = ext === "webm" ? stripWebm(reader) : ext === "mp4" || ext === "mov" ? stripMp4(reader) : null;
  if (!walk) throw new InvalidVideoError(`unsupported container ${ext}`);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          for (;;) {
            const { done, value } = await walk.next();
            if (done) return controller.close();
            if (value.byteLength > 0) return controller.enqueue(value);
          }
        } catch (err) {
          await reader.cancel(err);
          controller.error(err instanceof TruncatedError ? new InvalidVideoError("truncated", { cause: err }) : err);
        }
      },
      async cancel(reason) {
        await walk.return(undefined);
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
