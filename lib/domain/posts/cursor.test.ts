import { describe, expect, it } from "vitest";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/domain/posts/cursor";

describe("feed cursor", () => {
  it("round-trips createdAt and id", () => {
    const row = { createdAt: new Date("2026-01-02T03:04:05.678Z"), id: "cabc123" };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
  });

  it.each(["", "!!", "x".repeat(10_000), Buffer.from("2026-01-01|a").toString("base64url"), Buffer.from("nope|x y").toString("base64url")])(
    "rejects malformed %#",
    (value) => expect(decodeCursor(value)).toBeNull(),
  );

  it("builds a strict keyset condition", () => {
    const c = { createdAt: new Date(0), id: "b" };
    expect(afterCursor(c)).toEqual({ OR: [{ createdAt: { lt: c.createdAt } }, { createdAt: c.createdAt, id: { lt: "b" } }] });
    expect(afterCursor(null)).toEqual({});
  });
});
