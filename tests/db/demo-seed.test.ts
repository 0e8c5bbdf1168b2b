import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getBusinessRoute } from "@/app/api/businesses/[id]/route";
import { db } from "@/lib/data/db";
import { seedDemo } from "@/prisma/seed/demo";
import { listReviews } from "@/tests/businesses/review-support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// The demo businesses' "4.5 · 19 reviews" must come from review rows the page can list (issue #29):
// after seeding, every demo business's aggregate is what its stored reviews add up to.

let viewer: TestUser;
let businesses: { id: string; name: string; ownerId: string | null; averageRating: unknown; totalReviews: number }[];

/** AVG rounded to one decimal as recomputeRating's ROUND(numeric, 1) does (half away from zero). */
function expectedAverage(ratings: number[]): string | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return (Math.round((sum * 10) / ratings.length) / 10).toFixed(1);
}

beforeAll(async () => {
  await seedDemo();
  viewer = await createUser({ firstName: "Demo", lastName: "Visitor" });
  businesses = await db.business.findMany({
    where: { owner: { email: { endsWith: "@niji.demo" } } },
    select: { id: true, name: true, ownerId: true, averageRating: true, totalReviews: true },
    orderBy: { name: "asc" },
  });
});

// The suites share one database: the demo members and everything they own leave with this file, so
// no later suite counting people, posts, events or businesses meets them.
afterAll(async () => {
  const demo = { in: (await db.user.findMany({ where: { email: { endsWith: "@niji.demo" } }, select: { id: true } })).map((u) => u.id) };
  await db.business.deleteMany({ where: { ownerId: demo } });
  await db.user.deleteMany({ where: { id: demo } });
});

describe("demo seed: businesses and their reviews", () => {
  it("seeds the three demo businesses, each with several real reviews", async () => {
    expect(businesses.map((b) => b.name)).toEqual(["Bar Pride Osaka", "Café Niji", "Kyoto Tea House Yuki"]);
    for (const business of businesses) {
      expect(await db.businessReview.count({ where: { businessId: business.id } }), business.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("stores each business's totalReviews and averageRating as its review rows add up to, none by the owner", async () => {
    for (const business of businesses) {
      const rows = await db.businessReview.findMany({ where: { businessId: business.id }, select: { rating: true, authorId: true } });
      expect(business.totalReviews, business.name).toBe(rows.length);
      expect(business.averageRating === null ? null : Number(business.averageRating).toFixed(1), business.name).toBe(expectedAverage(rows.map((r) => r.rating)));
      expect(rows.some((r) => r.authorId === business.ownerId), business.name).toBe(false);
    }
  });

  it("serves the same numbers on the business page and lists every review there", async () => {
    for (const business of businesses) {
      const page = await call(getBusinessRoute as Handler, `/api/businesses/${business.id}`, { cookie: viewer.cookie, params: { id: business.id } });
      expect(page.status).toBe(200);
      const list = await listReviews(viewer, business.id, { limit: "50" });
      expect(list.status).toBe(200);
      const ratings = (list.data as { rating: number }[]).map((r) => r.rating);
      expect({ averageRating: page.data.averageRating, totalReviews: page.data.totalReviews }, business.name).toEqual({
        averageRating: expectedAverage(ratings),
        totalReviews: ratings.length,
      });
    }
  });

  it("is idempotent: a second run adds no reviews and keeps the aggregates", async () => {
    const before = await db.businessReview.count({ where: { businessId: { in: businesses.map((b) => b.id) } } });
    await seedDemo();
    expect(await db.businessReview.count({ where: { businessId: { in: businesses.map((b) => b.id) } } })).toBe(before);
    const after = await db.business.findMany({ where: { id: { in: businesses.map((b) => b.id) } }, select: { id: true, name: true, ownerId: true, averageRating: true, totalReviews: true }, orderBy: { name: "asc" } });
    expect(after.map((b) => [b.totalReviews, String(b.averageRating)])).toEqual(businesses.map((b) => [b.totalReviews, String(b.averageRating)]));
  });

  it("repairs a demo business an older seed left with a stored aggregate and no review rows", async () => {
    const [cafe] = businesses.filter((b) => b.name === "Café Niji");
    await db.businessReview.deleteMany({ where: { businessId: cafe.id } });
    await db.business.update({ where: { id: cafe.id }, data: { averageRating: "4.50", totalReviews: 19 } });
    await seedDemo();
    const page = await call(getBusinessRoute as Handler, `/api/businesses/${cafe.id}`, { cookie: viewer.cookie, params: { id: cafe.id } });
    expect({ averageRating: page.data.averageRating, totalReviews: page.data.totalReviews }).toEqual({ averageRating: Number(cafe.averageRating).toFixed(1), totalReviews: cafe.totalReviews });
    expect(await db.businessReview.count({ where: { businessId: cafe.id } })).toBe(cafe.totalReviews);
  });
});
