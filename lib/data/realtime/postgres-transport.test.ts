import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresTransport } from "@/lib/data/realtime/postgres-transport";

// A transport whose first connect fails rejects start(), and the hub drops it (the next caller makes a
// new one): it must not go on reconnecting on its own. pg ends the refused client ("end"), which
// scheduled a reconnect of a transport nobody held.

/** An address where nothing listens: a port taken and released again. */
async function refusedUrl() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `postgresql://niji@127.0.0.1:${port}/niji`;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("postgresTransport", () => {
  it("a failed first connect rejects start() and schedules no reconnect", async () => {
    const connect = vi.spyOn(pg.Client.prototype, "connect");
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const transport = postgresTransport(await refusedUrl());
    await expect(transport.start(() => undefined)).rejects.toThrow();
    expect(connect).toHaveBeenCalledTimes(1);
    // pg emits the refused client's "end" on the next tick: one turn of the event loop lets it through
    await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(0);
    await vi.runAllTimersAsync();
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
