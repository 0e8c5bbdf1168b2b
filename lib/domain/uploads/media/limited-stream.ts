import "server-only";
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export class TooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`Upload exceeds the limit of ${maxBytes} bytes`);
    this.name = "TooLargeError";
    this.maxBytes = maxBytes;
  }
}

type ByteIterator = {
  next(): Promise<IteratorResult<Uint8Array, undefined>>;
  close(reason?: unknown): Promise<void>;
};

function iterate(source: ByteSource): ByteIterator {
  if ("getReader" in source) {
    const reader = source.getReader();
    return {
      async next() {
        const { done, value } = await reader.read();
        return done ? { done: true, value: undefined } : { done: false, value };
      },
      close: (reason) => reader.cancel(reason).catch(() => {}),
    };
  }
  const it = source[Symbol.asyncIterator]();
  return {
    async next() {
      const r = await it.next();
      return r.done ? { done: true, value: undefined } : { done: false, value: r.value };
    },
    close: async () => {
      await it.return?.()?.catch(() => {});
    },
  };
}

// Pull-based: the source is read only as fast as the consumer asks, never ahead.
function toStream(it: ByteIterator, limit?: number): ReadableStream<Uint8Array> {
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const r = await it.next();
        if (r.done) return controller.close();
        total += r.value.byteLength;
        if (limit !== undefined && total > limit) {
          await it.close();
          return controller.error(new TooLargeError(limit));
        }
        controller.enqueue(r.value);
      },
      cancel: (reason) => it.close(reason),
    },
    { highWaterMark: 0 },
  );
}

/** Streams `source` into `sink` chunk by chunk and throws TooLargeError as soon as more than maxBytes arrive. Returns the byte count. */
export async function writeLimited(
  source: ByteSource,
  sink: (chunk: Uint8Array) => Promise<void>,
  maxBytes: number,
): Promise<number> {
  const it = iterate(source);
  let total = 0;
  let finished = false;
  try {
    for (;;) {
      const r = await it.next();
      if (r.done) {
        finished = true;
        return total;
      }
      total += r.value.byteLength;
      if (total > maxBytes) throw new TooLargeError(maxBytes);
      await sink(r.value);
    }
  } finally {
    if (!finished) await it.close();
  }
}

/** A stream of `source` that errors with TooLargeError once more than maxBytes pass through (e.g. to hand to StorageDriver.put). */
export function limitStream(source: ByteSource, maxBytes: number): ReadableStream<Uint8Array> {
  return toStream(iterate(source), maxBytes);
}

/**
 * Reads just enough of `source` to return its first n bytes (fewer if it is shorter),
 * plus `body`: the whole stream again, head included, with the rest still unread.
 */
export async function peekHead(
  source: ByteSource,
  n: number,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const it = iterate(source);
  const buffered: Uint8Array[] = [];
  let size = 0;
  while (size < n) {
    const r = await it.next();
    if (r.done) break;
    buffered.push(r.value);
    size += r.value.byteLength;
  }

  const head = new Uint8Array(Math.min(size, n));
  let offset = 0;
  for (const chunk of buffered) {
    if (offset >= head.length) break;
    const part = chunk.subarray(0, head.length - offset);
    head.set(part, offset);
    offset += part.length;
  }

  const replay: ByteIterator = {
    next: async () => {
      const chunk = buffered.shift();
      return chunk ? { done: false, value: chunk } : it.next();
    },
    close: (reason) => it.close(reason),
  };
  return { head, body: toStream(replay) };
}
