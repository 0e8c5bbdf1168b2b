import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timestampToIso } from "./pg-timestamp";

// What Date gave before: raw.ts parsed into a Date, post-response.ts wrote its ISO string.
const viaDate = (value: string) => new Date(`${value.replace(" ", "T")}Z`).toISOString();

/** A `timestamp` as PostgreSQL writes it: microseconds, trailing zeros dropped, no fraction at all for whole seconds. */
function pgText(micros: bigint) {
  const sub = ((micros % 1_000_000n) + 1_000_000n) % 1_000_000n; // before 1970 too
  const date = new Date(Number((micros - sub) / 1000n));
  const fraction = String(sub).padStart(6, "0").replace(/0+$/, "");
  return `${date.toISOString().slice(0, 19).replace("T", " ")}${fraction ? `.${fraction}` : ""}`;
}

describe("timestampToIso", () => {
  it("writes what Date wrote, for any instant of years 1000-9999 at microsecond precision", () => {
    const min = BigInt(Date.UTC(1000, 0, 1)) * 1000n;
    const max = BigInt(Date.UTC(9999, 11, 31, 23, 59, 59, 999)) * 1000n + 999n;
    fc.assert(
      fc.property(fc.bigInt({ min, max }), (micros) => {
        const text = pgText(micros);
        expect(timestampToIso(text)).toBe(viaDate(text));
      }),
      { numRuns: 5000 },
    );
  });

  it("handles each fraction length and none", () => {
    expect(timestampToIso("2026-11-26 12:00:00")).toBe("2026-11-26T12:00:00.000Z");
    expect(timestampToIso("2026-11-26 12:00:00.5")).toBe("2026-11-26T12:00:00.500Z");
    expect(timestampToIso("2026-11-26 12:00:00.12")).toBe("2026-11-26T12:00:00.120Z");
    expect(timestampToIso("2026-11-26 12:00:00.123456")).toBe("2026-11-26T12:00:00.123Z");
    expect(timestampToIso("2026-11-26 12:00:00.999999")).toBe(viaDate("2026-11-26 12:00:00.999999"));
  });

  it("leaves other shapes to Date, as before", () => {
    expect(timestampToIso("0044-03-15 12:00:00.25")).toBe("0044-03-15T12:00:00.250Z");
    expect(() => timestampToIso("infinity")).toThrow(RangeError);
  });
});
