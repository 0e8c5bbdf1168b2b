import "server-only";
import { ByteReader, TruncatedError } from "./byte-reader";
import { InvalidVideoError } from "./invalid-video";
import { type ByteSpan, type Mp4Report, SpanZeroer, stripMp4 } from "./strip-mp4";
import { stripWebm } from "./strip-webm";

export { InvalidVideoError } from "./invalid-video";
export type { ByteSpan } from "./strip-mp4";

/** Filled in by the walk: file spans it had to leave for a second pass (see zeroStoredSpans). */
export type StripReport = Mp4Report;

/**
 * The uploaded video `source` (ext as sniffed: mp4, mov or webm) without its location and device
 * metadata, byte for byte the same length and otherwise unchanged. Streams: memory holds one chunk
 * plus the moov box (MP4, at most 16 MB) or the Info and Tracks elements (WebM, at most 64 KB and 1 MB).
 * Errors with InvalidVideoError when the file can't be walked to its end.
 *
 * When the stream ends, `report.rewrite` lists the spans that still need zeroing: the samples of an
 * MP4 text/metadata track that came before moov (they had passed before moov said where they were).
 * The caller runs the stored file through zeroStoredSpans once more; usually the list is empty.
 */
export function stripVideoMetadata(
  source: ReadableStream<Uint8Array>,
  ext: string,
  report: StripReport = { rewrite: [] },
): ReadableStream<Uint8Array> {
  const reader = new ByteReader(source);
  const walk = ext === "webm" ? stripWebm(reader) : ext === "mp4" || ext === "mov" ? stripMp4(reader, report) : null;
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
          controller.error(walkError(err));
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

/**
 * The error the upload sees: a truncated file, or a walk that ran out of stack or array room (RangeError:
 * the walkers are bounded so this should not happen, but a crafted file must answer 400, never 500), is
 * an invalid video; anything else (the size limit, the network) stays as it is.
 */
function walkError(err: unknown): unknown {
  if (err instanceof TruncatedError) return new InvalidVideoError("truncated", { cause: err });
  if (err instanceof RangeError) return new InvalidVideoError("walk exhausted", { cause: err });
  return err;
}

/** `source` (a whole stored file, from its first byte) with `spans` (sorted, merged) zeroed; same length. */
export function zeroStoredSpans(source: ReadableStream<Uint8Array>, spans: ByteSpan[]): ReadableStream<Uint8Array> {
  const zeroer = new SpanZeroer(spans);
  let position = 0;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(zeroer.apply(chunk, position));
        position += chunk.byteLength;
      },
    }),
  );
}
