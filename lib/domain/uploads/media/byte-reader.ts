import "server-only";
/** The input ended inside a structure that said it was longer. */
export class TruncatedError extends Error {
  constructor() {
    super("The file ends before its last box or element does");
    this.name = "TruncatedError";
  }
}

/**
 * Pull reader over a byte stream for the video walkers: exact reads of small headers, and
 * pass-through of long payloads chunk by chunk without copying or buffering them.
 */
export class ByteReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private ended = false;
  /** Bytes consumed so far. */
  position = 0;

  constructor(source: ReadableStream<Uint8Array>) {
    this.reader = source.getReader();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.buffered < n && !this.ended) {
      const { done, value } = await this.reader.read();
      if (done) this.ended = true;
      else if (value.byteLength > 0) {
        this.chunks.push(value);
        this.buffered += value.byteLength;
      }
    }
    return this.buffered >= n;
  }

  /** True while at least one more byte can be read. */
  async hasMore(): Promise<boolean> {
    return this.fill(1);
  }

  private copy(n: number, consume: boolean): Uint8Array {
    const out = new Uint8Array(n);
    let offset = 0;
    for (const chunk of this.chunks) {
      if (offset === n) break;
      const part = chunk.subarray(0, n - offset);
      out.set(part, offset);
      offset += part.byteLength;
    }
    if (consume) this.drop(n);
    return out;
  }

  private drop(n: number) {
    this.buffered -= n;
    this.position += n;
    while (n > 0) {
      const first = this.chunks[0]!;
      if (first.byteLength <= n) {
        n -= first.byteLength;
        this.chunks.shift();
      } else {
        this.chunks[0] = first.subarray(n);
        n = 0;
      }
    }
  }

  /** Up to n next bytes without consuming them (fewer at the end of the input). */
  async peek(n: number): Promise<Uint8Array> {
    await this.fill(n);
    return this.copy(Math.min(n, this.buffered), false);
  }

  /** Exactly n bytes, as one array; throws TruncatedError if the input ends first. */
  async read(n: number): Promise<Uint8Array> {
    if (!(await this.fill(n))) throw new TruncatedError();
    return this.copy(n, true);
  }

  /** Yields the next n bytes (or everything left, for Infinity) as they arrive. */
  async *take(n: number): AsyncGenerator<Uint8Array> {
    let left = n;
    while (left > 0) {
      if (this.buffered === 0 && !(await this.fill(1))) {
        if (Number.isFinite(left)) throw new TruncatedError();
        return;
      }
      const first = this.chunks[0]!;
      const part = first.byteLength <= left ? first : first.subarray(0, left);
      this.drop(part.byteLength);
      left -= part.byteLength;
      yield part;
    }
  }

  async cancel(reason?: unknown): Promise<void> {
    await this.reader.cancel(reason).catch(() => {});
  }
}

const ZEROS = new Uint8Array(64 * 1024);

/** Consumes the next n bytes (Infinity: to the end) and yields as many zero bytes in their place. */
export async function* zeroed(reader: ByteReader, n: number): AsyncGenerator<Uint8Array> {
  for await (const chunk of reader.take(n)) {
    for (let i = 0; i < chunk.byteLength; i += ZEROS.byteLength) {
      yield ZEROS.subarray(0, Math.min(ZEROS.byteLength, chunk.byteLength - i));
    }
  }
}
