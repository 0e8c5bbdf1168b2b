import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { follow } from "@/tests/posts/support";
import { report, reportHandler, seedTargets } from "@/tests/moderation/support";

let author: TestUser;
let reporter: TestUser;
let targets: Awaited<ReturnType<typeof seedTargets>>;

beforeAll(async () => {
  author = await createUser({ firstName: "Kai" });
  reporter = await createUser({ firstName: "Mio" });
  await follow(reporter.id, author.id); // stories are visible to followers
  targets = await seedTargets(author);
});

const countReports = () => db.report.count();

describe("POST /api/reports", () => {
  it("answers 401 signed out, with nothing stored", async () => {
    const before = await countReports();
    const res = await call(reportHandler, "/api/reports", { body: { targetType: "post", targetId: targets.post, reason: "spam" } });
    expect(res.status).toBe(401);
    expect(await countReports()).toBe(before);
  });

  it.each(["post", "comment", "story", "user", "event", "business"] as const)("files a report on a %s (201 { id }) naming the member responsible", async (type) => {
    const res = await report(reporter, { targetType: type, targetId: targets[type], reason: "harassment", details: "  They keep messaging me  " });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(Object.keys(res.data)).toEqual(["id"]);
    const row = await db.report.findUniqueOrThrow({ where: { id: res.data.id } });
    expect(row).toMatchObject({ reporterId: reporter.id, targetType: type, targetId: targets[type], targetUserId: author.id, reason: "harassment", details: "They keep messaging me", status: "open" });
  });

  it("refuses a second report of the same target while the first is open (409), allows one after it is resolved", async () => {
    const res = await report(reporter, { targetType: "post", targetId: targets.post, reason: "spam" });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ code: "conflict", message: "You have already reported this", messageKey: "alreadyReported" });
    await db.report.updateMany({ where: { reporterId: reporter.id, targetType: "post", targetId: targets.post }, data: { status: "resolved" } });
    expect((await report(reporter, { targetType: "post", targetId: targets.post, reason: "spam" })).status).toBe(201);
  });

  it("lets several members report the same target", async () => {
    const third = await createUser();
    expect((await report(third, { targetType: "comment", targetId: targets.comment, reason: "hate" })).status).toBe(201);
  });

  const hostile: [string, Record<string, unknown>, number][] = [
    ["unknown targetType", { targetType: "letter", targetId: "x1", reason: "spam" }, 400],
    ["missing targetType", { targetId: "x1", reason: "spam" }, 400],
    ["unknown reason", { targetType: "post", targetId: "x1", reason: "boring" }, 400],
    ["missing reason", { targetType: "post", targetId: "x1" }, 400],
    ["details over 1000 characters", { targetType: "post", targetId: "x1", reason: "other", details: "x".repeat(1001) }, 400],
    ["details not text", { targetType: "post", targetId: "x1", reason: "other", details: { a: 1 } }, 400],
    ["targetId not an id", { targetType: "post", targetId: "../../etc", reason: "spam" }, 400],
    ["targetId a number", { targetType: "post", targetId: 12, reason: "spam" }, 400],
    ["unknown post", { targetType: "post", targetId: "nope123", reason: "spam" }, 404],
    ["unknown comment", { targetType: "comment", targetId: "nope123", reason: "spam" }, 404],
    ["unknown story", { targetType: "story", targetId: "nope123", reason: "spam" }, 404],
    ["unknown user", { targetType: "user", targetId: "nope123", reason: "spam" }, 404],
    ["unknown event", { targetType: "event", targetId: "nope123", reason: "spam" }, 404],
    ["unknown business", { targetType: "business", targetId: "nope123", reason: "spam" }, 404],
  ];
  it.each(hostile)("%s -> %i, nothing stored", async (_label, body, status) => {
    const before = await countReports();
    const res = await report(reporter, body);
    expect(res.status).toBe(status);
    expect(res.data.code).toBe(status === 400 ? "bad_request" : "not_found");
    expect(await countReports()).toBe(before);
  });

  it("accepts exactly 1000 characters of details", async () => {
    const other = await createUser();
    const res = await report(other, { targetType: "event", targetId: targets.event, reason: "other", details: "y".repeat(1000) });
    expect(res.status).toBe(201);
  });

  it("refuses malformed JSON and non-JSON bodies", async () => {
    const bad = await call(reportHandler, "/api/reports", { cookie: reporter.cookie, rawBody: "{oops", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    const text = await call(reportHandler, "/api/reports", { cookie: reporter.cookie, rawBody: "targetType=post", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
  });

  it("refuses a report of one's own content or profile (400)", async () => {
    const before = await countReports();
    for (const type of ["post", "comment", "story", "user", "event", "business"] as const) {
      const res = await report(author, { targetType: type, targetId: targets[type], reason: "spam" });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe("You can't report your own content");
    }
    expect(await countReports()).toBe(before);
  });

  it("answers 404 for a story the reporter can't see (not following, or expired)", async () => {
    const stranger = await createUser();
    const res = await report(stranger, { targetType: "story", targetId: targets.story, reason: "nudity" });
    expect(res.status).toBe(404);
    const old = await db.story.create({ data: { authorId: author.id, imageUrl: "/objects/demo/old.jpg", createdAt: new Date(Date.now() - 25 * 3_600_000) }, select: { id: true } });
    expect((await report(reporter, { targetType: "story", targetId: old.id, reason: "nudity" })).status).toBe(404);
  });

  it("answers 404 for content of a member who blocked the reporter, or who is suspended", async () => {
    const blocker = await createUser();
    const blockerTargets = await seedTargets(blocker);
    await db.block.create({ data: { blockerId: blocker.id, blockedId: reporter.id } });
    expect((await report(reporter, { targetType: "post", targetId: blockerTargets.post, reason: "spam" })).status).toBe(404);
    expect((await report(reporter, { targetType: "user", targetId: blocker.id, reason: "spam" })).status).toBe(404);

    const suspended = await createUser();
    const suspendedTargets = await seedTargets(suspended);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    expect((await report(reporter, { targetType: "comment", targetId: suspendedTargets.comment, reason: "spam" })).status).toBe(404);
  });
});
