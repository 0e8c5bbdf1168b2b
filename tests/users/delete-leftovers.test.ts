import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/admin/audit/route";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";
import { report } from "@/tests/moderation/support";
import { h, seedPost } from "@/tests/posts/support";
import { call, createUser, type TestUser } from "@/tests/support/http";

// Issue #28 item 10 and the hostile run's "deletion leftovers": once a member deletes their
// account, no audit entry, report or business application still points at them.
const resolve = (admin: TestUser, id: string, action: string) =>
  call(h(resolveRoute), `/api/admin/reports/${id}/resolve`, { cookie: admin.cookie, params: { id }, body: { action } });

type Scenario = Awaited<ReturnType<typeof leaveAfterModeration>>;

/** A member with reports by and about them, audit entries about them and an application; then they delete their account. */
async function leaveAfterModeration() {
  const leaving = await createUser({ firstName: "Leaving" });
  const other = await createUser();
  const reporter = await createUser();
  const second = await createUser();
  const admin = await createUser({ admin: true });
  const otherPost = await seedPost(other.id, { caption: "reported by the leaving member" });
  const leavingPost = await seedPost(leaving.id, { caption: "reported post" });

  // a report the leaving member wrote, and reports about them (as a member and about their post)
  const theirs = await report(leaving, { targetType: "post", targetId: otherPost.id, reason: "harassment", details: "words of the leaving member" });
  expect(theirs.status).toBe(201);
  const aboutPost = await report(reporter, { targetType: "post", targetId: leavingPost.id, reason: "spam", details: "reporter's own words" });
  const aboutUser = await report(reporter, { targetType: "user", targetId: leaving.id, reason: "impersonation" });
  expect([aboutPost.status, aboutUser.status]).toEqual([201, 201]);
  // resolutions write audit entries about them: the post removed (details.targetUserId), the member report dismissed (targetId)
  expect((await resolve(admin, aboutPost.data.id, "remove")).status).toBe(200);
  expect((await resolve(admin, aboutUser.data.id, "dismiss")).status).toBe(200);
  const stillOpen = await report(second, { targetType: "user", targetId: leaving.id, reason: "harassment", details: "second reporter" });
  expect(stillOpen.status).toBe(201);
  // an earlier suspension and its lifting (written as the moderation services write them)
  await db.auditLog.createMany({
    data: [
      { actorId: admin.id, action: "user.suspend", targetType: "user", targetId: leaving.id, details: { reportId: "r1", reason: "spam" } },
      { actorId: admin.id, action: "user.unsuspend", targetType: "user", targetId: leaving.id, details: { suspendedAt: new Date().toISOString(), suspensionReason: "spam" } },
    ],
  });
  const application = await db.businessApplication.create({
    data: { applicantId: leaving.id, name: "Rainbow Café", businessType: "cafe", email: "leaving@example.com", phoneNumber: "+81 90 1234 5678", city: "Tokyo" },
  });
  const entriesBefore = await db.auditLog.findMany({ where: { actorId: admin.id }, orderBy: { id: "asc" }, select: { id: true, action: true, targetType: true } });
  expect(entriesBefore.map((e) => e.action).sort()).toEqual(["report.resolve", "report.resolve", "user.suspend", "user.unsuspend"]);
  expect(JSON.stringify(await db.auditLog.findMany({ where: { actorId: admin.id } }))).toContain(leaving.id);

  const res = await call(h(deleteUserRoute), "/x", { method: "DELETE", cookie: leaving.cookie, params: { id: leaving.id }, body: { password: leaving.password } });
  expect(res.status).toBe(204);
  return { leaving, reporter, admin, otherPost, leavingPost, reports: { theirs: theirs.data.id as string, aboutPost: aboutPost.data.id as string, aboutUser: aboutUser.data.id as string, stillOpen: stillOpen.data.id as string }, application, entriesBefore };
}

let s: Scenario;
beforeAll(async () => {
  s = await leaveAfterModeration();
});

describe("account deletion leaves nothing that points at the member", () => {
  it("audit entries keep the action, not the person", async () => {
    const entries = await db.auditLog.findMany({ where: { actorId: s.admin.id }, orderBy: { id: "asc" } });
    expect(entries.map(({ id, action, targetType }) => ({ id, action, targetType }))).toEqual(s.entriesBefore);
    expect(JSON.stringify(entries)).not.toContain(s.leaving.id);
    for (const entry of entries.filter((e) => e.targetType === "user")) expect(entry.targetId).toBeNull();
    expect(entries.find((e) => e.targetType === "post")).toMatchObject({ targetId: s.leavingPost.id, details: expect.objectContaining({ action: "remove", contentRemoved: true }) });
    const desk = await call(h(auditRoute), "/api/admin/audit", { cookie: s.admin.cookie, query: { limit: "50" } });
    expect(desk.status).toBe(200);
    expect(JSON.stringify(desk.data)).not.toContain(s.leaving.id);
  });

  it("reports they filed stay without them or their words; reports about them as a member go", async () => {
    const ids = Object.values(s.reports);
    const reports = await db.report.findMany({ where: { OR: [{ id: { in: ids } }, { targetId: s.leaving.id }] } });
    expect(JSON.stringify(reports)).not.toContain(s.leaving.id);
    expect(JSON.stringify(reports)).not.toContain("words of the leaving member");
    expect(reports.map((r) => r.id).sort()).toEqual([s.reports.theirs, s.reports.aboutPost].sort());
    expect(reports.find((r) => r.id === s.reports.theirs)).toMatchObject({ reporterId: null, details: null, reason: "harassment", targetId: s.otherPost.id, status: "open" });
    expect(reports.find((r) => r.id === s.reports.aboutPost)).toMatchObject({ reporterId: s.reporter.id, targetUserId: null, details: "reporter's own words", status: "resolved", action: "remove" });
  });

  it("their business application keeps the directory's history, not their contact e-mail and phone", async () => {
    expect(await db.businessApplication.findUniqueOrThrow({ where: { id: s.application.id } })).toMatchObject({
      applicantId: null,
      email: null,
      phoneNumber: null,
      name: "Rainbow Café",
      city: "Tokyo",
    });
  });
});

describe("a video's first copy left by a rewrite", () => {
  it("leaves storage with the account", async () => {
    const leaving = await createUser();
    const storage = getStorage();
    const stale = `m/stale-${leaving.id}.mp4`;
    const kept = `m/kept-${leaving.id}.mp4`;
    await storage.put(stale, Buffer.from("first copy"), { contentType: "video/mp4" });
    await storage.put(kept, Buffer.from("clean copy"), { contentType: "video/mp4" });
    await db.upload.create({
      data: { ownerId: leaving.id, tokenHash: `stale-${leaving.id}`, expiresAt: new Date(), uploadedAt: new Date(), objectKey: kept, staleKey: stale, kind: "video", contentType: "video/mp4", size: 10 },
    });
    const res = await call(h(deleteUserRoute), `/api/users/${leaving.id}`, { method: "DELETE", cookie: leaving.cookie, params: { id: leaving.id }, body: { password: leaving.password } });
    expect(res.status).toBe(204);
    expect(await storage.stat(kept)).toBeNull();
    expect(await storage.stat(stale)).toBeNull();
  });
});
