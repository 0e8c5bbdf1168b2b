import { beforeAll, describe, expect, it } from "vitest";
import { GET as deskRoute } from "@/app/api/admin/reports/route";
import { POST as resolveReportRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { POST as appealRoute } from "@/app/api/appeals/route";
import { POST as resolveAppealRoute } from "@/app/api/admin/appeals/[id]/resolve/route";
import { db } from "@/lib/data/db";
import type { ModerationReport, ReportedMessage, ReportPreview } from "@/lib/contract/moderation/types";
import { deleteAccount } from "@/lib/domain/users/delete-account";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { follow } from "@/tests/posts/support";
import { removeMessage } from "@/tests/messages/support";
import { report, seedConversation, seedTargets } from "@/tests/moderation/support";

// Issue #33, reports for what was still missing: a message (its conversation's recent context frozen
// into the report, only with the reporter's consent), a story, an event, a business page; each on the
// desk with a preview, removable, and restored by an accepted appeal.

const desk = deskRoute as Handler;
const resolveReport = resolveReportRoute as Handler;
const appeal = appealRoute as Handler;
const resolveAppeal = resolveAppealRoute as Handler;

let admin: TestUser;
let otherAdmin: TestUser;
beforeAll(async () => {
  admin = await createUser({ firstName: "Ada", admin: true });
  otherAdmin = await createUser({ firstName: "Grace", admin: true });
});

/** The desk's rows for these report ids (paging through the "all" list until every one is found). */
async function onDesk(ids: string[]): Promise<Map<string, ModerationReport>> {
  const found = new Map<string, ModerationReport>();
  let cursor: string | null = null;
  do {
    const res = await call(desk, "/api/admin/reports", { cookie: admin.cookie, query: { status: "all", limit: "50", ...(cursor ? { cursor } : {}) } });
    expect(res.status).toBe(200);
    for (const row of res.data as ModerationReport[]) if (ids.includes(row.id)) found.set(row.id, row);
    cursor = res.headers.get("x-next-cursor");
  } while (cursor && found.size < ids.length);
  return found;
}

const contextOf = (row: ModerationReport | undefined) => {
  expect(row?.preview?.kind).toBe("message");
  return row!.preview as Extract<ReportPreview, { kind: "message" }>;
};

describe("message reports: the conversation's context only with consent, frozen at report time", () => {
  let a: TestUser;
  let b: TestUser;
  let conversation: Awaited<ReturnType<typeof seedConversation>>;
  beforeAll(async () => {
    a = await createUser({ firstName: "Aoi" });
    b = await createUser({ firstName: "Ben" });
    conversation = await seedConversation(a, b, 14); // even indexes from a
  });

  it("keeps only the reported message without consent, and the 10 before it (both sides) with it", async () => {
    const m = conversation.messages;
    const alone = await report(b, { targetType: "message", targetId: m[12], reason: "harassment" });
    const shared = await report(b, { targetType: "message", targetId: m[10], reason: "hate", shareContext: true });
    expect(alone.status).toBe(201);
    expect(shared.status).toBe(201);

    const rows = await db.report.findMany({ where: { id: { in: [alone.data.id, shared.data.id] } }, select: { id: true, contextShared: true, messageContext: true } });
    const aloneRow = rows.find((r) => r.id === alone.data.id)!;
    expect(aloneRow.contextShared).toBe(false);
    expect((aloneRow.messageContext as ReportedMessage[]).map((x) => x.id)).toEqual([m[12]]);
    const sharedRow = rows.find((r) => r.id === shared.data.id)!;
    expect(sharedRow.contextShared).toBe(true);
    expect((sharedRow.messageContext as ReportedMessage[]).map((x) => x.id)).toEqual(m.slice(0, 11));

    const found = await onDesk([alone.data.id, shared.data.id]);
    const withoutConsent = contextOf(found.get(alone.data.id));
    expect(withoutConsent.contextShared).toBe(false);
    expect(withoutConsent.context).toEqual([expect.objectContaining({ id: m[12], content: "m12", reported: true, sender: expect.objectContaining({ id: a.id }) })]);
    const withConsent = contextOf(found.get(shared.data.id));
    expect(withConsent.contextShared).toBe(true);
    expect(withConsent.context.map((x) => x.content)).toEqual(["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10"]);
    expect(new Set(withConsent.context.map((x) => x.sender.id))).toEqual(new Set([a.id, b.id]));
    expect(withConsent.context.filter((x) => x.reported).map((x) => x.id)).toEqual([m[10]]);
    expect(withConsent.context.every((x) => !Number.isNaN(Date.parse(x.createdAt)))).toBe(true);
  });

  it("shows the moderator what was there at report time, whatever is deleted or changed later", async () => {
    const m = conversation.messages;
    const shared = await report(b, { targetType: "message", targetId: m[8], reason: "outing", shareContext: true });
    expect(shared.status).toBe(201);
    const before = contextOf((await onDesk([shared.data.id])).get(shared.data.id));
    // later: a deletes the reported message and one before it, b's message is rewritten behind the app's back
    expect((await removeMessage(a, m[8]!)).status).toBe(204);
    expect((await removeMessage(a, m[4]!)).status).toBe(204);
    await db.message.update({ where: { id: m[5] }, data: { content: "rewritten" } });
    const after = contextOf((await onDesk([shared.data.id])).get(shared.data.id));
    expect(before.deleted).toBe(false);
    expect(after).toEqual({ ...before, deleted: true });
    expect(after.context.map((x) => x.content)).toEqual(["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8"]);
  });

  it("shares no message the reporter cleared, and cannot report one", async () => {
    const c = await createUser();
    const d = await createUser();
    const conv = await seedConversation(c, d, 10);
    const cleared = await db.message.findUniqueOrThrow({ where: { id: conv.messages[5] }, select: { createdAt: true } });
    await db.conversationMember.update({ where: { conversationId_userId: { conversationId: conv.id, userId: d.id } }, data: { clearedAt: cleared.createdAt } });
    expect((await report(d, { targetType: "message", targetId: conv.messages[4], reason: "spam" })).status).toBe(404);
    const res = await report(d, { targetType: "message", targetId: conv.messages[8], reason: "spam", shareContext: true });
    expect(res.status).toBe(201);
    const row = await db.report.findUniqueOrThrow({ where: { id: res.data.id }, select: { messageContext: true } });
    expect((row.messageContext as ReportedMessage[]).map((x) => x.id)).toEqual(conv.messages.slice(6, 9));
  });

  it("keeps nothing of the conversation for other kinds, even when asked", async () => {
    const owner = await createUser();
    const reporter = await createUser();
    const targets = await seedTargets(owner);
    const res = await report(reporter, { targetType: "event", targetId: targets.event, reason: "spam", shareContext: true });
    expect(res.status).toBe(201);
    expect(await db.report.findUniqueOrThrow({ where: { id: res.data.id }, select: { messageContext: true, contextShared: true } })).toEqual({ messageContext: null, contextShared: false });
  });

  it("refuses a shareContext that is not true or false, and a reason the kind does not offer (400, nothing stored)", async () => {
    const m = conversation.messages;
    const owner = await createUser();
    const targets = await seedTargets(owner);
    const count = await db.report.count();
    const notBoolean = await report(b, { targetType: "message", targetId: m[2], reason: "spam", shareContext: "yes" });
    expect(notBoolean.status).toBe(400);
    for (const [targetType, targetId, reason] of [
      ["message", m[2], "impersonation"],
      ["story", targets.story, "impersonation"],
      ["event", targets.event, "self_harm"],
      ["business", targets.business, "nudity"],
    ] as const) {
      const res = await report(b, { targetType, targetId, reason });
      expect(res.status, `${targetType} ${reason}`).toBe(400);
      expect(res.data).toMatchObject({ code: "bad_request", messageKey: "reportReasonNotForTarget" });
    }
    expect(await db.report.count()).toBe(count);
  });

  it("loses a member's messages from every snapshot when they delete their account", async () => {
    const e = await createUser();
    const f = await createUser();
    const conv = await seedConversation(e, f, 6);
    const res = await report(f, { targetType: "message", targetId: conv.messages[4], reason: "harassment", shareContext: true });
    expect(res.status).toBe(201);
    await deleteAccount({ id: e.id }, e.id, e.password);
    const row = await db.report.findUniqueOrThrow({ where: { id: res.data.id }, select: { messageContext: true, targetUserId: true } });
    expect(row.targetUserId).toBeNull();
    // only f's own messages are left, in their order
    expect((row.messageContext as ReportedMessage[]).map((x) => x.id)).toEqual([conv.messages[1], conv.messages[3]]);
  });
});

describe("stories, messages, events and business pages on the desk", () => {
  it("lists each report with a preview of what was reported", async () => {
    const owner = await createUser({ firstName: "Kai" });
    const reporter = await createUser({ firstName: "Mio" });
    await follow(reporter.id, owner.id);
    const targets = await seedTargets(owner);
    const conv = await seedConversation(owner, reporter, 2);
    const ids = {
      story: (await report(reporter, { targetType: "story", targetId: targets.story, reason: "nudity" })).data.id as string,
      message: (await report(reporter, { targetType: "message", targetId: conv.messages[0], reason: "harassment" })).data.id as string,
      event: (await report(reporter, { targetType: "event", targetId: targets.event, reason: "spam" })).data.id as string,
      business: (await report(reporter, { targetType: "business", targetId: targets.business, reason: "impersonation" })).data.id as string,
    };
    const found = await onDesk(Object.values(ids));
    expect(found.get(ids.story)).toMatchObject({ targetType: "story", targetUser: { id: owner.id }, preview: { kind: "story", mediaUrl: "/objects/demo/story.jpg", mediaType: "image" } });
    expect(found.get(ids.message)).toMatchObject({ targetType: "message", targetUser: { id: owner.id }, preview: { kind: "message", contextShared: false, deleted: false, context: [{ id: conv.messages[0], content: "m0", reported: true }] } });
    expect(found.get(ids.event)).toMatchObject({ targetType: "event", targetUser: { id: owner.id }, preview: { kind: "event", title: "Reported Night" } });
    expect(found.get(ids.business)).toMatchObject({ targetType: "business", targetUser: { id: owner.id }, preview: { kind: "business", name: "Reported Bar" } });
  });
});

describe("remove, then an accepted appeal restores", () => {
  const exists = {
    story: (id: string) => db.story.count({ where: { id } }),
    message: (id: string) => db.message.count({ where: { id } }),
    event: (id: string) => db.event.count({ where: { id } }),
    business: (id: string) => db.business.count({ where: { id } }),
  };

  it.each(["story", "message", "event", "business"] as const)("a removed %s: the owner is told, appeals, and it comes back", async (type) => {
    const owner = await createUser({ firstName: "Ren" });
    const reporter = await createUser({ firstName: "Sora" });
    await follow(reporter.id, owner.id);
    const targets = await seedTargets(owner);
    const targetId = type === "message" ? (await seedConversation(owner, reporter, 3)).messages[2]! : targets[type];
    const filed = await report(reporter, { targetType: type, targetId, reason: "hate", ...(type === "message" ? { shareContext: true } : {}) });
    expect(filed.status).toBe(201);

    const removed = await call(resolveReport, "/api/admin/reports/x/resolve", { cookie: admin.cookie, params: { id: filed.data.id }, body: { action: "remove", notes: "Slurs" } });
    expect(removed.status).toBe(200);
    expect(await exists[type](targetId)).toBe(0);
    const notice = await db.notification.findFirst({ where: { userId: owner.id, type: "content_removed" } });
    expect(notice?.data).toMatchObject({ targetType: type, reason: "hate" });
    expect(await db.notification.count({ where: { userId: reporter.id, type: "report_resolved" } })).toBe(1);
    // the message's report still shows the moderator what was reported
    if (type === "message") expect(contextOf((await onDesk([filed.data.id])).get(filed.data.id))).toMatchObject({ deleted: true, contextShared: true, context: { length: 3 } });

    const decision = await db.moderationDecision.findFirstOrThrow({ where: { userId: owner.id }, select: { id: true, targetType: true } });
    expect(decision.targetType).toBe(type);
    const appealed = await call(appeal, "/api/appeals", { cookie: owner.cookie, body: { decisionId: decision.id, text: "It was not what it looked like." } });
    expect(appealed.status).toBe(201);
    const accepted = await call(resolveAppeal, `/api/admin/appeals/${appealed.data.id}/resolve`, { cookie: otherAdmin.cookie, params: { id: appealed.data.id }, body: { action: "accept" } });
    expect(accepted.status).toBe(200);
    expect(accepted.data.contentRestored).toBe(true);
    expect(await exists[type](targetId)).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { strikeCount: true } })).strikeCount).toBe(0);
  });

  it("a business without an owner is removed with no decision: nobody to appeal, nothing kept to restore", async () => {
    const reporter = await createUser();
    const orphan = await db.business.create({ data: { name: "Nobody's Bar", businessType: "bar" }, select: { id: true } });
    const filed = await report(reporter, { targetType: "business", targetId: orphan.id, reason: "spam" });
    expect(filed.status).toBe(201);
    expect((await call(resolveReport, "/api/admin/reports/x/resolve", { cookie: admin.cookie, params: { id: filed.data.id }, body: { action: "remove" } })).status).toBe(200);
    expect(await db.business.count({ where: { id: orphan.id } })).toBe(0);
    expect(await db.moderationDecision.count({ where: { reportId: filed.data.id } })).toBe(0);
  });
});
