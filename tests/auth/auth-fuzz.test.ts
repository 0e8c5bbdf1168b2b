import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { call, type Handler } from "@/tests/support/http";

// Property: whatever JSON arrives, signup and login answer a 4xx (or success) with a message — never 500.
const anyValue = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const body = fc.record(
  { email: fc.oneof(anyValue, fc.emailAddress()), password: anyValue, firstName: anyValue, lastName: anyValue, extra: anyValue },
  { requiredKeys: [] },
);

describe("auth handlers under arbitrary input", () => {
  it.each([
    ["signup", signupRoute as Handler, "/api/auth/signup"],
    ["login", loginRoute as Handler, "/api/auth/login"],
  ])("%s never answers 500", async (_name, handler, path) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await call(handler, path, { body: payload });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.data.message).toBe("string");
      }),
      { numRuns: 40 },
    );
  });
});
