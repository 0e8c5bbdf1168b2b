import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { MUTE_MAX_SECONDS } from "@/lib/contract/safety/schemas";
import { call, createUser } from "@/tests/support/http";
import { block, blockHandler, blocks, ids, mute, muteHandler, mutes } from "@/tests/safety/support";

describe("POST /api/users/{id}/block", () => {
  it("toggles a block, answers { blocked }, and lists it in GET /api/blocks", async () => {
    const me = await createUser({ firstName: "Aoi" });
    const them = await createUser({ firstName: "Ren" });
    const on = await block(me, them.id);
    expect(on.status).toBe(200);
    expect(on.data).toEqual({ blocked: true });
    expect(await db.block.count({ where: { blockerId: me.id, blockedId: them.id } })).toBe(1);
    const list = await blocks(me);
    expect(list.status).toBe(200);
    expect(list.data).toEqual([
      { id: them.id, username: them.username, firstName: "Ren", lastName: "Member", profileImageUrl: null, blockedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list.data)).not.toMatch(/email|passwordHash/);

    const off = await block(me, them.id);
    expect(off.data).toEqual({ blocked: false });
    expect((await blocks(me)).data).toEqual([]);
    expect(await db.block.count({ where: { blockerId: me.id } })).toBe(0);
  });

  it("removes follows in both directions and they stay removed after unblocking", async () => {
    const me = await createUser();
    const them = await createUser();
    await db.follow.createMany({ data: [{ followerId: me.id, followingId: them.id }, { followerId: them.id, followingId: me.id }] });
    expect((await block(me, them.id)).data).toEqual({ blocked: true });
    expect(await db.follow.count({ where: { OR: [{ followerId: me.id }, { followingId: me.id }] } })).toBe(0);
    await block(me, them.id);
    expect(await db.follow.count({ where: { OR: [{ followerId: me.id }, { followingId: me.id }] } })).toBe(0);
  });

  it("lists only my own blocks, newest first, and pages by cursor", async () => {
    const me = await createUser();
    const other = await createUser();
    const targets = [];
    for (let i = 0; i < 3; i++) targets.push(await createUser());
    for (const [i, t] of targets.entries()) {
      await db.block.create({ data: { blockerId: me.id, blockedId: t.id, createdAt: new Date(Date.now() - (10 - i) * 1000) } });
    }
    await block(other, targets[0].id);
    const list = await blocks(me);
    expect(ids(list.data)).toEqual([targets[2].id, targets[1].id, targets[0].id]);
    expect(list.headers.get("x-next-cursor")).toBeNull();
    expect(ids((await blocks(other)).data)).toEqual([targets[0].id]);
  });

  it("pages 50 at a time with X-Next-Cursor", async () => {
    const me = await createUser();
    const tag = me.id.slice(-8);
    await db.user.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({ email: `bulk${i}.${tag}@example.test`, username: `bulk${i}_${tag}`, passwordHash: "x" })),
    });
    const others = await db.user.findMany({ where: { username: { startsWith: "bulk", endsWith: tag } }, select: { id: true } });
    expect(others).toHaveLength(55);
    await db.block.createMany({ data: others.map((o, i) => ({ blockerId: me.id, blockedId: o.id, createdAt: new Date(Date.now() - i * 1000) })) });
    const first = await blocks(me);
    expect(first.data).toHaveLength(50);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await blocks(me, { cursor: cursor! });
    expect(second.data).toHaveLength(others.length - 50);
    expect(new Set([...ids(first.data), ...ids(second.data)]).size).toBe(others.length);
  });

  it("refuses anonymous (401), oneself (400), unknown and malformed ids (404), bad cursors (400); nothing changes", async () => {
    const me = await createUser();
    const them = await createUser();
    expect((await block(null, them.id)).status).toBe(401);
    const self = await block(me, me.id);
    expect(self.status).toBe(400);
    expect(self.data).toEqual({ message: "You cannot block yourself", code: "bad_request", messageKey: "cannotBlockSelf" });
    expect((await block(me, "nobody12345")).status).toBe(404);
    expect((await block(me, "../x")).status).toBe(404);
    expect((await block(me, "a".repeat(10_000))).status).toBe(404);
    expect((await blocks(null)).status).toBe(401);
    expect((await blocks(me, { cursor: "not a cursor!" })).status).toBe(400);
    expect(await db.block.count({ where: { OR: [{ blockerId: me.id }, { blockedId: me.id }] } })).toBe(0);
  });

  it("refuses a cross-site request (403) without blocking", async () => {
    const me = await createUser();
    const them = await createUser();
    const cross = await call(blockHandler, `/api/users/${them.id}/block`, {
      method: "POST",
      cookie: me.cookie,
      params: { id: them.id },
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect(await db.block.count({ where: { blockerId: me.id } })).toBe(0);
  });
});

describe("POST /api/users/{id}/mute", () => {
  it("mutes until unmuted without a body or with null, and toggles off", async () => {
    const me = await createUser();
    const them = await createUser({ firstName: "Kai" });
    const on = await mute(me, them.id);
    expect(on.status).toBe(200);
    expect(on.data).toEqual({ muted: true, until: null });
    const list = await mutes(me);
    expect(list.data).toEqual([{ id: them.id, username: them.username, firstName: "Kai", lastName: "Member", profileImageUrl: null, until: null }]);
    expect((await mute(me, them.id)).data).toEqual({ muted: false, until: null });
    expect((await mutes(me)).data).toEqual([]);
    expect((await mute(me, them.id, { body: { durationSeconds: null } })).data).toEqual({ muted: true, until: null });
    expect((await mute(me, them.id, { body: {} })).data).toEqual({ muted: false, until: null });
  });

  it("mutes for a duration: until = now + durationSeconds", async () => {
    const me = await createUser();
    const them = await createUser();
    const before = Date.now();
    const res = await mute(me, them.id, { body: { durationSeconds: 3600 } });
    expect(res.status).toBe(200);
    expect(res.data.muted).toBe(true);
    const until = new Date(res.data.until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 3600_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect((await mutes(me)).data[0].until).toBe(res.data.until);
    const max = await mute(me, (await createUser()).id, { body: { durationSeconds: MUTE_MAX_SECONDS } });
    expect(max.status).toBe(200);
  });

  it("treats an expired mute as none: not listed, and muting again starts a new one", async () => {
    const me = await createUser();
    const them = await createUser();
    await mute(me, them.id, { body: { durationSeconds: 60 } });
    await db.mute.update({ where: { muterId_mutedId: { muterId: me.id, mutedId: them.id } }, data: { until: new Date(Date.now() - 1000) } });
    expect((await mutes(me)).data).toEqual([]);
    const again = await mute(me, them.id, { body: { durationSeconds: 86_400 } });
    expect(again.data.muted).toBe(true);
    expect(new Date(again.data.until).getTime()).toBeGreaterThan(Date.now() + 86_000_000);
    expect(await db.mute.count({ where: { muterId: me.id } })).toBe(1);
  });

  it.each([
    [{ durationSeconds: 59 }],
    [{ durationSeconds: MUTE_MAX_SECONDS + 1 }],
    [{ durationSeconds: 3600.5 }],
    [{ durationSeconds: "3600" }],
    [{ durationSeconds: -1 }],
    [{ durationSeconds: true }],
    [{ durationSeconds: [3600] }],
    [[]],
    ["forever"],
    [42],
  ])("refuses body %j with 400 and mutes nobody", async (body) => {
    const me = await createUser();
    const them = await createUser();
    const res = await mute(me, them.id, { body });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
    expect(typeof res.data.message).toBe("string");
    expect(await db.mute.count({ where: { muterId: me.id } })).toBe(0);
  });

  it("refuses malformed JSON (400), a non-JSON body (415), anonymous (401), oneself (400), unknown ids (404)", async () => {
    const me = await createUser();
    const them = await createUser();
    expect((await mute(me, them.id, { rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await mute(me, them.id, { rawBody: "durationSeconds=60", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await mute(me, them.id, { body: { durationSeconds: "\u0000" } })).status).toBe(400);
    expect((await mute(null, them.id)).status).toBe(401);
    const self = await mute(me, me.id);
    expect(self.status).toBe(400);
    expect(self.data).toEqual({ message: "You cannot mute yourself", code: "bad_request", messageKey: "cannotMuteSelf" });
    expect((await mute(me, "nobody12345")).status).toBe(404);
    expect((await call(muteHandler, "/x", { method: "POST", cookie: me.cookie, params: { id: "bad id" } })).status).toBe(404);
    expect((await mutes(null)).status).toBe(401);
    expect((await mutes(me, { cursor: "x".repeat(100) })).status).toBe(400);
    expect(await db.mute.count({ where: { muterId: me.id } })).toBe(0);
  });

  it("lists only my own current mutes, newest first", async () => {
    const me = await createUser();
    const other = await createUser();
    const a = await createUser();
    const b = await createUser();
    await db.mute.create({ data: { muterId: me.id, mutedId: a.id, createdAt: new Date(Date.now() - 5000) } });
    await db.mute.create({ data: { muterId: me.id, mutedId: b.id, until: new Date(Date.now() + 60_000) } });
    await mute(other, a.id);
    expect(ids((await mutes(me)).data)).toEqual([b.id, a.id]);
    expect(ids((await mutes(other)).data)).toEqual([a.id]);
  });
});
