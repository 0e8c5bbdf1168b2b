import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/admin/audit/route";
import { GET as reportsRoute } from "@/app/api/admin/reports/route";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { POST as createApplicationRoute } from "@/app/api/business-applications/route";
import { POST as approveRoute } from "@/app/api/business-applications/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/business-applications/[id]/reject/route";
import { PUT as putBusinessRoute } from "@/app/api/businesses/[id]/route";
import { db } from "@/lib/data/db";
import { validApplication } from "@/tests/businesses/fixtures";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { report, seedTargets } from "@/tests/moderation/support";

const reports = reportsRoute as Handler;
const audit = auditRoute as Handler;
const resolve = resolveRoute as Handler;

let admin: TestUser;
let member: TestUser;
let author: TestUser;
let reporters: TestUser[];
let targets: Awaited<ReturnType<typeof seedTargets>>;
const filed: Record<string, string> = {};

beforeAll(async () => {
  admin = await createUser({ firstName: "Ada", admin: true });
  member = await createUser();
  author = await createUser({ firstName: "Kai", lastName: "Author" });
  reporters = [await createUser({ firstName: "Mio" }), await createUser({ firstName: "Sora" })];
  for (const r of reporters) await db.follow.create({ data: { followerId: r.id, followingId: author.id } });
  targets = await seedTargets(author);
  // in this order, so newest first is business, event, user, story, comment(2), comment, post
  for (const type of ["post", "comment"] as const) filed[type] = (await report(reporters[0]!, { targetType: type, targetId: targets[type], reason: "spam", details: "spammy" })).data.id;
  filed.comment2 = (await report(reporters[1]!, { targetType: "comment", targetId: targets.comment, reason: "hate" })).data.id;
  for (const type of ["story", "user", "event", "business"] as const) filed[type] = (await report(reporters[0]!, { targetType: type, targetId: targets[type], reason: "other" })).data.id;
});

const list = (user: TestUser | null, query: Record<string, string> = {}) => call(reports, "/api/admin/reports", { cookie: user?.cookie, query });


/**
 * Pages walked with a cursor hold the one-page list (`all`, its first 50) in the same order and
 * nothing twice. The suites share one database: other files add rows meanwhile (newest first, so
 * above these) and the whole list may be longer than 50, so the walk stops once it has seen `all`.
 */
function expectPagedLike(seen: string[], all: string[]) {
  expect(new Set(seen).size).toBe(seen.length);
  const wanted = new Set(all);
  expect(seen.filter((id) => wanted.has(id))).toEqual(all);
}
describe("GET /api/admin/reports", () => {
  it("answers 401 signed out and 403 to members", async () => {
    expect((await list(null)).status).toBe(401);
    const res = await list(member);
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ code: "forbidden", message: "Only admins can do this", messageKey: "adminOnly" });
  });

  it("lists open reports newest first with reporter, reason, details, per-target counts and an inline preview", async () => {
    const res = await list(admin);
    expect(res.status).toBe(200);
    const ours = (res.data as { id: string }[]).filter((r) => Object.values(filed).includes(r.id));
    expect(ours.map((r) => r.id)).toEqual([filed.business, filed.event, filed.user, filed.story, filed.comment2, filed.comment, filed.post]);
    const byId = new Map(res.data.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(filed.comment)).toMatchObject({
      targetType: "comment",
      reason: "spam",
      details: "spammy",
      status: "open",
      reporter: { id: reporters[0]!.id, firstName: "Mio" },
      targetUser: { id: author.id, firstName: "Kai", suspended: false, strikeCount: 0, isAdmin: false },
      targetReportCount: 2,
      targetOpenReportCount: 2,
      preview: { kind: "comment", text: "reported comment" },
    });
    expect(byId.get(filed.post)).toMatchObject({ preview: { kind: "post", caption: "reported caption" }, targetReportCount: 1 });
    expect(byId.get(filed.story)).toMatchObject({ preview: { kind: "story", mediaUrl: "/objects/demo/story.jpg" } });
    expect(byId.get(filed.user)).toMatchObject({ preview: { kind: "user", suspended: false } });
    expect(byId.get(filed.event)).toMatchObject({ preview: { kind: "event", title: "Reported Night" } });
    expect(byId.get(filed.business)).toMatchObject({ preview: { kind: "business", name: "Reported Bar" } });
    expect(JSON.stringify(res.data)).not.toContain("passwordHash");
    expect(JSON.stringify(res.data)).not.toContain("@example.test");
  });

  it("a previewed still image carries its WebP variants (widths, placeholder) beside mediaUrl, only when stored", async () => {
    // targets and reports of its own: the shared ones above stay as the other tests expect them
    const owner = await createUser({ firstName: "Rin" });
    const reporter = await createUser({ firstName: "Yui" });
    await db.follow.create({ data: { followerId: reporter.id, followingId: owner.id } });
    const mine = await seedTargets(owner);
    const fileOn = async (type: "post" | "comment" | "story") => {
      const res = await report(reporter, { targetType: type, targetId: mine[type], reason: "other" });
      expect(res.status).toBe(201);
      return res.data.id as string;
    };
    const own = { post: await fileOn("post"), comment: await fileOn("comment"), story: await fileOn("story") };
    const preview = async (id: string) => ((await list(admin)).data as { id: string; preview: Record<string, unknown> }[]).find((r) => r.id === id)!.preview;
    const post = await preview(own.post);
    expect(post).toMatchObject({ kind: "post", mediaType: "image" });
    expect(post).not.toHaveProperty("mediaWidths");
    expect(post).not.toHaveProperty("mediaPlaceholder");

    const placeholder = "HBkSHYSIeHiPiHh8eJd4eTN0EEQG";
    await db.postMedia.updateMany({ where: { postId: mine.post }, data: { variantWidths: [320, 640], placeholder } });
    await db.comment.update({ where: { id: mine.comment }, data: { imageUrl: "/objects/demo/comment.jpg", imageVariantWidths: [320], imagePlaceholder: placeholder } });
    await db.story.update({ where: { id: mine.story }, data: { variantWidths: [320, 640, 720], placeholder } });
    expect(await preview(own.post)).toMatchObject({ kind: "post", mediaWidths: [320, 640], mediaPlaceholder: placeholder });
    expect(await preview(own.comment)).toEqual({ kind: "comment", text: "reported comment", mediaUrl: "/objects/demo/comment.jpg", mediaWidths: [320], mediaPlaceholder: placeholder });
    expect(await preview(own.story)).toEqual({ kind: "story", mediaUrl: "/objects/demo/story.jpg", mediaType: "image", mediaWidths: [320, 640, 720], mediaPlaceholder: placeholder });
  });

  it("pages with a cursor (X-Next-Cursor), no overlaps, same order", async () => {
    const all = (await list(admin, { limit: "50" })).data.map((r: { id: string }) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(admin, { limit: "3", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.data.length).toBeLessThanOrEqual(3);
      seen.push(...res.data.map((r: { id: string }) => r.id));
      cursor = res.headers.get("x-next-cursor");
    } while (cursor && !all.every((id: string) => seen.includes(id)));
    expectPagedLike(seen, all);
  });

  it.each([
    [{ status: "closed" }],
    [{ status: "" }],
    [{ limit: "0" }],
    [{ limit: "51" }],
    [{ limit: "abc" }],
    [{ cursor: "not-a-cursor" }],
  ])("refuses %j with 400", async (query) => {
    const res = await list(admin, query);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
  });

  it("filters by status: resolved shows the action, notes and resolver; all shows both; the preview is null once removed", async () => {
    const res = await call(resolve, `/api/admin/reports/${filed.comment}/resolve`, { cookie: admin.cookie, params: { id: filed.comment }, body: { action: "remove", notes: "gone" } });
    expect(res.status).toBe(200);
    const open = (await list(admin)).data.map((r: { id: string }) => r.id);
    expect(open).not.toContain(filed.comment);
    expect(open).not.toContain(filed.comment2);
    const resolved = await list(admin, { status: "resolved" });
    const row = resolved.data.find((r: { id: string }) => r.id === filed.comment);
    expect(row).toMatchObject({ status: "resolved", action: "remove", resolutionNotes: "gone", resolvedBy: { id: admin.id }, preview: null, targetOpenReportCount: 0, targetReportCount: 2 });
    expect(resolved.data.every((r: { status: string }) => r.status === "resolved")).toBe(true);
    const all = (await list(admin, { status: "all" })).data.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([filed.comment, filed.post]));
  });
});

describe("GET /api/admin/audit", () => {
  const auditList = (user: TestUser | null, query: Record<string, string> = {}) => call(audit, "/api/admin/audit", { cookie: user?.cookie, query });

  it("answers 401 signed out and 403 to members", async () => {
    expect((await auditList(null)).status).toBe(401);
    expect((await auditList(member)).status).toBe(403);
    expect((await auditList(admin, { cursor: "%%%" })).status).toBe(400);
    expect((await auditList(admin, { limit: "500" })).status).toBe(400);
  });

  it("records application approve and reject and business edits, newest first, with the acting admin", async () => {
    const applicant = await createUser();
    const apply = async (name: string) =>
      (await call(createApplicationRoute as Handler, "/api/business-applications", { cookie: applicant.cookie, body: validApplication({ name }) })).data.id as string;
    const a1 = await apply("Audit Cafe");
    const a2 = await apply("Audit Bar");
    const approved = await call(approveRoute as Handler, `/api/business-applications/${a1}/approve`, { cookie: admin.cookie, params: { id: a1 }, body: { adminNotes: "welcome" } });
    expect(approved.status).toBe(200);
    expect((await call(rejectRoute as Handler, `/api/business-applications/${a2}/reject`, { cookie: admin.cookie, params: { id: a2 }, body: { adminNotes: "closed" } })).status).toBe(200);
    const business = await db.business.findFirstOrThrow({ where: { applicationId: a1 } });
    const edit = await call(putBusinessRoute as Handler, `/api/businesses/${business.id}`, { method: "PUT", cookie: admin.cookie, params: { id: business.id }, body: validApplication({ name: "Audit Cafe Renamed", imageUrl: null }) });
    expect(edit.status, JSON.stringify(edit.data)).toBe(200);

    const res = await auditList(admin, { limit: "3" });
    expect(res.status).toBe(200);
    expect(res.data.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
      ["business.update", business.id],
      ["application.reject", a2],
      ["application.approve", a1],
    ]);
    expect(res.data[0]).toMatchObject({ actor: { id: admin.id, firstName: "Ada" }, targetType: "business", details: { name: "Audit Cafe Renamed" } });
    expect(res.data[1]).toMatchObject({ targetType: "application", details: { adminNotes: "closed" } });

    // a member's failed attempt writes nothing
    const before = await db.auditLog.count();
    expect((await call(approveRoute as Handler, `/api/business-applications/${a2}/approve`, { cookie: member.cookie, params: { id: a2 }, body: {} })).status).toBe(403);
    expect(await db.auditLog.count()).toBe(before);
  });

  it("pages newest first with X-Next-Cursor, without overlaps", async () => {
    const all = (await auditList(admin, { limit: "50" })).data.map((e: { id: string }) => e.id);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await auditList(admin, { limit: "2", ...(cursor ? { cursor } : {}) });
      seen.push(...res.data.map((e: { id: string }) => e.id));
      cursor = res.headers.get("x-next-cursor");
    } while (cursor && !all.every((id: string) => seen.includes(id)));
    expectPagedLike(seen, all);
    const times = (await auditList(admin, { limit: "50" })).data.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
