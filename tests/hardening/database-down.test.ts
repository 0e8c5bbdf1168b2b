import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as eventsRoute, POST as createEventRoute } from "@/app/api/events/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { UNAVAILABLE_MESSAGE } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { validEvent } from "@/tests/events/helpers";
import { call, createUser, type Handler } from "@/tests/support/http";

// Finding 10: with the database down every call answered 500 "Something went wrong".
const slot = globalThis as unknown as { nijiPrisma?: unknown };

function pointAtClosedPort() {
  const saved = slot.nijiPrisma;
  const adapter = new PrismaPg({ connectionString: "postgresql://postgres@127.0.0.1:9/niji?sslmode=disable", connectionTimeoutMillis: 1000 });
  slot.nijiPrisma = new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
  return () => {
    slot.nijiPrisma = saved;
  };
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe("database unreachable", () => {
  it("answers 503 with Retry-After and the message at once, without waiting for any timer, then recovers", async () => {
    const member = await createUser();
    restore = pointAtClosedPort();
    const cases: [Handler, string, object][] = [
      [eventsRoute as Handler, "/api/events", { cookie: member.cookie }],
      [createEventRoute as Handler, "/api/events", { cookie: member.cookie, body: validEvent() }],
      [loginRoute as Handler, "/api/auth/login", { body: { email: member.email, password: member.password } }],
    ];
    // Timers stand still: an answer that waited for one (the connection's 1 s limit, a retry's
    // back-off) never comes and the test times out; one that comes was given at once.
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    try {
      for (const [handler, path, options] of cases) {
        const res = await call(handler, path, options);
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(res.data).toEqual({ message: UNAVAILABLE_MESSAGE, code: "service_unavailable", messageKey: "unavailable" });
      }
    } finally {
      vi.useRealTimers();
    }
    restore();
    restore = null;
    const back = await call(eventsRoute as Handler, "/api/events", { cookie: member.cookie });
    expect(back.status).toBe(200);
    expect(await db.user.count()).toBeGreaterThan(0);
  });
});
