import { describe, expect, it } from "vitest";
import { POST as declineRoute } from "@/app/api/follow-requests/[id]/decline/route";
import { GET as requestsRoute } from "@/app/api/follow-requests/route";
import { db } from "@/lib/data/db";
import { closeFriends, removeCloseFriend } from "@/tests/audience/support";
import { block, blocks, ids, mute, mutes } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Lists that named the next page by the id of the previous page's last row came back empty when
// that row went between two pages (an unblock, an unmute, a declined request, a removed Close
// Friend). The cursor now holds the row's (time, id), so the next page starts right after it.

const base = Date.now();
/** `count` members, the i-th listed i-th (newest first: one second older each). */
async function members(count: number, label: string) {
  const tag = `${label}${Math.random().toString(36).slice(2, 8)}`;
  await db.user.createMany({
    data: Array.from({ length: count }, (_, i) => ({ email: `${tag}${i}@example.test`, username: `${tag}_${i}`, passwordHash: "x" })),
  });
  const rows = await db.user.findMany({ where: { username: { startsWith: `${tag}_` } }, select: { id: true, username: true } });
  const order = (u: { username: string }) => Number(u.username.slice(tag.length + 1));
  return rows.sort((a, b) => order(a) - order(b)).map((u, i) => ({ id: u.id, createdAt: new Date(base - i * 1000) }));
}

/** Page 1, then `remove` takes its last member away, then page 2 by page 1's cursor. */
async function pageAcrossRemoval(list: (cursor?: string) => Promise<string[] & { next: string | null }>, remove: (id: string) => Promise<void>) {
  const first = await list();
  expect(first.next).toBeTruthy();
  await remove(first.at(-1)!);
  return { first, second: await list(first.next!) };
}

const asPage = (items: string[], next: string | null) => Object.assign(items, { next });

describe("a keyset page after its last row went", () => {
  it("GET /api/blocks: unblocking the last member of page 1 leaves page 2 whole", async () => {
    const me = await createUser();
    const blocked = await members(53, "blk");
    await db.block.createMany({ data: blocked.map((m) => ({ blockerId: me.id, blockedId: m.id, createdAt: m.createdAt })) });
    const { first, second } = await pageAcrossRemoval(
      async (cursor) => {
        const res = await blocks(me, cursor ? { cursor } : {});
        expect(res.status).toBe(200);
        return asPage(ids(res.data), res.headers.get("x-next-cursor"));
      },
      async (id) => expect((await block(me, id)).data).toEqual({ blocked: false }),
    );
    expect([...first]).toEqual(blocked.slice(0, 50).map((m) => m.id));
    expect([...second]).toEqual(blocked.slice(50).map((m) => m.id));
    expect(second.next).toBeNull();
  });

  it("GET /api/mutes: unmuting the last member of page 1 leaves page 2 whole", async () => {
    const me = await createUser();
    const muted = await members(52, "mut");
    await db.mute.createMany({ data: muted.map((m) => ({ muterId: me.id, mutedId: m.id, createdAt: m.createdAt })) });
    const { first, second } = await pageAcrossRemoval(
      async (cursor) => {
        const res = await mutes(me, cursor ? { cursor } : {});
        expect(res.status).toBe(200);
        return asPage(ids(res.data), res.headers.get("x-next-cursor"));
      },
      async (id) => expect((await mute(me, id)).data).toEqual({ muted: false, until: null }),
    );
    expect([...first]).toEqual(muted.slice(0, 50).map((m) => m.id));
    expect([...second]).toEqual(muted.slice(50).map((m) => m.id));
  });

  it("GET /api/follow-requests: declining the last request of page 1 leaves page 2 whole", async () => {
    const me = await createUser();
    const requesters = await members(33, "req");
    await db.followRequest.createMany({ data: requesters.map((m) => ({ requesterId: m.id, targetId: me.id, createdAt: m.createdAt })) });
    const requests = (viewer: TestUser, query: Record<string, string>) => call(requestsRoute as Handler, "/api/follow-requests", { cookie: viewer.cookie, query });
    const byRequest = new Map<string, string>();
    const { first, second } = await pageAcrossRemoval(
      async (cursor) => {
        const res = await requests(me, cursor ? { cursor } : {});
        expect(res.status).toBe(200);
        const page = res.data.requests as { id: string; user: { id: string } }[];
        for (const r of page) byRequest.set(r.user.id, r.id);
        return asPage(page.map((r) => r.user.id), res.data.nextCursor);
      },
      async (userId) => {
        const id = byRequest.get(userId)!;
        const res = await call(declineRoute as Handler, `/api/follow-requests/${id}/decline`, { method: "POST", cookie: me.cookie, params: { id } });
        expect(res.status).toBe(200);
      },
    );
    expect([...first]).toEqual(requesters.slice(0, 30).map((m) => m.id));
    expect([...second]).toEqual(requesters.slice(30).map((m) => m.id));
    expect(second.next).toBeNull();
  });

  it("GET /api/close-friends: removing the last friend of page 1 leaves page 2 whole", async () => {
    const me = await createUser();
    const friends = await members(51, "cf");
    await db.closeFriend.createMany({ data: friends.map((m) => ({ ownerId: me.id, friendId: m.id, createdAt: m.createdAt })) });
    const { first, second } = await pageAcrossRemoval(
      async (cursor) => {
        const res = await closeFriends(me, cursor ? { cursor } : {});
        expect(res.status).toBe(200);
        return asPage(ids(res.data), res.headers.get("x-next-cursor"));
      },
      async (id) => expect((await removeCloseFriend(me, id)).data).toEqual({ userId: id, isCloseFriend: false }),
    );
    expect([...first]).toEqual(friends.slice(0, 50).map((m) => m.id));
    expect([...second]).toEqual([friends[50]!.id]);
  });
});
