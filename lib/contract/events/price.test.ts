import { describe, expect, it } from "vitest";
import { parsePrice } from "@/lib/contract/events/price";

describe("parsePrice", () => {
  it.each([
    ["free", null],
    ["Free", null],
    ["", null],
    ["  ", null],
    ["0", null],
    [0, null],
    [null, null],
    [undefined, null],
    ["無料", null],
    ["¥1,500", 1500],
    ["￥１，５００", 1500],
    ["1500円", 1500],
    ["1,500", 1500],
    ["1500", 1500],
    [" 2000 yen ", 2000],
    ["JPY 3000", 3000],
    [1500, 1500],
    ["1500.00", 1500],
    [1500.0, 1500],
  ])("%j -> %j", (input, value) => {
    expect(parsePrice(input)).toEqual({ ok: true, value });
  });

  it.each([["abc"], ["-100"], [-1], [1500.5], ["1,50"], ["12.5"], [Number.NaN], [Infinity], [true], [{}], [[1500]], ["9".repeat(50)], [20_000_000]])(
    "rejects %j",
    (input) => {
      expect(parsePrice(input)).toEqual({ ok: false });
    },
  );
});
