import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateComment } from "@/app/api/comments/[id]/route";
import { POST as addComment } from "@/app/api/posts/[id]/comments/route";
import { POST as likePost } from "@/app/api/posts/[id]/like/route";
import { DELETE as unsavePost, POST as savePost } from "@/app/api/posts/[id]/save/route";
import { GET as explore } from "@/app/api/posts/explore/route";
import { GET as feed } from "@/app/api/posts/feed/route";
import { POST as createPost } from "@/app/api/posts/route";
import { GET as userPosts } from "@/app/api/users/[id]/posts/route";
import { GET as savedPosts } from "@/app/api/users/[id]/saved-posts/route";
import { PUT as postImages } from "@/app/api/post-images/route";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { db } from "@/lib/data/db";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { h, seedPost } from "@/tests/posts/support";

// Malformed, missing and hostile bodies and queries: every call answers a clear 4xx, never 500,
// and nothing is written.
let me: TestUser;
let postId: string;
let commentId: string;

beforeAll(async () => {
  me = await createUser({ firstName: "Aki" });
  postId = (await seedPost(me.id)).id;
  commentId = (await db.comment.create({ data: { postId, authorId: me.id, content: "kept" }, select: { id: true } })).id;
});

const json = { "content-type": "application/json" };
const bodies: [string, string][] = [
  ["malformed JSON", "{\"content\": "],
  ["JSON null", "null"],
  ["a JSON number", "42"],
  ["a JSON string", "\"hello\""],
  ["an empty body", ""],
  ["a 300 KB body", JSON.stringify({ content: "x".repeat(300 * 1024) })],
];

const writes = () => [
  ["POST /api/posts", h(createPost), {}],
  ["POST /api/posts/[id]/comments", h(addComment), { id: postId }],
  ["PUT /api/comments/[id]", h(updateComment), { id: commentId }],
  ["POST /api/posts/[id]/save", h(savePost), { id: postId }],
  ["PUT /api/post-images", h(postImages), {}],
] as const;

describe("hostile bodies", () => {
  it.each(bodies)("answers %s with a 4xx on every write", async (_, rawBody) => {
    for (const [name, handler, params] of writes()) {
      const res = await call(handler, "/x", { method: name.split(" ")[0], cookie: me.cookie, params, headers: json, rawBody });
      expect(res.status, `${name}: ${JSON.stringify(res.data)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      expect(typeof res.data?.message, name).toBe("string");
    }
    expect(await db.comment.findUnique({ where: { id: commentId }, select: { content: true } })).toEqual({ content: "kept" });
    expect(await db.post.count({ where: { authorId: me.id } })).toBe(1);
    expect(await db.savedPost.count({ where: { userId: me.id } })).toBe(0);
  });

  it("answers malformed JSON to the upload address request with 400", async () => {
    const res = await call(h(requestUpload), "/x", { method: "POST", cookie: me.cookie, headers: json, rawBody: "{" });
    expect(res.status).toBe(400);
  });
});

describe("hostile ids and queries", () => {
  const longId = "x".repeat(10_000);
  it.each([
    ["a 10k id", longId],
    ["a path escape", "../../etc"],
    ["SQL", "1' OR '1'='1"],
  ])("answers %s with 404", async (_, id) => {
    for (const handler of [h(likePost), h(unsavePost)]) {
      const res = await call(handler, "/x", { method: handler === h(likePost) ? "POST" : "DELETE", cookie: me.cookie, params: { id } });
      expect(res.status).toBe(404);
    }
    const res = await call(h(userPosts), "/x", { cookie: me.cookie, params: { id } });
    expect(res.status).toBe(404);
  });

  it.each([
    ["a garbage cursor", { cursor: "%%%not-a-cursor" }],
    ["a 10k cursor", { cursor: "a".repeat(10_000) }],
    ["a base64 cursor of junk", { cursor: Buffer.from("{\"t\":\"nope\",\"id\":5}").toString("base64url") }],
    ["a word as limit", { limit: "lots" }],
    ["a negative limit", { limit: "-5" }],
    ["a huge limit", { limit: "1e9" }],
    ["a fractional limit", { limit: "2.5" }],
    ["a repeated limit", { limit: ["5", "6"] }],
  ])("answers %s with 400 on feed, explore, a profile's posts and saved posts", async (_, query) => {
    for (const [handler, params] of [[h(feed), {}], [h(explore), {}], [h(userPosts), { id: me.id }], [h(savedPosts), { id: me.id }]] as const) {
      const res = await call(handler, "/x", { cookie: me.cookie, params, query });
      expect(res.status, JSON.stringify(res.data)).toBe(400);
    }
  });
});
