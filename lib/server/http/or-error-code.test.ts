import { describe, expect, it } from "vitest";
import { forbidden, notFound } from "@/lib/core/errors";
import { orErrorCode } from "@/lib/server/http/or-error-code";

describe("orErrorCode", () => {
  it("passes the result through, and turns an expected AppError into its code", async () => {
    await expect(orErrorCode(Promise.resolve({ id: "p1" }), "not_found")).resolves.toEqual({ id: "p1" });
    await expect(orErrorCode(Promise.reject(notFound("Post not found")), "not_found")).resolves.toBe("not_found");
    await expect(orErrorCode(Promise.reject(forbidden()), "forbidden", "not_found")).resolves.toBe("forbidden");
  });

  it("rethrows any other error", async () => {
    await expect(orErrorCode(Promise.reject(forbidden()), "not_found")).rejects.toMatchObject({ code: "forbidden" });
    await expect(orErrorCode(Promise.reject(new Error("boom")), "not_found")).rejects.toThrow("boom");
  });
});
