import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as authUserRoute } from "@/app/api/auth/user/route";
import { GET as statusRoute } from "@/app/api/account-status/route";
import { POST as appealRoute } from "@/app/api/appeals/route";
import { GET as listRoute } from "@/app/api/admin/appeals/route";
import { POST as resolveAppealRoute } from "@/app/api/admin/appeals/[id]/resolve/route";
import { POST as resolveReportRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { db } from "@/lib/data/db";
import { SESSION_COOKIE } from "@/lib/data/session";
import { getStorage } from "@/lib/data/storage";
import { resetThrottle } from "@/lib/data/throttle";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { report } from "@/tests/moderation/support";

// Issue #33, account status and appeals: suspend -> appeal -> accept restores the content and lifts the
// suspension; reject keeps it; the deciding admin cannot resolve; once per decision; text limits; throttled.

const status = statusRoute as Handler;
const appeal = appealRoute as Handler;
const list = listRoute as Handler;
const resolveAppeal = resolveAppealRoute as Handler;
const resolveReport = resolveReportRoute as Handler;
const login = loginRoute as Handler;
const authUser = authUserRoute as Handler;

let decider: TestUser;
let other: TestUser;
let member: TestUser;
beforeAll(async () => {
  decider = await createUser({ firstName: "Ada", admin: true });
  other = await createUser({ firstName: "Grace", admin: true });
  member = await createUser({ firstName: "Bo" });
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetThrottle();
});

/** A post with a stored photo by a new author, reported and decided by `decider` with `action`. */
async function decided(action: "remove" | "suspend") {
  const author = await createUser({ firstName: "Kai", lastName: "Author" });
  const objectPath = await registeredUpload(author.id, "post", "image", { store: true });
  const post = await db.post.create({
    data: { authorId: author.id, caption: "Pride night #niji", contentWarning: "flash", media: { create: [{ position: 0, url: objectPath, type: "image", altText: "a crowd" }] } },
    select: { id: true },
  });
  // a like and a comment: they go with the post, and the restored post's counters start again
  await db.postLike.create({ data: { userId: member.id, postId: post.id } });
  await db.comment.create({ data: { authorId: member.id, postId: post.id, content: "wow" } });
  await db.postTag.create({ data: { postId: post.id, tag: "niji", createdAt: new Date() } });
  const reported = await report(member, { targetType: "post", targetId: post.id, reason: "nudity" });
  expect((await call(resolveReport, "/api/admin/reports/x/resolve", { cookie: decider.cookie, params: { id: reported.data.id }, body: { action, notes: "Not allowed here" } })).status).toBe(200);
  const decision = await db.moderationDecision.findFirstOrThrow({ where: { userId: author.id } });
  return { author, postId: post.id, objectPath, decisionId: decision.id };
}

/** The session cookie a suspended member's sign-in sets (through the login handler). */
async function signIn(user: TestUser) {
  const res = await call(login, "/api/auth/login", { body: { email: user.email, password: user.password } });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
}

const file = (cookie: string, body: unknown) => call(appeal, "/api/appeals", { cookie, body });
const resolve = (admin: TestUser, id: string, body: unknown) => call(resolveAppeal, `/api/admin/appeals/${id}/resolve`, { cookie: admin.cookie, params: { id }, body });

describe("suspend -> appeal -> accept", () => {
  it("restores the post with its media and tags, takes the strike off, lifts the suspension; the decider cannot resolve it", async () => {
    const s = await decided("suspend");
    expect((await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).suspendedAt).not.toBeNull();
    const cookie = await signIn(s.author);

    // the standing a suspended member sees
    const standing = await call(status, "/api/account-status", { cookie });
    expect(standing.status).toBe(200);
    expect(standing.data).toMatchObject({ strikes: 1, suspension: { reason: "Not allowed here", endsAt: null } });
    expect(standing.data.decisions).toHaveLength(1);
    expect(standing.data.decisions[0]).toMatchObject({
      id: s.decisionId,
      action: "suspend",
      targetType: "post",
      reason: "nudity",
      notes: "Not allowed here",
      strike: true,
      suspended: true,
      removed: { kind: "post", text: "Pride night #niji", mediaCount: 1 },
      reversedAt: null,
      appeal: null,
    });
    expect(Date.parse(standing.data.decisions[0].appealableUntil)).toBeGreaterThan(Date.now());

    const filed = await file(cookie, { decisionId: s.decisionId, text: "  It was a photo of a public parade.  " });
    expect(filed.status).toBe(201);
    expect(filed.data).toMatchObject({ text: "It was a photo of a public parade.", status: "open", reason: null });
    // once per decision
    expect(await file(cookie, { decisionId: s.decisionId, text: "again" })).toMatchObject({ status: 409, data: { code: "appeal_exists", message: "You have already appealed this decision" } });

    // the desk: both admins see it; only the other one may resolve it
    const seenByDecider = await call(list, "/api/admin/appeals", { cookie: decider.cookie });
    expect(seenByDecider.status).toBe(200);
    const mine = seenByDecider.data.find((a: { id: string }) => a.id === filed.data.id);
    expect(mine).toMatchObject({ canResolve: false, member: { id: s.author.id }, decision: { id: s.decisionId, decidedBy: { id: decider.id }, removed: { text: "Pride night #niji" } } });
    expect((await call(list, "/api/admin/appeals", { cookie: other.cookie })).data.find((a: { id: string }) => a.id === filed.data.id).canResolve).toBe(true);
    expect(await resolve(decider, filed.data.id, { action: "accept" })).toMatchObject({ status: 403, data: { code: "own_decision" } });
    expect(await resolve(member, filed.data.id, { action: "accept" })).toMatchObject({ status: 403, data: { code: "forbidden" } });
    expect((await db.appeal.findUniqueOrThrow({ where: { id: filed.data.id } })).status).toBe("open");

    const accepted = await resolve(other, filed.data.id, { action: "accept" });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ id: filed.data.id, status: "accepted", contentRestored: true, unsuspended: true });

    // the content is back as it was, under its own id
    const post = await db.post.findUniqueOrThrow({ where: { id: s.postId }, include: { media: true, tags: true } });
    expect(post).toMatchObject({ authorId: s.author.id, caption: "Pride night #niji", contentWarning: "flash", likeCount: 0, commentCount: 0 });
    expect(post.media.map((m) => [m.url, m.altText])).toEqual([[s.objectPath, "a crowd"]]);
    expect(post.tags.map((t) => t.tag)).toEqual(["niji"]);
    expect(await getStorage().stat(s.objectPath.slice("/objects/".length))).not.toBeNull();
    expect(await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).toMatchObject({ strikeCount: 0, suspendedAt: null, suspensionReason: null });
    // the restricted session is a full one now
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(200);

    const [notice] = await db.notification.findMany({ where: { userId: s.author.id, type: "appeal_accepted" } });
    expect(notice).toMatchObject({ data: { decisionId: s.decisionId, contentRestored: true, unsuspended: true } });
    const audit = await db.auditLog.findMany({ where: { OR: [{ targetId: filed.data.id }, { action: "user.unsuspend", targetId: s.author.id }] }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["appeal.create", s.author.id],
      ["appeal.accept", other.id],
      ["user.unsuspend", other.id],
    ]);
    const after = await call(status, "/api/account-status", { cookie });
    expect(after.data).toMatchObject({ strikes: 0, suspension: null });
    expect(after.data.decisions[0]).toMatchObject({ appealableUntil: null, appeal: { status: "accepted" } });
    expect(after.data.decisions[0].reversedAt).not.toBeNull();

    // answered once
    expect(await resolve(other, filed.data.id, { action: "reject", reason: "late" })).toMatchObject({ status: 409, data: { code: "conflict" } });
  });
});

describe("appeal -> reject", () => {
  it("keeps the decision (content gone, strike and suspension stay), tells the member the reason, deletes the kept media", async () => {
    const s = await decided("suspend");
    const cookie = await signIn(s.author);
    const filed = await file(cookie, { decisionId: s.decisionId, text: "Please look again" });
    expect(filed.status).toBe(201);
    expect(await resolve(other, filed.data.id, { action: "reject" })).toMatchObject({ status: 400 });
    expect(await resolve(other, filed.data.id, { action: "reject", reason: "x".repeat(1001) })).toMatchObject({ status: 400 });
    const rejected = await resolve(other, filed.data.id, { action: "reject", reason: "The photo shows nudity." });
    expect(rejected.data).toEqual({ id: filed.data.id, status: "rejected", contentRestored: null, unsuspended: false });

    expect(await db.post.count({ where: { id: s.postId } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).toMatchObject({ strikeCount: 1 });
    expect((await db.user.findUniqueOrThrow({ where: { id: s.author.id } })).suspendedAt).not.toBeNull();
    expect(await getStorage().stat(s.objectPath.slice("/objects/".length))).toBeNull();
    expect((await db.moderationDecision.findUniqueOrThrow({ where: { id: s.decisionId } })).mediaPurgedAt).not.toBeNull();
    expect(await db.notification.findFirst({ where: { userId: s.author.id, type: "appeal_rejected" } })).toMatchObject({ data: { reason: "The photo shows nudity." } });
    expect(await db.auditLog.count({ where: { action: "appeal.reject", targetId: filed.data.id, actorId: other.id } })).toBe(1);
    const standing = await call(status, "/api/account-status", { cookie });
    expect(standing.data.decisions[0]).toMatchObject({ appealableUntil: null, reversedAt: null, appeal: { status: "rejected", reason: "The photo shows nudity." } });
    // still only the status page
    expect((await call(authUser, "/api/auth/user", { cookie })).status).toBe(401);
  });
});

describe("what an accept can restore", () => {
  it("a comment whose post is gone stays gone; the strike is still removed", async () => {
    const author = await createUser();
    const host = await createUser();
    const post = await db.post.create({ data: { authorId: host.id, caption: "host" }, select: { id: true } });
    const comment = await db.comment.create({ data: { postId: post.id, authorId: author.id, content: "the comment" }, select: { id: true } });
    const reported = await report(member, { targetType: "comment", targetId: comment.id, reason: "hate" });
    await call(resolveReport, "/api/admin/reports/x/resolve", { cookie: decider.cookie, params: { id: reported.data.id }, body: { action: "remove" } });
    const decision = await db.moderationDecision.findFirstOrThrow({ where: { userId: author.id } });
    const filed = await file(author.cookie, { decisionId: decision.id, text: "It was a quote." });
    await db.post.delete({ where: { id: post.id } });
    const accepted = await resolve(other, filed.data.id, { action: "accept" });
    expect(accepted.data).toMatchObject({ status: "accepted", contentRestored: false, unsuspended: false });
    expect(await db.comment.count({ where: { id: comment.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: author.id } })).strikeCount).toBe(0);
  });

  it("a comment under a post still there comes back", async () => {
    const author = await createUser();
    const post = await db.post.create({ data: { authorId: other.id, caption: "host" }, select: { id: true } });
    const comment = await db.comment.create({ data: { postId: post.id, authorId: author.id, content: "the comment" }, select: { id: true } });
    const reported = await report(member, { targetType: "comment", targetId: comment.id, reason: "hate" });
    await call(resolveReport, "/api/admin/reports/x/resolve", { cookie: decider.cookie, params: { id: reported.data.id }, body: { action: "remove" } });
    const decision = await db.moderationDecision.findFirstOrThrow({ where: { userId: author.id } });
    const filed = await file(author.cookie, { decisionId: decision.id, text: "It was a quote." });
    // the post's author is an admin, not the decider: they may resolve it
    expect((await resolve(other, filed.data.id, { action: "accept" })).data.contentRestored).toBe(true);
    expect(await db.comment.findUniqueOrThrow({ where: { id: comment.id } })).toMatchObject({ content: "the comment", postId: post.id });
  });
});

describe("a restore refused by the database", () => {
  it("a review whose place is taken by a newer one stays gone; the savepoint keeps the accept (strike off)", async () => {
    const author = await createUser();
    const business = await db.business.create({ data: { name: "Bar", businessType: "bar" }, select: { id: true } });
    const review = await db.businessReview.create({ data: { businessId: business.id, authorId: author.id, rating: 1, content: "old" }, select: { id: true } });
    const reported = await report(member, { targetType: "review", targetId: review.id, reason: "spam" });
    await call(resolveReport, "/api/admin/reports/x/resolve", { cookie: decider.cookie, params: { id: reported.data.id }, body: { action: "remove" } });
    const decision = await db.moderationDecision.findFirstOrThrow({ where: { userId: author.id } });
    const filed = await file(author.cookie, { decisionId: decision.id, text: "It was honest." });
    await db.businessReview.create({ data: { businessId: business.id, authorId: author.id, rating: 5, content: "new" } });
    const accepted = await resolve(other, filed.data.id, { action: "accept" });
    expect(accepted).toMatchObject({ status: 200, data: { contentRestored: false } });
    expect(await db.businessReview.count({ where: { id: review.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: author.id } })).strikeCount).toBe(0);
    expect((await db.moderationDecision.findUniqueOrThrow({ where: { id: decision.id } })).reversedAt).not.toBeNull();
  });
});

describe("appeal limits", () => {
  it("text 1-1,000 characters, own decisions only (404), within the window (409 appeal_closed)", async () => {
    const s = await decided("remove");
    const cases: [unknown, number][] = [
      [{ decisionId: s.decisionId }, 400],
      [{ decisionId: s.decisionId, text: "   " }, 400],
      [{ decisionId: s.decisionId, text: "x".repeat(1001) }, 400],
      [{ decisionId: "not a valid id!", text: "x" }, 400],
      ["text", 400],
    ];
    for (const [body, code] of cases) expect([body, (await file(s.author.cookie, body)).status]).toEqual([body, code]);
    // someone else's decision, or one that never existed: the same 404
    expect(await file(member.cookie, { decisionId: s.decisionId, text: "mine?" })).toMatchObject({ status: 404, data: { message: "Decision not found" } });
    expect(await file(member.cookie, { decisionId: "cnotarow0000000000000000", text: "mine?" })).toMatchObject({ status: 404, data: { message: "Decision not found" } });
    // signed out
    expect((await file("", { decisionId: s.decisionId, text: "x" })).status).toBe(401);

    await db.moderationDecision.update({ where: { id: s.decisionId }, data: { createdAt: new Date(Date.now() - 21 * 24 * 60 * 60 * 1000) } });
    expect(await file(s.author.cookie, { decisionId: s.decisionId, text: "late" })).toMatchObject({ status: 409, data: { code: "appeal_closed" } });
    await db.moderationDecision.update({ where: { id: s.decisionId }, data: { createdAt: new Date() } });
    expect((await file(s.author.cookie, { decisionId: s.decisionId, text: "y".repeat(1000) })).status).toBe(201);
  });

  it("is throttled (NIJI_THROTTLE_APPEALS)", async () => {
    vi.stubEnv("NIJI_THROTTLE_APPEALS", "2/3600");
    resetThrottle();
    const caller = await createUser();
    const body = { decisionId: "cnotarow0000000000000000", text: "x" };
    expect((await file(caller.cookie, body)).status).toBe(404);
    expect((await file(caller.cookie, body)).status).toBe(404);
    expect(await file(caller.cookie, body)).toMatchObject({ status: 429, data: { code: "rate_limited" } });
  });
});
