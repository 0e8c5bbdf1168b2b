import { describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/posts/[id]/save/route";
import { GET as collectionsRoute } from "@/app/api/users/[id]/collections/route";
import { GET as savedRoute } from "@/app/api/users/[id]/saved-posts/route";
import { GET as getUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { call, createUser } from "@/tests/support/http";
import type { Handler } from "@/tests/support/http";

// A profile never exposes what its owner saved, nor their e-mail, to anyone else.
describe("profile privacy", () => {
  it("saved posts and collections are visible to their owner only", async () => {
    const author = await createUser();
    const owner = await createUser();
    const stranger = await createUser();
    const post = await db.post.create({
      data: { authorId: author.id, caption: "secret", media: { create: { position: 0, url: "/objects/m/x.jpg", type: "image" } } },
    });
    const saved = await call(saveRoute as Handler, "/x", {
      method: "POST",
      cookie: owner.cookie,
      params: { id: post.id },
      body: { collectionTitle: "Pride plans" },
    });
    expect(saved.status).toBeLessThan(300);

    const ownSaved = await call(savedRoute as Handler, "/x", { cookie: owner.cookie, params: { id: owner.id } });
    expect(ownSaved.status).toBe(200);
    expect(ownSaved.data).toEqual([expect.objectContaining({ collectionTitle: "Pride plans" })]);
    const ownCollections = await call(collectionsRoute as Handler, "/x", { cookie: owner.cookie, params: { id: owner.id } });
    expect(ownCollections.data).toEqual([expect.objectContaining({ title: "Pride plans", count: 1 })]);

    for (const viewer of [stranger, author]) {
      const s = await call(savedRoute as Handler, "/x", { cookie: viewer.cookie, params: { id: owner.id } });
      const c = await call(collectionsRoute as Handler, "/x", { cookie: viewer.cookie, params: { id: owner.id } });
      expect(s.status).toBe(403);
      expect(c.status).toBe(403);
      expect(JSON.stringify([s.data, c.data])).not.toMatch(/Pride plans|secret/);
    }
    const anonymous = await call(savedRoute as Handler, "/x", { params: { id: owner.id } });
    expect(anonymous.status).toBe(401);

    const profile = await call(getUserRoute as Handler, "/x", { cookie: stranger.cookie, params: { id: owner.id } });
    expect(JSON.stringify(profile.data)).not.toMatch(/Pride plans|@example\.test/);
  });
});
