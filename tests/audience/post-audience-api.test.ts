import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateRoute } from "@/app/api/posts/[id]/route";
import { GET as exploreRoute } from "@/app/api/posts/explore/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { POST as createRoute } from "@/app/api/posts/route";
import { db } from "@/lib/data/db";
import { addCloseFriend, seedAudiencePost } from "@/tests/audience/support";
import { follow, h } from "@/tests/posts/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// POST and PUT /api/posts accept an audience; feed and explore stay one statement with it.
let me: TestUser;
let follower: TestUser;

beforeAll(async () => {
  me = await createUser({ firstName: "Audapi" });
  follower = await createUser();
  await follow(follower.id, me.id);
});

const createPost = async (extra: Record<string, unknown>) => {
  const image = await registeredUpload(me.id, "post", "image");
  return call(h(createRoute), "/api/posts", { cookie: me.cookie, body: { mediaFiles: [{ url: image, type: "image" }], caption: "audience", ...extra } });
};
const update = (user: TestUser, id: string, body: unknown) => call(h(updateRoute), "/x", { method: "PUT", cookie: user.cookie, params: { id }, body });

describe("POST /api/posts with an audience", () => {
  it.each([
    [{}, "everyone"],
    [{ audience: "everyone" }, "everyone"],
    [{ audience: "followers" }, "followers"],
    [{ audience: "close_friends" }, "close_friends"],
  ])("%j creates a post for %s", async (extra, audience) => {
    const res = await createPost(extra);
    expect(res.status).toBe(201);
    expect(res.data.audience).toBe(audience);
    expect((await db.post.findUniqueOrThrow({ where: { id: res.data.id } })).audience).toBe(audience);
  });

  it.each([["public"], ["Followers"], [""], [null], [42], [["everyone"]]])("refuses the audience %j (400, nothing created)", async (audience) => {
    const before = await db.post.count({ where: { authorId: me.id } });
    const res = await createPost({ audience });
    expect(res.status).toBe(400);
    expect(await db.post.count({ where: { authorId: me.id } })).toBe(before);
  });
});

describe("PUT /api/posts/{id} with an audience", () => {
  it("narrows a post to close friends: the follower loses it at once, the author keeps it", async () => {
    const id = await seedAudiencePost(me.id, "everyone");
    expect((await as(follower).post(id)).status).toBe(200);
    const res = await update(me, id, { audience: "close_friends" });
    expect(res.status).toBe(200);
    expect(res.data.audience).toBe("close_friends");
    expect((await as(follower).post(id)).status).toBe(404);
    await addCloseFriend(me, follower.id);
    expect((await as(follower).post(id)).status).toBe(200);
  });

  it("refuses a bad audience (400) and another member's post (403)", async () => {
    const id = await seedAudiencePost(me.id, "everyone");
    expect((await update(me, id, { audience: "nobody" })).status).toBe(400);
    expect((await update(follower, id, { audience: "followers" })).status).toBe(403);
    expect((await db.post.findUniqueOrThrow({ where: { id } })).audience).toBe("everyone");
  });
});

describe.each([
  ["feed", h(feedRoute)],
  ["explore", h(exploreRoute)],
])("GET /api/posts/%s with audiences", (name, route) => {
  it("answers a full page in one statement besides the session, the audience filter inside it", async () => {
    const reader = await createUser();
    for (let i = 0; i < 3; i++) {
      const author = await createUser();
      await follow(reader.id, author.id);
      for (const audience of ["everyone", "followers", "close_friends", "everyone"] as const) await seedAudiencePost(author.id, audience);
      if (i === 0) await addCloseFriend(author, reader.id);
    }
    const statements = recordStatements();
    await call(route, "/x", { cookie: reader.cookie, query: { limit: "6" } }); // warm
    statements.reset();
    const res = await call(route, "/x", { cookie: reader.cookie, query: { limit: "6" } });
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(6);
    if (name === "explore") for (const post of res.data) expect(post.audience).toBe("everyone");
    const work = statements.work();
    const session = work.filter((q) => q.includes('"sessionVersion"'));
    expect(work.length - session.length).toBe(1);
    expect(work.some((q) => q.includes('"audience"'))).toBe(true);
    expect(idsOf(res.data)).toHaveLength(new Set(idsOf(res.data)).size);
  });
});
