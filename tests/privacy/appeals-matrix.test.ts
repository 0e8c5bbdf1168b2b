import { beforeAll, describe, expect, it } from "vitest";
import { GET as statusRoute } from "@/app/api/account-status/route";
import { POST as appealRoute } from "@/app/api/appeals/route";
import { GET as listRoute } from "@/app/api/admin/appeals/route";
import { POST as resolveRoute } from "@/app/api/admin/appeals/[id]/resolve/route";
import { GET as reportsRoute } from "@/app/api/admin/reports/route";
import { db } from "@/lib/data/db";
import { createSessionRow, createSessionToken, SESSION_COOKIE } from "@/lib/data/session";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Issue #33's endpoints in the privacy matrix: a member's standing, decisions and appeals are theirs
// alone (another member's decision is 404, as one that never existed; nothing of it in anyone else's
// status); the admin routes refuse non-admins exactly as the other admin routes do (GET /api/admin/reports).

const status = statusRoute as Handler;
const appeal = appealRoute as Handler;
const list = listRoute as Handler;
const resolve = resolveRoute as Handler;
const reports = reportsRoute as Handler;

type Viewer = { name: string; cookie: string };
let owner: TestUser;
let viewers: Viewer[];
let admin: TestUser;
let decisionId: string;
let appealId: string;
let otherDecisionId: string;

async function decide(userId: string, adminId: string, suspended: boolean) {
  const row = await db.moderationDecision.create({
    data: { userId, decidedById: adminId, reportId: "r", action: suspended ? "suspend" : "remove", targetType: "post", targetId: "p", reason: "spam", strike: true, suspended, content: { kind: "comment", row: { content: `secret of ${userId}` } } },
    select: { id: true },
  });
  return row.id;
}

async function suspendedCookie(user: TestUser) {
  const row = await db.user.update({ where: { id: user.id }, data: { suspendedAt: new Date(), sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
  return `${SESSION_COOKIE}=${await createSessionToken({ id: user.id, sessionVersion: row.sessionVersion }, await createSessionRow(user.id, "Test browser", null))}`;
}

beforeAll(async () => {
  admin = await createUser({ admin: true });
  owner = await createUser();
  const stranger = await createUser();
  const follower = await createUser();
  const suspendedOther = await createUser();
  const otherAdmin = await createUser({ admin: true });
  decisionId = await decide(owner.id, admin.id, false);
  otherDecisionId = await decide(suspendedOther.id, admin.id, true);
  appealId = (await call(appeal, "/api/appeals", { cookie: owner.cookie, body: { decisionId, text: "mine" } })).data.id;
  viewers = [
    { name: "signed out", cookie: "" },
    { name: "stranger", cookie: stranger.cookie },
    { name: "follower", cookie: follower.cookie },
    { name: "suspended other member", cookie: await suspendedCookie(suspendedOther) },
    { name: "admin (the decider)", cookie: admin.cookie },
    { name: "another admin", cookie: otherAdmin.cookie },
  ];
});

describe("account status and appeals: a member's own, 404 for everyone else", () => {
  it("GET /api/account-status shows each caller their own standing only", async () => {
    for (const v of viewers) {
      const res = await call(status, "/api/account-status", { cookie: v.cookie });
      if (!v.cookie) {
        expect([v.name, res.status]).toEqual([v.name, 401]);
        continue;
      }
      expect([v.name, res.status]).toEqual([v.name, 200]);
      const raw = JSON.stringify(res.data);
      for (const secret of [decisionId, appealId, owner.id, `secret of ${owner.id}`]) expect([v.name, raw.includes(secret)]).toEqual([v.name, false]);
    }
    const own = await call(status, "/api/account-status", { cookie: owner.cookie });
    expect(own.data.decisions.map((d: { id: string }) => d.id)).toEqual([decisionId]);
  });

  it("POST /api/appeals on another member's decision: 404, word for word an unknown id's answer", async () => {
    const unknown = await call(appeal, "/api/appeals", { cookie: viewers[1]!.cookie, body: { decisionId: "cnotarow0000000000000000", text: "x" } });
    expect(unknown.status).toBe(404);
    for (const v of viewers) {
      const res = await call(appeal, "/api/appeals", { cookie: v.cookie, body: { decisionId, text: "not mine" } });
      if (!v.cookie) expect([v.name, res.status]).toEqual([v.name, 401]);
      else expect([v.name, res.status, res.data]).toEqual([v.name, 404, unknown.data]);
    }
    // and the owner's appeal of someone else's: the same
    expect((await call(appeal, "/api/appeals", { cookie: owner.cookie, body: { decisionId: otherDecisionId, text: "x" } })).data).toEqual(unknown.data);
    expect(await db.appeal.count({ where: { decisionId } })).toBe(1);
  });

  it("the admin routes refuse a non-admin as GET /api/admin/reports does", async () => {
    const callers = [...viewers.filter((v) => !v.name.includes("admin")), { name: "owner", cookie: owner.cookie }];
    for (const v of callers) {
      const expected = await call(reports, "/api/admin/reports", { cookie: v.cookie });
      expect(expected.status === 401 || expected.status === 403).toBe(true);
      const listed = await call(list, "/api/admin/appeals", { cookie: v.cookie });
      const resolved = await call(resolve, `/api/admin/appeals/${appealId}/resolve`, { cookie: v.cookie, params: { id: appealId }, body: { action: "accept" } });
      expect([v.name, listed.status, listed.data]).toEqual([v.name, expected.status, expected.data]);
      expect([v.name, resolved.status, resolved.data]).toEqual([v.name, expected.status, expected.data]);
    }
    expect((await db.appeal.findUniqueOrThrow({ where: { id: appealId } })).status).toBe("open");
    // an unknown appeal is 404 to an admin
    expect((await call(resolve, "/api/admin/appeals/x/resolve", { cookie: viewers[5]!.cookie, params: { id: "cnotarow0000000000000000" }, body: { action: "accept" } })).status).toBe(404);
  });
});
