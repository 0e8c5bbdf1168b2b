import { registeredUpload } from "@/tests/support/uploads";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/business-applications/route";
import { POST as approveRoute } from "@/app/api/business-applications/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/business-applications/[id]/reject/route";
import { GET as businessesRoute } from "@/app/api/businesses/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import {tag, validApplication } from "@/tests/businesses/fixtures";
import { PUT as putBusinessRoute } from "@/app/api/businesses/[id]/route";

const create = createRoute as Handler;
const list = listRoute as Handler;
const approve = approveRoute as Handler;
const reject = rejectRoute as Handler;
const businesses = businessesRoute as Handler;
const notifications = notificationsRoute as Handler;

let member: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  member = await createUser({ firstName: "Yuki", lastName: "Sato" });
  other = await createUser({ firstName: "Ren" });
  admin = await createUser({ firstName: "Ada", admin: true });
});

async function apply(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(create, "/api/business-applications", { cookie: user.cookie, body: validApplication(overrides) });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as { id: string; name: string };
}

describe("POST /api/business-applications", () => {
  it("lets any member apply; the application starts pending with the applicant attached", async () => {
    const res = await call(create, "/api/business-applications", {
      cookie: member.cookie,
      body: validApplication({ email: "", website: "", tags: ["vegan-options", "lgbtq-friendly", "vegan-options"] }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: "Rainbow Cafe",
      status: "pending",
      adminNotes: null,
      email: null,
      website: null,
      tags: ["lgbtq-friendly", "vegan-options"],
      applicant: { id: member.id, firstName: "Yuki", lastName: "Sato", username: member.username },
    });
  });

  it("needs only a name and a type", async () => {
    const res = await call(create, "/api/business-applications", { cookie: member.cookie, body: { name: "Tiny Shop", businessType: "shop" } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ description: null, imageUrl: null, tags: [] });
  });

  const long = "x".repeat(10_000);
  it.each([
    ["empty name", { name: "" }, "Business name is required"],
    ["blank name", { name: "   " }, "Business name is required"],
    ["missing name", { name: undefined }, "Business name is required"],
    ["bad email", { email: "not-an-email" }, "Please enter a valid email"],
    ["bad website", { website: "rainbow dot jp" }, "Please enter a valid URL"],
    ["javascript website", { website: "javascript:alert(1)" }, "Please enter a valid URL"],
    ["bad maps url", { googleMapsUrl: "maps please" }, "Please enter a valid URL"],
    ["unknown type", { businessType: "casino" }, undefined],
    ["unknown tag", { tags: ["smoking-area"] }, undefined],
    ["http image url", { imageUrl: "http://images.example.jp/a.jpg" }, "Please enter a valid image URL"],
    ["path traversal image", { imageUrl: "/objects/../secret" }, "Please enter a valid image URL"],
    ["wrong types", { name: 42, tags: "lgbtq-friendly", city: {} }, undefined],
    ["10k name", { name: long }, undefined],
    ["10k description", { description: long }, undefined],
    ["NUL in name", { name: "Bar\u0000" }, "Text can't contain NUL characters"],
    ["NUL in city", { city: "\u0000" }, "Text can't contain NUL characters"],
  ])("rejects %s with 400", async (_name, patch, message) => {
    const res = await call(create, "/api/business-applications", { cookie: member.cookie, body: validApplication(patch) });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
    if (message) expect(res.data.message).toBe(message);
  });

  it("answers malformed JSON with 400 and signed-out callers with 401", async () => {
    const bad = await call(create, "/api/business-applications", { cookie: member.cookie, rawBody: "{", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect((await call(create, "/api/business-applications", { body: validApplication() })).status).toBe(401);
  });
});

describe("application photos", () => {
  it("accepts the member's own business upload and refuses anyone else's or another purpose's", async () => {
    const own = await registeredUpload(member.id, "business");
    const ok = await call(create, "/api/business-applications", { cookie: member.cookie, body: validApplication({ imageUrl: own }) });
    expect(ok.status).toBe(201);
    expect(ok.data.imageUrl).toBe(own);
    for (const imageUrl of [await registeredUpload(other.id, "business"), await registeredUpload(member.id, "post"), "/objects/test/never-uploaded.png"]) {
      const res = await call(create, "/api/business-applications", { cookie: member.cookie, body: validApplication({ imageUrl }) });
      expect(res.status).toBe(400);
    }
  });

  it("approval copies the applicant's photo; an admin edit may keep it but not swap in someone else's upload", async () => {
    const own = await registeredUpload(member.id, "business");
    const app = await apply(member, { imageUrl: own, name: `Photo ${tag()}` });
    const approved = await call(approve, "/x", { cookie: admin.cookie, params: { id: app.id }, body: {} });
    const id = approved.data.businessId;
    const put = putBusinessRoute as Handler;
    const keep = await call(put, "/x", { method: "PUT", cookie: admin.cookie, params: { id }, body: validApplication({ imageUrl: own, name: "Kept photo" }) });
    expect(keep.status).toBe(200);
    expect(keep.data.imageUrl).toBe(own);
    const foreign = await registeredUpload(other.id, "business");
    const swap = await call(put, "/x", { method: "PUT", cookie: admin.cookie, params: { id }, body: validApplication({ imageUrl: foreign }) });
    expect(swap.status).toBe(400);
    const adminUpload = await registeredUpload(admin.id, "business-edit");
    const mine = await call(put, "/x", { method: "PUT", cookie: admin.cookie, params: { id }, body: validApplication({ imageUrl: adminUpload }) });
    expect(mine.data.imageUrl).toBe(adminUpload);
  });
});

describe("GET /api/business-applications", () => {
  it("shows a member only their own applications, with status and admin notes", async () => {
    const mine = await apply(other, { name: `Other ${tag()}` });
    const res = await call(list, "/api/business-applications", { cookie: other.cookie });
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((a: { applicant: { id: string } }) => a.applicant.id === other.id)).toBe(true);
    expect(res.data[0]).toMatchObject({ id: mine.id, status: "pending", adminNotes: null });
  });

  it("forbids members the full review list (scope=all)", async () => {
    const res = await call(list, "/api/business-applications", { cookie: member.cookie, query: { scope: "all", status: "pending" } });
    expect(res.status).toBe(403);
  });

  it("gives admins every application filtered by status, with applicant names", async () => {
    const a = await apply(member, { name: `Status ${tag()}` });
    const b = await apply(other, { name: `Status ${tag()}` });
    await call(reject, "/x", { cookie: admin.cookie, params: { id: b.id }, body: { adminNotes: "Not a fit" } });
    const pending = await call(list, "/api/business-applications", { cookie: admin.cookie, query: { status: "pending" } });
    expect(pending.status).toBe(200);
    const pendingIds = pending.data.map((x: { id: string }) => x.id);
    expect(pendingIds).toContain(a.id);
    expect(pendingIds).not.toContain(b.id);
    expect(pending.data.every((x: { status: string }) => x.status === "pending")).toBe(true);
    expect(pending.data.find((x: { id: string }) => x.id === a.id).applicant).toMatchObject({ firstName: "Yuki", lastName: "Sato", username: member.username });
    const rejected = await call(list, "/api/business-applications", { cookie: admin.cookie, query: { status: "rejected", scope: "all" } });
    expect(rejected.data.map((x: { id: string }) => x.id)).toContain(b.id);
    const all = await call(list, "/api/business-applications", { cookie: admin.cookie });
    expect(all.data.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("rejects an unknown status with 400", async () => {
    const res = await call(list, "/api/business-applications", { cookie: admin.cookie, query: { status: "archived" } });
    expect(res.status).toBe(400);
  });
});

describe("approve and reject", () => {
  it("forbids members to approve or reject (403) and changes nothing", async () => {
    const app = await apply(other);
    const a = await call(approve, "/x", { cookie: member.cookie, params: { id: app.id }, body: {} });
    const r = await call(reject, "/x", { cookie: other.cookie, params: { id: app.id }, body: { adminNotes: "mine" } });
    expect([a.status, r.status]).toEqual([403, 403]);
    expect((await db.businessApplication.findUnique({ where: { id: app.id } }))?.status).toBe("pending");
  });

  it("approval lists the business (owner = applicant) and notifies the applicant, once", async () => {
    const name = `Approved Bar ${tag()}`;
    const app = await apply(member, { name, businessType: "bar", city: "Tokyo", tags: ["lgbtq-friendly", "safe-space"] });
    const res = await call(approve, "/x", { cookie: admin.cookie, params: { id: app.id }, body: { adminNotes: "Welcome!" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: app.id, status: "approved", adminNotes: "Welcome!" });
    expect(res.data.businessId).toEqual(expect.any(String));

    const business = await db.business.findUnique({ where: { applicationId: app.id } });
    expect(business).toMatchObject({ id: res.data.businessId, name, ownerId: member.id, businessType: "bar", tags: ["lgbtq-friendly", "safe-space"] });
    const listed = await call(businesses, "/api/businesses", { cookie: other.cookie, query: { search: name } });
    expect(listed.data.map((b: { id: string }) => b.id)).toEqual([business!.id]);

    const rows = await db.notification.findMany({ where: { userId: member.id, type: "business_application_approved" } });
    expect(rows.filter((n) => (n.data as { applicationId?: string }).applicationId === app.id)).toHaveLength(1);

    const twice = await call(approve, "/x", { cookie: admin.cookie, params: { id: app.id }, body: {} });
    expect(twice.status).toBe(409);
    const rejectAfter = await call(reject, "/x", { cookie: admin.cookie, params: { id: app.id }, body: { adminNotes: "changed my mind" } });
    expect(rejectAfter.status).toBe(409);
    expect(await db.business.count({ where: { applicationId: app.id } })).toBe(1);
  });

  it("rejection needs a non-blank reason, stores it and notifies the applicant", async () => {
    const app = await apply(member, { name: `Rejected ${tag()}` });
    for (const body of [{}, { adminNotes: "" }, { adminNotes: "   " }, { adminNotes: 7 }]) {
      const res = await call(reject, "/x", { cookie: admin.cookie, params: { id: app.id }, body });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe("Please provide a reason for rejection.");
    }
    const res = await call(reject, "/x", { cookie: admin.cookie, params: { id: app.id }, body: { adminNotes: "  Not LGBTQ+ friendly  " } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: "rejected", adminNotes: "Not LGBTQ+ friendly", businessId: null });
    expect(await db.business.count({ where: { applicationId: app.id } })).toBe(0);

    const feed = await call(notifications, "/api/notifications", { cookie: member.cookie });
    expect(feed.status).toBe(200);
    const note = feed.data.notifications.find((n: { data: { applicationId?: string } }) => n.data?.applicationId === app.id);
    expect(note).toMatchObject({ type: "business_application_rejected", data: { adminNotes: "Not LGBTQ+ friendly" } });

    const mine = await call(list, "/api/business-applications", { cookie: member.cookie, query: { status: "rejected" } });
    expect(mine.data.find((a: { id: string }) => a.id === app.id)).toMatchObject({ status: "rejected", adminNotes: "Not LGBTQ+ friendly" });
    expect((await call(reject, "/x", { cookie: admin.cookie, params: { id: app.id }, body: { adminNotes: "again" } })).status).toBe(409);
    expect((await call(approve, "/x", { cookie: admin.cookie, params: { id: app.id }, body: {} })).status).toBe(409);
  });

  it.each([
    ["unknown id", "nope1234", {}, 404],
    ["malformed id", "a/b", {}, 404],
    ["10k notes", null, { adminNotes: "x".repeat(10_000) }, 400],
    ["wrong-typed notes", null, { adminNotes: ["x"] }, 400],
  ])("approve: %s -> %i", async (_name, id, body, status) => {
    const target = id ?? (await apply(member)).id;
    const res = await call(approve, "/x", { cookie: admin.cookie, params: { id: target }, body });
    expect(res.status).toBe(status);
  });
});

describe("GET /api/notifications", () => {
  it("returns only the caller's notifications, newest first, and pages by cursor", async () => {
    const user = await createUser({ firstName: "Pager" });
    const base = Date.now();
    await db.notification.createMany({
      data: Array.from({ length: 35 }, (_, i) => ({ userId: user.id, type: "test", title: `n${i}`, body: "b", createdAt: new Date(base + i * 1000) })),
    });
    const first = await call(notifications, "/api/notifications", { cookie: user.cookie });
    expect(first.data.notifications).toHaveLength(30);
    expect(first.data.notifications[0].title).toBe("n34");
    const second = await call(notifications, "/api/notifications", { cookie: user.cookie, query: { cursor: first.data.nextCursor } });
    expect(second.data.notifications.map((n: { title: string }) => n.title)).toEqual(["n4", "n3", "n2", "n1", "n0"]);
    expect(second.data.nextCursor).toBeNull();
    const others = await call(notifications, "/api/notifications", { cookie: admin.cookie });
    expect(others.data.notifications.some((n: { title: string }) => n.title.startsWith("n3"))).toBe(false);
    expect((await call(notifications, "/api/notifications", { cookie: user.cookie, query: { cursor: "../x" } })).status).toBe(400);
  });
});
