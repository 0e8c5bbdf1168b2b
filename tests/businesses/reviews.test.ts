import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBusinessRoute } from "@/app/api/businesses/[id]/route";
import { POST as reportRoute } from "@/app/api/reports/route";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { db } from "@/lib/data/db";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";
import { createReview, deleteReview, listReviews, updateReview } from "@/tests/businesses/review-support";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let businessId: string;

const getBusiness = (viewer: TestUser, id: string) => call(getBusinessRoute as Handler, `/api/businesses/${id}`, { cookie: viewer.cookie, params: { id } });
const review = (rating: number, content = "Kind staff and a calm room.") => ({ rating, content });

beforeAll(async () => {
  author = await createUser({ firstName: "Aoi" });
  other = await createUser({ firstName: "Ren" });
  admin = await createUser({ firstName: "Ada", admin: true });
  businessId = (await seedBusiness({ name: `Review Cafe ${tag()}`, businessType: "cafe", tags: ["lgbtq-friendly"] })).id;
});

describe("POST /api/businesses/[id]/reviews", () => {
  it("requires a session", async () => {
    expect((await createReview(null, businessId, review(5))).status).toBe(401);
  });

  it("adds one review per member (409 already_reviewed for a second) and updates the rating", async () => {
    const first = await createReview(author, businessId, review(5));
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    expect(first.data).toMatchObject({ businessId, rating: 5, content: "Kind staff and a calm room.", imageUrl: null, author: { id: author.id } });
    expect(first.data.business).toEqual({ averageRating: "5.0", totalReviews: 1 });
    const again = await createReview(author, businessId, review(1));
    expect(again.status).toBe(409);
    expect(again.data.code).toBe("already_reviewed");
    const second = await createReview(other, businessId, review(4));
    expect(second.data.business).toEqual({ averageRating: "4.5", totalReviews: 2 });
    const shown = await getBusiness(other, businessId);
    expect(shown.data).toMatchObject({ averageRating: "4.5", totalReviews: 2 });
  });

  it("takes a photo the author registered for reviews, with alt text", async () => {
    const photographer = await createUser();
    const path = await registeredUpload(photographer.id, "review");
    const res = await createReview(photographer, businessId, { ...review(3), imageUrl: path, altText: "The rainbow counter" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ imageUrl: path, altText: "The rainbow counter" });
    // someone else's upload, or one registered for another purpose, is refused
    const stranger = await createUser();
    expect((await createReview(stranger, businessId, { ...review(3), imageUrl: path })).status).toBe(400);
    const postImage = await registeredUpload(stranger.id, "post");
    expect((await createReview(stranger, businessId, { ...review(3), imageUrl: postImage })).status).toBe(400);
    await deleteReview(photographer, res.data.id);
  });

  it("answers 404 for an unknown business and for a malformed id", async () => {
    expect((await createReview(author, "nope0000000000000000000000", review(4))).status).toBe(404);
    expect((await createReview(author, "bad id!", review(4))).status).toBe(404);
  });

  it.each([
    ["2,001 characters", review(4, "x".repeat(2001))],
    ["empty text", review(4, "   ")],
    ["rating 0", review(0)],
    ["rating 6", review(6)],
    ["rating 2.5", review(2.5)],
    ['rating "5"', { rating: "5", content: "Nice" }],
    ["no rating", { content: "Nice" }],
    ["a lone surrogate", review(4, "caf\ud800e")],
    ["a NUL", review(4, "caf\u0000e")],
    ["an array body", [1, 2]],
    ["a foreign image path", { ...review(4), imageUrl: "https://evil.example/x.jpg" }],
  ])("refuses %s with 400", async (_name, body) => {
    const someone = await createUser();
    const res = await createReview(someone, businessId, body);
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(typeof res.data.message).toBe("string");
  });

  it("accepts exactly 2,000 characters", async () => {
    const someone = await createUser();
    const res = await createReview(someone, businessId, review(2, "あ".repeat(2000)));
    expect(res.status).toBe(201);
    await deleteReview(someone, res.data.id);
  });
});

describe("GET /api/businesses/[id]/reviews", () => {
  it("pages newest first through X-Next-Cursor and refuses a bad cursor", async () => {
    const place = (await seedBusiness({ name: `Paged ${tag()}`, businessType: "bar" })).id;
    const writers = await Promise.all([1, 2, 3].map(() => createUser()));
    const ids: string[] = [];
    for (const [i, w] of writers.entries()) ids.push((await createReview(w, place, review(i + 1, `Visit ${i}`))).data.id);
    const first = await listReviews(author, place, { limit: "2" });
    expect(first.status).toBe(200);
    expect(first.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBeTruthy();
    const second = await listReviews(author, place, { limit: "2", cursor: cursor! });
    expect(second.data.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(second.headers.get("X-Next-Cursor")).toBeNull();
    for (const bad of ["!!!", "bm90LWEtY3Vyc29y", "x".repeat(300)]) expect((await listReviews(author, place, { cursor: bad })).status).toBe(400);
    expect((await listReviews(author, place, { limit: "0" })).status).toBe(400);
    expect((await listReviews(author, "nope0000000000000000000000")).status).toBe(404);
    expect((await listReviews(null, place)).status).toBe(401);
  });

  it("hides reviews between blocked members, both ways, and those of suspended authors", async () => {
    const place = (await seedBusiness({ name: `Blocks ${tag()}`, businessType: "bar" })).id;
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser()));
    for (const w of [a!, b!, c!]) await createReview(w, place, review(4, `by ${w.id}`));
    await block(a!, b!.id);
    const authors = async (viewer: TestUser) => (await listReviews(viewer, place)).data.map((r: { author: { id: string } }) => r.author.id).sort();
    expect(await authors(a!)).toEqual([a!.id, c!.id].sort());
    expect(await authors(b!)).toEqual([b!.id, c!.id].sort());
    expect(await authors(d!)).toEqual([a!.id, b!.id, c!.id].sort());
    await db.user.update({ where: { id: c!.id }, data: { suspendedAt: new Date() } });
    expect(await authors(d!)).toEqual([a!.id, b!.id].sort());
    expect((await listReviews(admin, place)).data).toHaveLength(3);
    // the average still counts every stored rating (documented in docs/decisions/peerpicks-reviews.md)
    expect(await db.business.findUniqueOrThrow({ where: { id: place }, select: { totalReviews: true } })).toEqual({ totalReviews: 3 });
  });
});

describe("PUT and DELETE /api/reviews/[id]", () => {
  it("lets only the author edit (403 for others, 404 for unknown) and recomputes the rating", async () => {
    const place = (await seedBusiness({ name: `Edit ${tag()}`, businessType: "cafe" })).id;
    const mine = (await createReview(author, place, review(2))).data.id as string;
    expect((await updateReview(other, mine, review(5))).status).toBe(403);
    expect((await updateReview(admin, mine, review(5))).status).toBe(403);
    expect((await updateReview(author, "nope0000000000000000000000", review(5))).status).toBe(404);
    expect((await updateReview(author, mine, review(7))).status).toBe(400);
    const edited = await updateReview(author, mine, review(5, "Better the second time."));
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ rating: 5, content: "Better the second time.", business: { averageRating: "5.0", totalReviews: 1 } });
  });

  it("lets the author or an admin delete, others get 403, and the rating follows", async () => {
    const place = (await seedBusiness({ name: `Delete ${tag()}`, businessType: "cafe" })).id;
    const a = (await createReview(author, place, review(5))).data.id as string;
    const b = (await createReview(other, place, review(2))).data.id as string;
    expect((await deleteReview(other, a)).status).toBe(403);
    const own = await deleteReview(author, a);
    expect(own.status).toBe(200);
    expect(own.data).toEqual({ averageRating: "2.0", totalReviews: 1 });
    const byAdmin = await deleteReview(admin, b);
    expect(byAdmin.data).toEqual({ averageRating: null, totalReviews: 0 });
    expect((await deleteReview(admin, b)).status).toBe(404);
    expect((await getBusiness(author, place)).data).toMatchObject({ averageRating: null, totalReviews: 0 });
  });
});

describe("deleting an account", () => {
  it("takes the member's reviews with it and recomputes those businesses' ratings", async () => {
    const place = (await seedBusiness({ name: `Leaving ${tag()}`, businessType: "cafe" })).id;
    const leaving = await createUser();
    await createReview(leaving, place, review(1));
    await createReview(author, place, review(5));
    const { DELETE } = await import("@/app/api/users/[id]/route");
    const gone = await call(DELETE as Handler, "/x", { method: "DELETE", cookie: leaving.cookie, params: { id: leaving.id }, body: { password: leaving.password } });
    expect(gone.status, JSON.stringify(gone.data)).toBe(204);
    expect((await getBusiness(author, place)).data).toMatchObject({ averageRating: "5.0", totalReviews: 1 });
  });
});

describe("reporting a review", () => {
  it("files a review report the desk previews, and removal deletes it and fixes the rating", async () => {
    const place = (await seedBusiness({ name: `Reported ${tag()}`, businessType: "bar" })).id;
    const bad = (await createReview(other, place, review(1, "Rude words here"))).data.id as string;
    await createReview(author, place, review(5));
    const report = await call(reportRoute as Handler, "/api/reports", { cookie: author.cookie, body: { targetType: "review", targetId: bad, reason: "harassment" } });
    expect(report.status, JSON.stringify(report.data)).toBe(201);
    const { reportPreviews, previewKey } = await import("@/lib/domain/moderation/report-previews");
    const previews = await reportPreviews([{ targetType: "review", targetId: bad }]);
    expect(previews.get(previewKey("review", bad))).toMatchObject({ kind: "review", businessId: place, rating: 1, content: "Rude words here" });
    const resolved = await call(resolveRoute as Handler, "/x", { cookie: admin.cookie, params: { id: report.data.id }, body: { action: "remove" } });
    expect(resolved.status, JSON.stringify(resolved.data)).toBe(200);
    expect(await db.businessReview.count({ where: { id: bad } })).toBe(0);
    expect(await db.business.findUniqueOrThrow({ where: { id: place }, select: { totalReviews: true } })).toEqual({ totalReviews: 1 });
    expect((await getBusiness(author, place)).data.averageRating).toBe("5.0");
  });
});
