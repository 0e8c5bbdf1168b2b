import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";
import { createReview, deleteReview } from "@/tests/businesses/review-support";
import { createUser } from "@/tests/support/http";

// Runs on PGlite (one connection: the writes queue) and on PostgreSQL (parallel connections: the
// row lock on the business is what keeps averageRating and totalReviews exact).
describe("ratings under concurrent writes", () => {
  it("20 concurrent reviews leave the exact average and count, and so do 10 concurrent deletions", async () => {
    const place = (await seedBusiness({ name: `Busy ${tag()}`, businessType: "cafe" })).id;
    const members = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const ratings = members.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(members.map((m, i) => createReview(m, place, { rating: ratings[i], content: `Visit ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const exact = (values: number[]) => (Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10).toFixed(1);
    let row = await db.business.findUniqueOrThrow({ where: { id: place }, select: { averageRating: true, totalReviews: true } });
    expect(row.totalReviews).toBe(20);
    expect(row.averageRating?.toFixed(1)).toBe(exact(ratings));

    // and the same member racing themself still gets one review
    const twice = await Promise.all([1, 2, 3].map(() => createReview(members[0]!, place, { rating: 1, content: "again" })));
    expect(twice.every((r) => r.status === 409)).toBe(true);

    const gone = results.slice(0, 10);
    const deletions = await Promise.all(gone.map((r, i) => deleteReview(members[i]!, r.data.id)));
    expect(deletions.map((d) => d.status)).toEqual(Array(10).fill(200));
    row = await db.business.findUniqueOrThrow({ where: { id: place }, select: { averageRating: true, totalReviews: true } });
    expect(row.totalReviews).toBe(10);
    expect(row.averageRating?.toFixed(1)).toBe(exact(ratings.slice(10)));
  }, 120_000);
});
