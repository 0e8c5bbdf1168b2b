import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as authUserRoute } from "@/app/api/auth/user/route";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { POST as unsuspendRoute } from "@/app/api/admin/users/[id]/unsuspend/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { follow } from "@/tests/posts/support";
import { registeredUpload } from "@/tests/support/uploads";
import { getStorage } from "@/lib/data/storage";
import { SESSION_COOKIE } from "@/lib/data/session";
import { report, seedTargets } from "@/tests/moderation/support";

const resolve = resolveRoute as Handler;
const unsuspend = unsuspendRoute as Handler;
const notifications = notificationsRoute as Handler;
const login = loginRoute as Handler;
const authUser = authUserRoute as Handler;

let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await createUser({ firstName: "Ada", admin: true });
  member = await createUser({ firstName: "Bo" });
});

/** A fresh author with every kind of target, reported by two members. */
async function scenario(type: "post" | "comment" | "story" | "user" | "event" | "business", reason = "harassment") {
  const author = await createUser({ firstName: "Kai", lastName: "Author" });
  const r1 = await createUser({ firstName: "Mio" });
  const r2 = await createUser({ firstName: "Sora" });
  await follow(r1.id, author.id);
  await follow(r2.id, author.id);
  const targets = await seedTargets(author);
  const first = await report(r1, { targetType: type, targetId: targets[type], reason, details: "please look" });
  const second = await report(r2, { targetType: type, targetId: targets[type], reason: "spam" });
  expect(first.status).toBe(201);
  expect(second.status).toBe(201);
  return { author, r1, r2, targets, reportId: first.data.id as string, otherReportId: second.data.id as string };
}

const resolveAs = (user: TestUser | null, id: string, body: unknown) =>
  call(resolve, `/api/admin/reports/${id}/resolve`, { cookie: user?.cookie, params: { id }, body });

async function myNotifications(user: TestUser) {
  const res = await call(notifications, "/api/notifications", { cookie: user.cookie });
  expect(res.status).toBe(200);
  return res.data.notifications as { type: string; title: string; body: string; data: Record<string, unknown> }[];
}

describe("POST /api/admin/reports/[id]/resolve: who may", () => {
  it("answers 401 signed out and 403 to a member, changing nothing", async () => {
    const s = await scenario("comment");
    expect((await resolveAs(null, s.reportId, { action: "remove" })).status).toBe(401);
    const res = await resolveAs(member, s.reportId, { action: "remove" });
    expect(res.status).toBe(403);
    expect(res.data.code).toBe("forbidden");
    expect(await db.comment.count({ where: { id: s.targets.comment } })).toBe(1);
    expect(await db.report.count({ where: { targetId: s.targets.comment, status: "open" } })).toBe(2);
  });

  it.each([
    ["unknown action", { action: "ban" }, 400],
    ["missing action", {}, 400],
    ["notes over 1000 characters", { action: "dismiss", notes: "n".repeat(1001) }, 400],
    ["notes not text", { action: "dismiss", notes: 5 }, 400],
  ])("%s -> 400, nothing changed", async (_label, body, status) => {
    const s = await scenario("comment");
    const res = await resolveAs(admin, s.reportId, body);
    expect(res.status).toBe(status);
    expect(await db.report.count({ where: { targetId: s.targets.comment, status: "open" } })).toBe(2);
    expect(await db.comment.count({ where: { id: s.targets.comment } })).toBe(1);
  });

  it("answers 404 for an unknown report and for a malformed id", async () => {
    expect((await resolveAs(admin, "nope123", { action: "dismiss" })).status).toBe(404);
    expect((await resolveAs(admin, "bad id!", { action: "dismiss" })).status).toBe(404);
  });
});

describe("resolving: dismiss", () => {
  it("closes every open report on the target, keeps the content, tells each reporter, logs it", async () => {
    const s = await scenario("post");
    const res = await resolveAs(admin, s.reportId, { action: "dismiss", notes: "Not against the guidelines" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: s.reportId, status: "resolved", action: "dismiss", closedReports: 2 });
    const rows = await db.report.findMany({ where: { targetId: s.targets.post } });
    expect(rows.every((r) => r.status === "resolved" && r.action === "dismiss" && r.resolvedById === admin.id && r.resolutionNotes === "Not against the guidelines")).toBe(true);
    expect(await db.post.count({ where: { id: s.targets.post } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).strikeCount).toBe(0);
    for (const r of [s.r1, s.r2]) {
      const [n] = await myNotifications(r);
      expect(n).toMatchObject({ type: "report_resolved", data: { reportId: s.reportId, targetType: "post", action: "dismiss" } });
      expect(n.body).toBe("Thanks for letting us know. We reviewed it and found it doesn't go against our Community Guidelines.");
    }
    expect(await myNotifications(s.author)).toEqual([]);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "report.resolve", targetId: s.targets.post } });
    expect(audit).toMatchObject({ actorId: admin.id, targetType: "post", details: { reportId: s.reportId, action: "dismiss", contentRemoved: false } });
  });

  it("answers 409 when the report was already resolved (also the other report it closed)", async () => {
    const s = await scenario("event");
    expect((await resolveAs(admin, s.reportId, { action: "dismiss" })).status).toBe(200);
    const again = await resolveAs(admin, s.otherReportId, { action: "remove" });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe("This report has already been resolved");
    expect(await db.event.count({ where: { id: s.targets.event } })).toBe(1);
  });
});

describe("resolving: remove", () => {
  it.each(["post", "comment", "story", "event", "business"] as const)("deletes the %s, adds a strike, notifies both sides (reporter without the author)", async (type) => {
    const s = await scenario(type, "hate");
    const res = await resolveAs(admin, s.reportId, { action: "remove", notes: "Slurs in the text" });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.closedReports).toBe(2);
    const counts = {
      post: () => db.post.count({ where: { id: s.targets.post } }),
      comment: () => db.comment.count({ where: { id: s.targets.comment } }),
      story: () => db.story.count({ where: { id: s.targets.story } }),
      event: () => db.event.count({ where: { id: s.targets.event } }),
      business: () => db.business.count({ where: { id: s.targets.business } }),
    };
    expect(await counts[type]()).toBe(0);
    const author = await db.user.findUniqueOrThrow({ where: { id: s.author.id } });
    expect(author.strikeCount).toBe(1);
    expect(author.suspendedAt).toBeNull();
    expect(await db.report.count({ where: { targetId: s.targets[type], status: "open" } })).toBe(0);

    const [toReporter] = await myNotifications(s.r1);
    expect(toReporter).toMatchObject({ type: "report_resolved", data: { action: "remove", targetType: type } });
    expect(toReporter.body).toBe(`Thanks for letting us know. We removed the ${type} you reported.`);
    const raw = JSON.stringify(toReporter);
    for (const secret of [s.author.id, s.author.username, "Kai", s.targets[type]]) expect(raw).not.toContain(secret);

    const [toAuthor] = await myNotifications(s.author);
    expect(toAuthor).toMatchObject({ type: "content_removed", title: "Your content was removed", data: { targetType: type, reason: "hate", notes: "Slurs in the text" } });
    expect(toAuthor.body).toBe(`Your ${type} was removed for going against our Community Guidelines (hate speech). Slurs in the text`);
    expect(JSON.stringify(toAuthor)).not.toContain(s.r1.id);
    expect(await db.auditLog.count({ where: { action: "report.resolve", targetId: s.targets[type], actorId: admin.id } })).toBe(1);
  });

  it("keeps a removed post's stored media for an appeal (issue #33; tests/moderation/appeals.test.ts deletes it on a rejection)", async () => {
    const author = await createUser();
    const reporter = await createUser();
    const objectPath = await registeredUpload(author.id, "post", "image", { store: true });
    const post = await db.post.create({ data: { authorId: author.id, caption: "x", media: { create: [{ position: 0, url: objectPath, type: "image" }] } }, select: { id: true } });
    const { data } = await report(reporter, { targetType: "post", targetId: post.id, reason: "nudity" });
    expect((await resolveAs(admin, data.id, { action: "remove" })).status).toBe(200);
    expect(await getStorage().stat(objectPath.slice("/objects/".length))).not.toBeNull();
    expect(await db.postMedia.count({ where: { url: objectPath } })).toBe(0);
  });

  it("refuses remove for a user report (400): suspend is the action for a member", async () => {
    const s = await scenario("user");
    const res = await resolveAs(admin, s.reportId, { action: "remove" });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("A member can't be removed; suspend them instead");
    expect(await db.report.count({ where: { targetId: s.author.id, status: "open" } })).toBe(2);
  });

  it("closes the reports without a strike when the content was already deleted by its author", async () => {
    const s = await scenario("comment");
    await db.comment.delete({ where: { id: s.targets.comment } });
    expect((await resolveAs(admin, s.reportId, { action: "remove" })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).strikeCount).toBe(0);
    expect(await myNotifications(s.author)).toEqual([]);
  });
});

describe("resolving: suspend, then unsuspend", () => {
  it("removes the content, suspends the author, ends their sessions; their login reaches only their account status", async () => {
    const s = await scenario("comment", "outing");
    expect((await call(authUser, "/api/auth/user", { cookie: s.author.cookie })).status).toBe(200);
    const res = await resolveAs(admin, s.reportId, { action: "suspend", notes: "Shared someone's address" });
    expect(res.status).toBe(200);
    const author = await db.user.findUniqueOrThrow({ where: { id: s.author.id } });
    expect(author.suspendedAt).not.toBeNull();
    expect(author.suspensionReason).toBe("Shared someone's address");
    expect(author.strikeCount).toBe(1);
    expect(await db.comment.count({ where: { id: s.targets.comment } })).toBe(0);

    // the session they had is dead at once
    expect((await call(authUser, "/api/auth/user", { cookie: s.author.cookie })).status).toBe(401);
    // the right password: a restricted session (issue #33: only the account status and an appeal; every
    // other door refuses it as signed out); a wrong one: the usual 401 (suspension not revealed)
    const restricted = await call(login, "/api/auth/login", { body: { email: s.author.email, password: s.author.password } });
    expect(restricted.status).toBe(200);
    expect(restricted.data.suspended).toBe(true);
    const restrictedCookie = restricted.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
    expect((await call(authUser, "/api/auth/user", { cookie: restrictedCookie })).status).toBe(401);
    const wrong = await call(login, "/api/auth/login", { body: { email: s.author.email, password: "not-the-password" } });
    expect(wrong.status).toBe(401);

    const [toReporter] = await myNotifications(s.r1);
    expect(toReporter).toMatchObject({ type: "report_resolved", data: { action: "suspend" } });
    expect(JSON.stringify(toReporter)).not.toContain(s.author.id);
    const toAuthor = await db.notification.findMany({ where: { userId: s.author.id } });
    expect(toAuthor).toHaveLength(1);
    expect(toAuthor[0]).toMatchObject({ type: "account_suspended", data: { reason: "outing", notes: "Shared someone's address" } });
    expect(toAuthor[0]!.body).toBe(
      "Your account was suspended for going against our Community Guidelines (outing: sharing someone's identity or location without consent). Shared someone's address",
    );
    const actions = (await db.auditLog.findMany({ where: { actorId: admin.id, details: { path: ["reportId"], equals: s.reportId } } })).map((a) => a.action).sort();
    expect(actions).toEqual(["report.resolve", "user.suspend"]);

    // unsuspend: 401/403 first, then the admin restores them; login works again
    const path = `/api/admin/users/${s.author.id}/unsuspend`;
    expect((await call(unsuspend, path, { method: "POST", params: { id: s.author.id } })).status).toBe(401);
    expect((await call(unsuspend, path, { method: "POST", cookie: member.cookie, params: { id: s.author.id } })).status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).suspendedAt).not.toBeNull();
    const lifted = await call(unsuspend, path, { method: "POST", cookie: admin.cookie, params: { id: s.author.id } });
    expect(lifted.status).toBe(200);
    expect(lifted.data).toEqual({ id: s.author.id, suspended: false });
    const restored = await db.user.findUniqueOrThrow({ where: { id: s.author.id } });
    expect(restored).toMatchObject({ suspendedAt: null, suspensionReason: null, strikeCount: 1 });
    expect((await call(login, "/api/auth/login", { body: { email: s.author.email, password: s.author.password } })).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "user.unsuspend", targetId: s.author.id, actorId: admin.id } })).toBe(1);

    const again = await call(unsuspend, path, { method: "POST", cookie: admin.cookie, params: { id: s.author.id } });
    expect(again.status).toBe(409);
    expect((await call(unsuspend, "/api/admin/users/nope123/unsuspend", { method: "POST", cookie: admin.cookie, params: { id: "nope123" } })).status).toBe(404);
  });

  it("suspends a reported member (user target) without removing anything else", async () => {
    const s = await scenario("user", "impersonation");
    expect((await resolveAs(admin, s.reportId, { action: "suspend" })).status).toBe(200);
    const author = await db.user.findUniqueOrThrow({ where: { id: s.author.id } });
    expect(author.suspendedAt).not.toBeNull();
    expect(author.suspensionReason).toBe("impersonation");
    expect(author.strikeCount).toBe(0);
    expect(await db.post.count({ where: { id: s.targets.post } })).toBe(1);
  });

  it("refuses to suspend an admin (403) and a business without owner (400), changing nothing", async () => {
    const otherAdmin = await createUser({ admin: true });
    const reporter = await createUser();
    const { data } = await report(reporter, { targetType: "user", targetId: otherAdmin.id, reason: "other" });
    const res = await resolveAs(admin, data.id, { action: "suspend" });
    expect(res.status).toBe(403);
    expect(res.data.message).toBe("Admins can't be suspended");
    expect((await db.user.findUniqueOrThrow({ where: { id: otherAdmin.id } })).suspendedAt).toBeNull();

    const orphan = await db.business.create({ data: { name: "No Owner", businessType: "bar" }, select: { id: true } });
    const { data: r2 } = await report(reporter, { targetType: "business", targetId: orphan.id, reason: "spam" });
    const res2 = await resolveAs(admin, r2.id, { action: "suspend" });
    expect(res2.status).toBe(400);
    expect(await db.business.count({ where: { id: orphan.id } })).toBe(1);
    expect(await db.report.count({ where: { id: r2.id, status: "open" } })).toBe(1);
  });

  it("hides the suspended member's content from new reports (404)", async () => {
    const s = await scenario("user");
    await resolveAs(admin, s.reportId, { action: "suspend" });
    const late = await createUser();
    expect((await report(late, { targetType: "post", targetId: s.targets.post, reason: "spam" })).status).toBe(404);
  });
});
