import { beforeAll, describe, expect, it } from "vitest";
import { GET as statusRoute } from "@/app/api/posts/[id]/save-status/route";
import { DELETE as unsaveRoute, POST as saveRoute } from "@/app/api/posts/[id]/save/route";
import { GET as collectionsRoute } from "@/app/api/users/[id]/collections/route";
import { GET as savedRoute } from "@/app/api/users/[id]/saved-posts/route";
import { db } from "@/lib/data/db";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { h, seedPost } from "@/tests/posts/support";

const save = h(saveRoute);
const unsave = h(unsaveRoute);
const status = h(statusRoute);
const collections = h(collectionsRoute);
const saved = h(savedRoute);

let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  me = await createUser();
  other = await createUser();
});

const saveAs = (user: TestUser, id: string, body: unknown) => call(save, "/x", { cookie: user.cookie, params: { id }, body });

describe("saves and collections", () => {
  it("saves into a trimmed collection created on first use, once per post; lists with counts", async () => {
    const p1 = (await seedPost(other.id)).id;
    const p2 = (await seedPost(other.id)).id;
    expect((await call(status, "/x", { cookie: me.cookie, params: { id: p1 } })).data).toEqual({ isSaved: false, collectionTitle: null });

    const first = await saveAs(me, p1, { collectionTitle: "  Tokyo trips  " });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ isSaved: true, collectionTitle: "Tokyo trips" });
    await saveAs(me, p2, { collectionTitle: "Tokyo trips" });
    await saveAs(me, p1, { collectionTitle: "Tokyo trips" }); // again: still one row
    expect(await db.savedPost.count({ where: { userId: me.id } })).toBe(2);
    expect(await db.collection.count({ where: { ownerId: me.id } })).toBe(1);
    expect((await call(status, "/x", { cookie: me.cookie, params: { id: p1 } })).data).toEqual({ isSaved: true, collectionTitle: "Tokyo trips" });

    const list = await call(collections, "/x", { cookie: me.cookie, params: { id: me.id } });
    expect(list.status).toBe(200);
    expect(list.data).toEqual([{ id: expect.any(String), title: "Tokyo trips", count: 2 }]);

    // saving into another collection moves the post
    await saveAs(me, p1, { collectionTitle: "Food" });
    const moved = await call(collections, "/x", { cookie: me.cookie, params: { id: me.id } });
    expect(moved.data.map((c: { title: string; count: number }) => [c.title, c.count])).toEqual([["Tokyo trips", 1], ["Food", 1]]);

    const items = await call(saved, "/x", { cookie: me.cookie, params: { id: me.id } });
    expect(items.status).toBe(200);
    expect(items.data.map((s: { post: { id: string }; collectionTitle: string }) => [s.post.id, s.collectionTitle])).toEqual([[p2, "Tokyo trips"], [p1, "Food"]]);
    expect(items.data[0].post).toMatchObject({ userId: other.id, mediaFiles: [expect.any(Object)] });
  });

  it("unsaves immediately; unsaving twice is harmless", async () => {
    const p = (await seedPost(other.id)).id;
    await saveAs(me, p, { collectionTitle: "Later" });
    const res = await call(unsave, "/x", { method: "DELETE", cookie: me.cookie, params: { id: p } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ isSaved: false, collectionTitle: null });
    expect((await call(status, "/x", { cookie: me.cookie, params: { id: p } })).data.isSaved).toBe(false);
    expect((await call(unsave, "/x", { method: "DELETE", cookie: me.cookie, params: { id: p } })).status).toBe(200);
    const saves = await call(saved, "/x", { cookie: me.cookie, params: { id: me.id } });
    expect(saves.data.map((s: { post: { id: string } }) => s.post.id)).not.toContain(p);
  });

  it("keeps saved posts and collections private to their owner", async () => {
    const p = (await seedPost(me.id)).id;
    await saveAs(other, p, { collectionTitle: "Secret" });
    for (const route of [saved, collections]) {
      const res = await call(route, "/x", { cookie: me.cookie, params: { id: other.id } });
      expect(res.status).toBe(403);
      expect(res.data.message).toBe("Saved posts are private");
      expect(JSON.stringify(res.data)).not.toContain("Secret");
      expect((await call(route, "/x", { params: { id: other.id } })).status).toBe(401);
      expect((await call(route, "/x", { cookie: me.cookie, params: { id: "bad id" } })).status).toBe(404);
    }
  });

  it.each([
    [{}, "Please choose a collection"],
    [{ collectionTitle: "   " }, "Please choose a collection"],
    [{ collectionTitle: 12 }, "Please choose a collection"],
    [{ collectionTitle: "x".repeat(10_000) }, "Collection name must be at most 50 characters"],
  ])("save %j -> 400", async (body, message) => {
    const p = (await seedPost(other.id)).id;
    const res = await saveAs(me, p, body);
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("answers 404 for unknown posts", async () => {
    expect((await saveAs(me, "cnotapost000", { collectionTitle: "X" })).status).toBe(404);
    expect((await call(unsave, "/x", { method: "DELETE", cookie: me.cookie, params: { id: "cnotapost000" } })).status).toBe(404);
    expect((await call(status, "/x", { cookie: me.cookie, params: { id: "cnotapost000" } })).status).toBe(404);
  });

  it("pages saved posts by cursor", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await saveAs(user, (await seedPost(other.id)).id, { collectionTitle: "All" });
    const first = await call(saved, "/x", { cookie: user.cookie, params: { id: user.id }, query: { limit: "3" } });
    expect(first.data).toHaveLength(3);
    const cursor = first.headers.get("x-next-cursor")!;
    const second = await call(saved, "/x", { cookie: user.cookie, params: { id: user.id }, query: { limit: "3", cursor } });
    expect(second.data).toHaveLength(2);
    expect(second.headers.get("x-next-cursor")).toBeNull();
  });
});
