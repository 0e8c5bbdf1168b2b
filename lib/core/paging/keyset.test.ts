import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { decodeCursor, decodeSectionCursor, encodeCursor } from "@/lib/core/paging/cursor";
import { keysetOrderBy, keysetPage, keysetQuery, keysetWhere, newestFirst, readCursor, readSectionCursor, type KeysetOrder } from "@/lib/core/paging/keyset";

const at = new Date("2026-01-02T03:04:05.678Z");

describe("readCursor", () => {
  it("reads no cursor as the first page and ours as its values", () => {
    expect(readCursor(undefined)).toBeNull();
    expect(readCursor(null)).toBeNull();
    expect(readCursor("")).toBeNull();
    expect(readCursor(encodeCursor({ at, id: "b" }))).toEqual({ at, id: "b" });
    expect(readSectionCursor("past", ["upcoming", "past"])).toEqual({ section: "past", after: null });
  });

  it.each([() => readCursor("not a cursor!"), () => readSectionCursor("later", ["upcoming", "past"]), () => readSectionCursor(encodeCursor({ at, id: "b" }), ["past"])])(
    "answers 400 'Invalid cursor' to one that is not ours (%#)",
    (read) => {
      expect(read).toThrow(AppError);
      try {
        read();
      } catch (error) {
        expect(error).toMatchObject({ status: 400, code: "bad_request", message: "Invalid cursor" });
      }
    },
  );
});

describe("keyset query", () => {
  it("is strictly after the cursor, newest first, with a seekable time bound", () => {
    const order = newestFirst("blockedId");
    expect(keysetWhere(order, { at, id: "b" })).toEqual({
      createdAt: { lte: at },
      OR: [{ createdAt: { lt: at } }, { createdAt: at, blockedId: { lt: "b" } }],
    });
    expect(keysetOrderBy(order)).toEqual([{ createdAt: "desc" }, { blockedId: "desc" }]);
  });

  it("runs the other way for an ascending order", () => {
    const order: KeysetOrder<"date", "id"> = { at: "date", id: "id", dir: "asc" };
    expect(keysetWhere(order, { at, id: "b" })).toEqual({ date: { gte: at }, OR: [{ date: { gt: at } }, { date: at, id: { gt: "b" } }] });
    expect(keysetOrderBy(order)).toEqual([{ date: "asc" }, { id: "asc" }]);
  });

  it("asks for one row more than the page, from the top without a cursor", () => {
    expect(keysetQuery(newestFirst(), null, 50)).toEqual({ where: {}, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 51 });
  });
});

describe("keysetPage", () => {
  const rows = [5, 4, 3, 2, 1].map((n) => ({ createdAt: new Date(n * 1000), id: `r${n}`, name: `row ${n}` }));

  it("keeps `limit` rows and names the next page by the last one kept", () => {
    const page = keysetPage(rows.slice(0, 3), 2, newestFirst());
    expect(page.items.map((r) => r.id)).toEqual(["r5", "r4"]);
    expect(decodeCursor(page.nextCursor!)).toEqual({ at: new Date(4000), id: "r4" });
  });

  it("has no next page when no row is left over", () => {
    expect(keysetPage(rows.slice(0, 2), 2, newestFirst())).toEqual({ items: rows.slice(0, 2), nextCursor: null });
    expect(keysetPage([], 2, newestFirst())).toEqual({ items: [], nextCursor: null });
  });

  it("takes the cursor's values from keyOf when the row holds them under other names", () => {
    const page = keysetPage([{ when: "1970-01-01T00:00:05.000Z", ref: "a" }, { when: "1970-01-01T00:00:04.000Z", ref: "b" }], 1, (r) => ({ at: new Date(r.when), id: r.ref }));
    expect(decodeCursor(page.nextCursor!)).toEqual({ at: new Date(5000), id: "a" });
  });

  it("names the section in a sectioned list, and its top when the page ends before it", () => {
    const sections = ["upcoming", "past"] as const;
    const page = keysetPage(rows.slice(0, 3), 2, newestFirst(), "past");
    expect(decodeSectionCursor(page.nextCursor!, sections)).toEqual({ section: "past", after: { at: new Date(4000), id: "r4" } });
    const none = keysetPage(rows.slice(0, 1), 0, newestFirst(), "past");
    expect(none.items).toEqual([]);
    expect(decodeSectionCursor(none.nextCursor!, sections)).toEqual({ section: "past", after: null });
  });

  it("pages on past a row that vanished between two pages", () => {
    const order = newestFirst();
    const list = [...rows];
    // what a database answers to keysetQuery's arguments (a few operators of Prisma's where)
    const query = (cursor: string | null, limit: number) => {
      const { where, take } = keysetQuery(order, readCursor(cursor), limit);
      return list.filter((row) => matches(row, where)).slice(0, take);
    };
    const first = keysetPage(query(null, 2), 2, order);
    expect(first.items.map((r) => r.id)).toEqual(["r5", "r4"]);
    list.splice(1, 1); // r4, the last row of page 1, goes
    const second = keysetPage(query(first.nextCursor, 2), 2, order);
    expect(second.items.map((r) => r.id)).toEqual(["r3", "r2"]);
    expect(keysetPage(query(second.nextCursor, 2), 2, order)).toEqual({ items: [rows[4]], nextCursor: null });
  });

  it("breaks ties in time by id", () => {
    const same = ["c", "b", "a"].map((id) => ({ createdAt: at, id }));
    const order = newestFirst();
    const first = keysetPage(same.slice(0, 2), 1, order);
    const { where } = keysetQuery(order, readCursor(first.nextCursor), 1);
    expect(same.filter((row) => matches(row, where)).map((r) => r.id)).toEqual(["b", "a"]);
  });
});

type Value = Date | string;
const cmp = (a: Value, b: Value) => (a instanceof Date && b instanceof Date ? a.getTime() - b.getTime() : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
const OPS: Record<string, (c: number) => boolean> = { lt: (c) => c < 0, lte: (c) => c <= 0, gt: (c) => c > 0, gte: (c) => c >= 0 };

function matches(row: Record<string, unknown>, where: object): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === "OR") return (condition as object[]).some((w) => matches(row, w));
    const value = row[key] as Value;
    if (condition instanceof Date || typeof condition === "string") return cmp(value, condition) === 0;
    return Object.entries(condition as Record<string, Value>).every(([op, bound]) => OPS[op]!(cmp(value, bound)));
  });
}
