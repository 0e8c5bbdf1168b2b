import { beforeAll, describe, expect, it } from "vitest";
import { GET as disputedRoute } from "@/app/api/admin/disputed-tags/route";
import { POST as resolveRoute } from "@/app/api/admin/disputed-tags/[businessId]/[tag]/route";
import { db } from "@/lib/data/db";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";
import { voteTag } from "@/tests/businesses/review-support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

let member: TestUser;
let admin: TestUser;
let businessId: string;

const disputed = (viewer: TestUser) => call(disputedRoute as Handler, "/api/admin/disputed-tags", { cookie: viewer.cookie });
const resolve = (viewer: TestUser, id: string, t: string, body: unknown) =>
  call(resolveRoute as Handler, "/x", { method: "POST", cookie: viewer.cookie, params: { businessId: id, tag: t }, body });
const flagFor = async (id: string, t: string) =>
  ((await disputed(admin)).data as Array<{ business: { id: string }; tag: string; confirms: number; disputes: number }>).find((f) => f.business.id === id && f.tag === t);

beforeAll(async () => {
  member = await createUser();
  admin = await createUser({ admin: true });
  businessId = (await seedBusiness({ name: `Tagged ${tag()}`, businessType: "bar", tags: ["lgbtq-friendly", "trans-friendly-staff"] })).id;
});

describe("POST /api/businesses/[id]/tags/[tag]/confirm", () => {
  it("keeps one vote per member and tag: confirm, switch to dispute, take back", async () => {
    const confirmed = await voteTag(member, businessId, "lgbtq-friendly", { vote: "confirm" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ tag: "lgbtq-friendly", confirms: 1, disputes: 0, myVote: "confirm" });
    expect((await voteTag(member, businessId, "lgbtq-friendly", { vote: "confirm" })).data).toMatchObject({ confirms: 1, disputes: 0 });
    expect((await voteTag(member, businessId, "lgbtq-friendly", { vote: "dispute" })).data).toEqual({ tag: "lgbtq-friendly", confirms: 0, disputes: 1, myVote: "dispute" });
    expect((await voteTag(member, businessId, "lgbtq-friendly", { vote: null })).data).toEqual({ tag: "lgbtq-friendly", confirms: 0, disputes: 0, myVote: null });
    expect(await db.businessTagVote.count({ where: { businessId, userId: member.id } })).toBe(0);
  });

  it("counts each member once under concurrent clicks", async () => {
    const racer = await createUser();
    const results = await Promise.all([1, 2, 3, 4].map(() => voteTag(racer, businessId, "trans-friendly-staff", { vote: "confirm" })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await db.businessTagVote.count({ where: { businessId, tag: "trans-friendly-staff", userId: racer.id } })).toBe(1);
  });

  it("only takes tags the business has", async () => {
    expect((await voteTag(member, businessId, "vegan-options", { vote: "confirm" })).status).toBe(404);
    expect((await voteTag(member, businessId, "not-a-tag", { vote: "confirm" })).status).toBe(404);
    expect((await voteTag(member, "nope0000000000000000000000", "lgbtq-friendly", { vote: "confirm" })).status).toBe(404);
  });

  it.each([
    ["an unknown vote", { vote: "maybe" }],
    ["a missing vote", {}],
    ["a number", { vote: 1 }],
    ["a lone surrogate", { vote: "\udc00" }],
  ])("refuses %s with 400", async (_name, body) => {
    expect((await voteTag(member, businessId, "lgbtq-friendly", body)).status).toBe(400);
  });

  it("requires a session", async () => {
    expect((await voteTag(null, businessId, "lgbtq-friendly", { vote: "confirm" })).status).toBe(401);
  });
});

describe("disputed tags on the admin desk", () => {
  it("flags a tag with at least 3 disputes and more disputes than confirms; admins only", async () => {
    const place = (await seedBusiness({ name: `Disputed ${tag()}`, businessType: "cafe", tags: ["wheelchair-accessible"] })).id;
    const voters = await Promise.all([1, 2, 3, 4, 5].map(() => createUser()));
    for (const v of voters.slice(0, 2)) await voteTag(v, place, "wheelchair-accessible", { vote: "dispute" });
    await voteTag(voters[2]!, place, "wheelchair-accessible", { vote: "confirm" });
    expect(await flagFor(place, "wheelchair-accessible")).toBeUndefined();
    await voteTag(voters[3]!, place, "wheelchair-accessible", { vote: "dispute" });
    expect(await flagFor(place, "wheelchair-accessible")).toMatchObject({ confirms: 1, disputes: 3 });
    // as many confirms as disputes: no longer flagged
    await voteTag(voters[4]!, place, "wheelchair-accessible", { vote: "confirm" });
    await voteTag(member, place, "wheelchair-accessible", { vote: "confirm" });
    expect(await flagFor(place, "wheelchair-accessible")).toBeUndefined();
    expect((await disputed(member)).status).toBe(403);
  });

  it("dismissing hides the flag until a new dispute; removing takes the tag off; both audit-logged", async () => {
    const place = (await seedBusiness({ name: `Settle ${tag()}`, businessType: "cafe", tags: ["english-spoken", "safe-space"] })).id;
    const voters = await Promise.all([1, 2, 3, 4].map(() => createUser()));
    for (const v of voters.slice(0, 3)) await voteTag(v, place, "english-spoken", { vote: "dispute" });
    expect(await flagFor(place, "english-spoken")).toBeTruthy();
    expect((await resolve(member, place, "english-spoken", { action: "dismiss" })).status).toBe(403);
    expect((await resolve(admin, place, "english-spoken", { action: "shrug" })).status).toBe(400);
    expect((await resolve(admin, place, "english-spoken", { action: "dismiss" })).status).toBe(204);
    expect(await flagFor(place, "english-spoken")).toBeUndefined();
    await voteTag(voters[3]!, place, "english-spoken", { vote: "dispute" });
    expect(await flagFor(place, "english-spoken")).toMatchObject({ disputes: 4 });
    expect((await resolve(admin, place, "english-spoken", { action: "remove" })).status).toBe(204);
    expect(await flagFor(place, "english-spoken")).toBeUndefined();
    expect((await db.business.findUniqueOrThrow({ where: { id: place }, select: { tags: true } })).tags).toEqual(["safe-space"]);
    expect(await db.businessTagVote.count({ where: { businessId: place, tag: "english-spoken" } })).toBe(0);
    expect((await resolve(admin, place, "english-spoken", { action: "remove" })).status).toBe(404);
    const audit = await db.auditLog.findMany({ where: { targetId: place }, orderBy: { createdAt: "asc" }, select: { action: true, actorId: true, details: true } });
    expect(audit.map((a) => a.action)).toEqual(["business.tag.dismiss", "business.tag.remove"]);
    expect(audit[1]).toMatchObject({ actorId: admin.id, details: { tag: "english-spoken", disputes: 4 } });
  });
});
