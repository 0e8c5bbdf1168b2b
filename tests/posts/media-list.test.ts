import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { getPost } from "@/lib/domain/posts/get-post";
import { updatePost } from "@/lib/domain/posts/update-post";
import { deletePost } from "@/lib/domain/posts/delete-post";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { seedPost } from "./support";

// Issue #34: a post's media reach every page from Post."mediaList", a JSON copy of its PostMedia rows
// kept by statement-level triggers (migration 20261201160000_post_media_list), instead of being read,
// sorted and built per post per page. These prove the copy equals PostMedia after every kind of write,
// including concurrent ones, and that the API answers what PostMedia holds.

async function member(): Promise<Viewer & { isAdmin: boolean }> {
  const suffix = randomUUID().slice(0, 12);
  return db.user.create({
    data: { email: `media.${suffix}@example.test`, passwordHash: "x", username: `media_${suffix.replace(/-/g, "")}` },
    select: { id: true, isAdmin: true },
  });
}

type Row = [string, string, string | null, number[], string | null];

/** The post's mediaList next to what PostMedia holds, ordered by position (the trigger's own rule, written out again). */
async function copyAndRows(postId: string) {
  const [post] = await db.$queryRaw<{ list: Row[] }[]>`SELECT "mediaList" AS "list" FROM "Post" WHERE "id" = ${postId}`;
  const rows = await db.postMedia.findMany({ where: { postId }, orderBy: { position: "asc" } });
  return { copy: post.list, rows: rows.map((m): Row => [m.url, m.type, m.altText, m.variantWidths, m.placeholder]) };
}

async function expectInStep(postId: string) {
  const { copy, rows } = await copyAndRows(postId);
  expect(copy).toEqual(rows);
  return copy;
}

describe("Post.mediaList", () => {
  it("is written with the post, in position order, and is what GET answers", async () => {
    const author = await member();
    const post = await seedPost(author.id, { media: 3 });
    const copy = await expectInStep(post.id);
    expect(copy).toHaveLength(3);
    const shown = await getPost(author, post.id);
    expect(shown.mediaFiles.map((m) => m.url)).toEqual(copy.map(([url]) => url));
    expect(shown.imageUrl).toBe(copy[0][0]);
  });

  it("follows alt text edits, variants written later, reordering and a removed item", async () => {
    const author = await member();
    const post = await seedPost(author.id, { media: 3 });
    const [first, second] = (await copyAndRows(post.id)).rows;

    await updatePost(author, post.id, { mediaFiles: [{ url: second[0], altText: "two people at a picnic" }] });
    expect((await expectInStep(post.id))[1][2]).toBe("two people at a picnic");
    expect((await getPost(author, post.id)).mediaFiles[1].altText).toBe("two people at a picnic");

    // the variants job writes widths and a placeholder after the post exists
    await db.postMedia.updateMany({ where: { postId: post.id, url: first[0] }, data: { variantWidths: [320, 640], placeholder: "3OcRJYB4d3h/iIeHeEh3eIhw+j2w" } });
    const withVariants = await getPost(author, post.id);
    expect(withVariants.mediaFiles[0]).toMatchObject({ widths: [320, 640], placeholder: "3OcRJYB4d3h/iIeHeEh3eIhw+j2w" });
    await expectInStep(post.id);

    // positions swapped in one statement (through a free position, as the unique key needs)
    await db.$executeRaw`UPDATE "PostMedia" SET "position" = CASE "position" WHEN 0 THEN 2 WHEN 2 THEN 0 ELSE "position" END + 10 WHERE "postId" = ${post.id}`;
    await db.$executeRaw`UPDATE "PostMedia" SET "position" = "position" - 10 WHERE "postId" = ${post.id}`;
    expect((await expectInStep(post.id))[2][0]).toBe(first[0]);

    await db.postMedia.deleteMany({ where: { postId: post.id, url: second[0] } });
    expect(await expectInStep(post.id)).toHaveLength(2);
    await db.postMedia.deleteMany({ where: { postId: post.id } });
    expect(await expectInStep(post.id)).toEqual([]);
  });

  it("keeps each post of a statement that writes media of many posts, and a moved item leaves its old post", async () => {
    const author = await member();
    const posts = await Promise.all(Array.from({ length: 4 }, () => seedPost(author.id, { media: 2 })));
    await db.postMedia.createMany({ data: posts.map((p, i) => ({ postId: p.id, position: 5, url: `/objects/demo/batch-${p.id}-${i}.jpg`, type: "video" as const })) });
    for (const p of posts) expect(await expectInStep(p.id)).toHaveLength(3);
    await db.$executeRaw`UPDATE "PostMedia" SET "postId" = ${posts[1].id}, "position" = 9 WHERE "postId" = ${posts[0].id} AND "position" = 5`;
    expect(await expectInStep(posts[0].id)).toHaveLength(2);
    expect(await expectInStep(posts[1].id)).toHaveLength(4);
  });

  it("agrees with PostMedia after 20 concurrent alt text edits of one post's items", async () => {
    const author = await member();
    const post = await seedPost(author.id, { media: 10 });
    const { rows } = await copyAndRows(post.id);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [url] = rows[i % rows.length];
        return db.postMedia.updateMany({ where: { postId: post.id, url }, data: { altText: `edit ${i}` } });
      }),
    );
    const copy = await expectInStep(post.id);
    // every item was edited (twice, in an order the database chose): none kept its first alt text
    expect(copy.every(([, , alt]) => alt?.startsWith("edit "))).toBe(true);
  });

  it("lets a post be deleted while its alt text is edited: the edit or the deletion waits, neither deadlocks", async () => {
    const author = await member();
    for (let round = 0; round < 8; round++) {
      const post = await seedPost(author.id, { media: 4 });
      const { rows } = await copyAndRows(post.id);
      const [edit, deletion] = await Promise.allSettled([
        updatePost(author, post.id, { mediaFiles: rows.map(([url], i) => ({ url, altText: `alt ${round}.${i}` })) }),
        deletePost(author, post.id),
      ]);
      // the edit may come second and find no post (its 404); a deadlock would reject one with 40P01
      expect(deletion.status).toBe("fulfilled");
      if (edit.status === "rejected") expect(edit.reason).toMatchObject({ status: 404 });
      expect(await db.postMedia.count({ where: { postId: post.id } })).toBe(0);
    }
  });

  it("goes with its post", async () => {
    const author = await member();
    const post = await seedPost(author.id, { media: 2 });
    await deletePost(author, post.id);
    expect(await db.postMedia.count({ where: { postId: post.id } })).toBe(0);
    expect(await db.$queryRaw<unknown[]>`SELECT 1 FROM "Post" WHERE "id" = ${post.id}`).toEqual([]);
  });

  it("is left out of Prisma's reads of a post", async () => {
    const author = await member();
    const post = await seedPost(author.id, { media: 1 });
    const row = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).not.toHaveProperty("mediaList");
  });
});
