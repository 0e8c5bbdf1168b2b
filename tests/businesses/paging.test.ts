import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/businesses/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { tag } from "@/tests/businesses/fixtures";

const list = listRoute as Handler;
let member: TestUser;
const city = `Pagetown${tag()}`;
const seeded: string[] = [];
const bars: string[] = [];

beforeAll(async () => {
  member = await createUser();
  // 45 businesses, some sharing a createdAt (the id breaks the tie), a third of them bars
  const base = Date.UTC(2030, 0, 1);
  for (let i = 0; i < 45; i++) {
    const businessType = i % 3 === 0 ? "bar" : "cafe";
    const row = await db.business.create({
      data: { name: `Paged ${i}`, businessType, city, tags: [], createdAt: new Date(base - Math.floor(i / 2) * 60_000) },
      select: { id: true },
    });
    seeded.push(row.id);
    if (businessType === "bar") bars.push(row.id);
  }
});

/** Follows X-Next-Cursor to the end; returns every id in order and the headers of the first page. */
async function walk(query: Record<string, string | string[]>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let first: Headers | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query: cursor ? { ...query, cursor } : query });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    first ??= res.headers;
    ids.push(...res.data.map((b: { id: string }) => b.id));
    cursor = res.headers.get("X-Next-Cursor");
    if (!cursor) return { ids, first };
  }
  throw new Error("paging did not end");
}

describe("GET /api/businesses paging", () => {
  it("pages through every match exactly once, newest first, with the total in X-Total-Count", async () => {
    const { ids, first } = await walk({ city, limit: "7" });
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect(new Set(ids)).toEqual(new Set(seeded));
    expect(first?.get("X-Total-Count")).toBe("45");
    const rows = await db.business.findMany({ where: { id: { in: ids } }, select: { id: true, createdAt: true } });
    const at = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    for (let i = 1; i < ids.length; i++) expect(at.get(ids[i - 1])!).toBeGreaterThanOrEqual(at.get(ids[i])!);
  });

  it("keeps the filters on every page (cursor with filters)", async () => {
    const { ids, first } = await walk({ city, businessType: "bar", limit: "4" });
    expect(new Set(ids)).toEqual(new Set(bars));
    expect(ids).toHaveLength(bars.length);
    expect(first?.get("X-Total-Count")).toBe(String(bars.length));
  });

  it("answers 20 a page by default", async () => {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query: { city } });
    expect(res.data).toHaveLength(20);
    expect(res.headers.get("X-Next-Cursor")).toBeTruthy();
  });

  it.each([
    ["garbage", "not a cursor!"],
    ["percent junk", "%E0%A4%A"],
    ["lone surrogate", "\uD800abc"],
    ["huge", "A".repeat(5000)],
    ["wrong payload", Buffer.from("yesterday|x").toString("base64url")],
    ["bad date", Buffer.from("2030-99-99T00:00:00.000Z|abc").toString("base64url")],
    ["an event cursor", Buffer.from("past").toString("base64url")],
  ])("refuses a hostile cursor (%s) with 400", async (_name, cursor) => {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query: { city, cursor } });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ code: "bad_request" });
  });

  it.each(["0", "51", "x", "-1"])("refuses limit=%s with 400", async (limit) => {
    expect((await call(list, "/api/businesses", { cookie: member.cookie, query: { limit } })).status).toBe(400);
  });
});
