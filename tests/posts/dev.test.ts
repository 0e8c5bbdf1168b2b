import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as devRoute } from "@/app/api/dev/create-test-data/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { db } from "@/lib/data/db";
import { call, createUser } from "@/tests/support/http";
import { h } from "@/tests/posts/support";

const dev = h(devRoute);

afterEach(() => vi.unstubAllEnvs());

describe("POST /api/dev/create-test-data", () => {
  it("creates followed test users with posts and stories that show in the caller's feed", async () => {
    const me = await createUser();
    const res = await call(dev, "/api/dev/create-test-data", { method: "POST", cookie: me.cookie });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ users: 3, posts: 3, stories: 3 });
    expect(await db.follow.count({ where: { followerId: me.id } })).toBe(3);
    const feed = await call(h(feedRoute), "/api/posts/feed", { cookie: me.cookie });
    expect(feed.data).toHaveLength(3);
    expect(feed.data[0].mediaFiles[0].url).toMatch(/^\/objects\//);
  });

  it("needs a session, and does not exist in production", async () => {
    expect((await call(dev, "/api/dev/create-test-data", { method: "POST" })).status).toBe(401);
    vi.stubEnv("NODE_ENV", "production");
    const me = await createUser();
    const res = await call(dev, "/api/dev/create-test-data", { method: "POST", cookie: me.cookie });
    expect(res.status).toBe(404);
    expect(await db.follow.count({ where: { followerId: me.id } })).toBe(0);
  });
});
