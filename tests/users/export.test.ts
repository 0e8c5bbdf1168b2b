import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/users/[id]/export/route";
import { db } from "@/lib/data/db";
import { h, seedPost } from "@/tests/posts/support";
import { call, createUser, type TestUser } from "@/tests/support/http";

const exportData = h(exportRoute);
const get = (user: TestUser | null, id: string, headers?: Record<string, string>) => call(exportData, "/x", { cookie: user?.cookie, params: { id }, headers });

describe("GET /api/users/{id}/export", () => {
  it("downloads the member's own data as one JSON attachment, e-mail included, never the password hash", async () => {
    const member = await createUser({ firstName: "Yui" });
    const friend = await createUser({ firstName: "Sora" });
    const post = await seedPost(member.id, { caption: "my post", media: 2 });
    const friendPost = await seedPost(friend.id);
    const collection = await db.collection.create({ data: { ownerId: member.id, title: "Faves" } });
    await db.savedPost.create({ data: { userId: member.id, postId: friendPost.id, collectionId: collection.id } });
    await db.postLike.create({ data: { userId: member.id, postId: friendPost.id } });
    await db.comment.create({ data: { authorId: member.id, postId: friendPost.id, content: "lovely" } });
    await db.follow.create({ data: { followerId: member.id, followingId: friend.id } });
    await db.follow.create({ data: { followerId: friend.id, followingId: member.id } });
    const event = await db.event.create({ data: { organizerId: member.id, title: "Picnic", date: new Date(Date.now() + 86_400_000), eventType: "social" } });
    await db.businessApplication.create({ data: { applicantId: member.id, name: "Queer Books", businessType: "shop", adminNotes: "internal note" } });
    // (a block ends follows both ways, and a member blocked either way is never named outside one's own block list)
    const blockedOne = await createUser();
    await db.block.create({ data: { blockerId: member.id, blockedId: blockedOne.id } });
    await db.hiddenWordList.create({ data: { userId: member.id, words: ["spoiler"], builtIn: false } });
    // someone else's content never appears
    await seedPost(friend.id, { caption: "not yours" });

    const res = await get(member, member.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="niji-export-${member.username}.json"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const doc = res.data;
    expect(doc.format).toBe("niji-export/1");
    expect(doc.profile).toMatchObject({ id: member.id, username: member.username, email: member.email, firstName: "Yui" });
    expect(doc.posts).toHaveLength(1);
    expect(doc.posts[0]).toMatchObject({ id: post.id, caption: "my post" });
    expect(doc.posts[0].media).toHaveLength(2);
    expect(doc.posts[0].media[0].url).toMatch(/^\/objects\//);
    expect(doc.comments).toEqual([expect.objectContaining({ postId: friendPost.id, content: "lovely" })]);
    expect(doc.likes).toEqual([expect.objectContaining({ postId: friendPost.id })]);
    expect(doc.saves).toEqual([expect.objectContaining({ postId: friendPost.id, collectionId: collection.id })]);
    expect(doc.collections).toEqual([expect.objectContaining({ id: collection.id, title: "Faves" })]);
    expect(doc.following).toEqual([expect.objectContaining({ user: { id: friend.id, username: friend.username } })]);
    expect(doc.followers).toEqual([expect.objectContaining({ user: { id: friend.id, username: friend.username } })]);
    expect(doc.events).toEqual([expect.objectContaining({ id: event.id, title: "Picnic" })]);
    expect(doc.businessApplications).toEqual([expect.objectContaining({ name: "Queer Books", status: "pending" })]);
    expect(doc.businessApplications[0]).not.toHaveProperty("adminNotes");
    expect(doc.blocks).toEqual([expect.objectContaining({ user: { id: blockedOne.id, username: blockedOne.username } })]);
    expect(doc.hiddenWords).toEqual([expect.objectContaining({ words: ["spoiler"], builtIn: false, hideInFeed: false })]);
    for (const key of ["stories", "storyMessages", "eventInterests", "mutes", "limits"]) expect(doc[key]).toEqual([]);
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(text).not.toContain("not yours");
  });

  it("pages through long lists without losing or repeating rows", async () => {
    const member = await createUser();
    const friend = await createUser();
    const posts = await Promise.all(Array.from({ length: 12 }, () => seedPost(friend.id)));
    await db.postLike.createMany({ data: posts.map((p) => ({ userId: member.id, postId: p.id })) });
    await db.comment.createMany({ data: Array.from({ length: 1203 }, (_, i) => ({ authorId: member.id, postId: posts[0]!.id, content: `c${i}` })) });
    const res = await get(member, member.id);
    expect(res.status).toBe(200);
    expect(res.data.likes).toHaveLength(12);
    expect(res.data.comments).toHaveLength(1203);
    expect(new Set(res.data.comments.map((c: { id: string }) => c.id)).size).toBe(1203);
  });

  it("answers 401 signed out and 403 for anyone else's data, admins included", async () => {
    const member = await createUser();
    const other = await createUser();
    const admin = await createUser({ admin: true });
    expect((await get(null, member.id)).status).toBe(401);
    expect(await get(other, member.id)).toMatchObject({ status: 403, data: { code: "forbidden", message: "You can only export your own data" } });
    expect((await get(admin, member.id)).status).toBe(403);
    expect((await get(other, "no-such-user")).status).toBe(403);
    expect((await get(other, "..%2F..")).status).toBe(404);
  });
});
