import { describe, expect, it } from "vitest";
import { limitStream, peekHead, TooLargeError, writeLimited } from "./limited-stream";

function counted(chunkSize: number, chunks = Infinity) {
  const state = { pulled: 0, closed: false };
  async function* source() {
    try {
      while (state.pulled < chunks) {
        state.pulled++;
        yield new Uint8Array(chunkSize).fill(state.pulled % 256);
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, source: source() };
}

function webStream(chunkSize: number, chunks: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === chunks) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(chunkSize).fill(state.pulled));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { state, stream };
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    parts.push(value);
  }
}

describe("writeLimited", () => {
  it("passes every chunk through and returns the byte count", async () => {
    const { source } = counted(100, 5);
    const seen: number[] = [];
    const total = await writeLimited(source, async (c) => void seen.push(c.byteLength), 500);
    expect(total).toBe(500);
    expect(seen).toEqual([100, 100, 100, 100, 100]);
  });

  it("throws TooLargeError past the limit without handing the excess to the sink", async () => {
    const { source } = counted(100, 5);
    let written = 0;
    const err = await writeLimited(source, async (c) => void (written += c.byteLength), 499).catch((e) => e);
    expect(err).toBeInstanceOf(TooLargeError);
    expect(err.maxBytes).toBe(499);
    expect(written).toBe(400);
  });

  it("stops pulling from an endless source as soon as the limit is crossed", async () => {
    const { source, state } = counted(1024);
    await expect(writeLimited(source, async () => {}, 10 * 1024)).rejects.toBeInstanceOf(TooLargeError);
    expect(state.pulled).toBe(11);
    expect(state.closed).toBe(true);
  });

  it("cancels a ReadableStream source on overflow", async () => {
    const { stream, state } = webStream(1000, 1_000_000);
    await expect(writeLimited(stream, async () => {}, 2500)).rejects.toBeInstanceOf(TooLargeError);
    expect(state.pulled).toBe(3);
    expect(state.cancelled).toBe(true);
  });

  it("releases the source when the sink fails", async () => {
    const { source, state } = counted(10);
    const boom = new Error("disk full");
    await expect(
      writeLimited(source, async () => {
        throw boom;
      }, 1000),
    ).rejects.toBe(boom);
    expect(state.pulled).toBe(1);
    expect(state.closed).toBe(true);
  });
});

describe("limitStream", () => {
  it("passes a body within the limit unchanged", async () => {
    const { stream } = webStream(10, 3);
    expect((await readAll(limitStream(stream, 30))).length).toBe(30);
  });

  it("errors once the limit is crossed and reads no further", async () => {
    const { source, state } = counted(1000);
    await expect(readAll(limitStream(source, 4500))).rejects.toBeInstanceOf(TooLargeError);
    expect(state.pulled).toBe(5);
    expect(state.closed).toBe(true);
  });
});

describe("peekHead", () => {
  it("collects the head across small chunks and pulls only what it needs", async () => {
    const { stream, state } = webStream(1000, 100);
    const { head, body } = await peekHead(stream, 4100);
    expect(head.length).toBe(4100);
    expect(head[0]).toBe(1);
    expect(head[4099]).toBe(5);
    expect(state.pulled).toBe(5);

    const all = await readAll(body);
    expect(all.length).toBe(100_000);
    expect(all[0]).toBe(1);
    expect(all[99_999]).toBe(100);
  });

  it("returns a shorter head for a short source and replays it", async () => {
    const { stream } = webStream(10, 2);
    const { head, body } = await peekHead(stream, 4100);
    expect(head.length).toBe(20);
    expect((await readAll(body)).length).toBe(20);
  });

  it("composes with limitStream, counting the head toward the limit", async () => {
    const { source, state } = counted(1000);
    const { head, body } = await peekHead(source, 100);
    expect(head.length).toBe(100);
    await expect(readAll(limitStream(body, 2500))).rejects.toBeInstanceOf(TooLargeError);
    expect(state.pulled).toBe(3);
  });

  it("cancelling the body releases the source", async () => {
    const { stream, state } = webStream(1000, 100);
    const { body } = await peekHead(stream, 10);
    await body.cancel();
    expect(state.cancelled).toBe(true);
  });
});
