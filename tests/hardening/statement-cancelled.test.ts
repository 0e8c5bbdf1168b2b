import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse } from "@/lib/server/http/respond";
import { UNAVAILABLE_MESSAGE } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { isDatabaseUnavailable, isStatementCancelled } from "@/lib/data/db/unavailable";
import { log } from "@/lib/core/log";

// A statement the server cancels after statement_timeout (57014) answers 503 like an outage, but it
// is a slow query, not a database that is down: it is logged as a warning of its own, with the
// statement's first characters, so slow queries stay visible. The server's error is raised here as
// PostgreSQL raises it on a timeout (SQLSTATE 57014), so nothing waits for a timer.
const CANCELLED_STATEMENT = `DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a statement cancelled by statement_timeout", () => {
  it("answers 503 and is logged as a warning naming the statement, not as the database being down", async () => {
    const warn = vi.spyOn(log(), "warn");
    const error = vi.spyOn(log(), "error");
    const reason = await db.$executeRawUnsafe(CANCELLED_STATEMENT).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(reason)).toBe(true);
    expect(isStatementCancelled(reason)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: "57014", statement: expect.stringMatching(/^DO \$\$ BEGIN RAISE EXCEPTION/) }), "statement cancelled by statement_timeout");
    const res = errorResponse(reason, new Request("http://niji.test/api/x", { headers: { "x-request-id": "req-57014" } }));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: "service_unavailable", messageKey: "unavailable" });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reqId: "req-57014", code: "57014" }), "statement cancelled by statement_timeout");
    expect(error).not.toHaveBeenCalled();
  });

  it("an outage is still logged as an error", () => {
    const error = vi.spyOn(log(), "error");
    const res = errorResponse(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    expect(res.status).toBe(503);
    expect(error).toHaveBeenCalledWith(expect.anything(), "database unavailable");
  });
});
