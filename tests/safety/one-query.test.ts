import { describe, expect, it } from "vitest";
import { GET as exploreRoute } from "@/app/api/posts/explore/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { db } from "@/lib/data/db";
import { follow, h, seedPost } from "@/tests/posts/support";
import { call, createUser } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// Block, mute and suspension filters live inside the page's one SQL statement: a viewer with
// blocks and mutes still costs one statement per page (plus the session lookup).
describe.each([
  ["feed", h(feedRoute)],
  ["explore", h(exploreRoute)],
])("GET /api/posts/%s with blocks, mutes and a suspension", (_name, route) => {
  it("answers a full page in one statement besides the session", async () => {
    const reader = await createUser();
    const authors = [await createUser(), await createUser(), await createUser(), await createUser()];
    for (const author of authors) {
      await follow(reader.id, author.id);
      for (let i = 0; i < 8; i++) await seedPost(author.id);
    }
    await db.block.create({ data: { blockerId: reader.id, blockedId: authors[1].id } });
    await db.block.create({ data: { blockerId: authors[2].id, blockedId: reader.id } });
    await db.mute.create({ data: { muterId: reader.id, mutedId: authors[3].id } });
    const suspended = await createUser();
    await follow(reader.id, suspended.id);
    await seedPost(suspended.id);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });

    const statements = recordStatements();
    await call(route, "/x", { cookie: reader.cookie, query: { limit: "5" } }); // warm
    statements.reset();
    const res = await call(route, "/x", { cookie: reader.cookie, query: { limit: "5" } });
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(5);
    const hidden = new Set([authors[1].id, authors[2].id, suspended.id]);
    for (const post of res.data) expect(hidden.has(post.userId)).toBe(false);
    const work = statements.work();
    const session = work.filter((q) => q.includes('"sessionVersion"'));
    expect(session).toHaveLength(1);
    expect(work.length - session.length).toBe(1);
    expect(work.some((q) => q.includes('"Block"') && q.includes('"suspendedAt"'))).toBe(true);
  });
});
