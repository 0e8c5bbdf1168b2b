import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { getPost } from "@/lib/domain/posts/get-post";
import { toggleLike } from "@/lib/domain/posts/toggle-like";
import { commentShownWhere, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { seedPost } from "./support";

// Issue #34, "counts without aggregation per request": a post's likes and comments are counters on
// the post, kept by triggers (migration 20261201100000_post_counters), and a page reads them with a
// per-viewer correction for the commenters hidden from that viewer (select-posts.ts). These prove the
// counters exact under concurrent writes, and the counts each viewer is shown the same as the
// aggregate over the rows that the statement ran before (the reference below).

async function member(options: { admin?: boolean } = {}): Promise<Viewer> {
  const suffix = randomUUID().slice(0, 12);
  const user = await db.user.create({
    data: { email: `counter.${suffix}@example.test`, passwordHash: "x", username: `counter_${suffix.replace(/-/g, "")}`, isAdmin: options.admin ?? false },
    select: { id: true, isAdmin: true },
  });
  return user;
}

async function counters(postId: string) {
  return db.post.findUniqueOrThrow({ where: { id: postId }, select: { likeCount: true, commentCount: true } });
}

/** What the post statement counted before the counters: every like, and the comments shown to `viewer` (the Prisma twins of its rules). */
async function reference(viewer: Viewer, postId: string) {
  const [likes, comments] = await Promise.all([
    db.postLike.count({ where: { postId } }),
    db.comment.count({ where: { postId, author: visibleUserWhere(viewer), ...commentShownWhere(viewer) } }),
  ]);
  return { likes, comments };
}

/** The counts GET /api/posts/[id] answers `viewer` (getPost: the one post statement), null for a post hidden from them. */
async function shown(viewer: Viewer, postId: string) {
  const post = await getPost(viewer, postId).catch(() => null);
  return post ? { likes: post.likeCount, comments: post.commentsCount } : null;
}

describe("post counters", () => {
  it("stay exact under 50 concurrent like toggles, by different members and by one member", async () => {
    const author = await member();
    const post = await seedPost(author.id);
    const others = await Promise.all(Array.from({ length: 30 }, () => member()));
    const repeater = await member();
    const toggles = [...others.map((viewer) => () => toggleLike(viewer, post.id)), ...Array.from({ length: 20 }, () => () => toggleLike(repeater, post.id))];
    const results = await Promise.all(toggles.map((toggle) => toggle()));
    expect(results).toHaveLength(50);
    const rows = await db.postLike.count({ where: { postId: post.id } });
    // the 30 each like once; the repeater's 20 toggles leave a like or none, whatever the order
    expect(rows - (await db.postLike.count({ where: { postId: post.id, userId: repeater.id } }))).toBe(30);
    expect((await counters(post.id)).likeCount).toBe(rows);
    expect(await shown(author, post.id)).toEqual(await reference(author, post.id));
    // and back to zero: every like removed at once (one member's twice over does not go below)
    await Promise.all([...others, repeater].map(async (viewer) => {
      if (await db.postLike.findUnique({ where: { postId_userId: { postId: post.id, userId: viewer.id } } })) await toggleLike(viewer, post.id);
    }));
    expect(await counters(post.id)).toMatchObject({ likeCount: 0 });
  });

  it("count comments written, hidden, shown and deleted at once, and the cascades of a deleted account", async () => {
    const author = await member();
    const post = await seedPost(author.id);
    const writers = await Promise.all(Array.from({ length: 10 }, () => member()));
    const created = await Promise.all(
      writers.flatMap((writer, i) => [0, 1, 2].map((k) => db.comment.create({ data: { postId: post.id, authorId: writer.id, content: `c${i}.${k}`, ...(k === 2 ? { hiddenAt: new Date() } : {}) }, select: { id: true } }))),
    );
    expect((await counters(post.id)).commentCount).toBe(20);
    // hide five shown ones and show five hidden ones at once, in separate statements
    const [shownIds, hiddenIds] = [created.filter((_, i) => i % 3 !== 2).slice(0, 5), created.filter((_, i) => i % 3 === 2).slice(0, 5)];
    await Promise.all([
      ...shownIds.map(({ id }) => db.comment.update({ where: { id }, data: { hiddenAt: new Date() } })),
      ...hiddenIds.map(({ id }) => db.comment.update({ where: { id }, data: { hiddenAt: null } })),
      db.comment.updateMany({ where: { postId: post.id }, data: { altText: "edited, not hidden or shown" } }),
    ]);
    expect((await counters(post.id)).commentCount).toBe(20);
    await Promise.all(created.slice(0, 6).map(({ id }) => db.comment.delete({ where: { id } })));
    const expected = await db.comment.count({ where: { postId: post.id, hiddenAt: null } });
    expect((await counters(post.id)).commentCount).toBe(expected);
    // a deleted account takes its comments and likes with it
    await toggleLike(writers[9]!, post.id);
    await db.user.delete({ where: { id: writers[9]!.id } });
    expect(await counters(post.id)).toEqual({ likeCount: 0, commentCount: await db.comment.count({ where: { postId: post.id, hiddenAt: null } }) });
  });

  it("shows every viewer the count the aggregate gave: own hidden comments, blocks either way, suspended commenters, admins", async () => {
    const author = await member();
    const post = await seedPost(author.id);
    const [reader, blocked, blocker, suspended, hider, plain] = await Promise.all(Array.from({ length: 6 }, () => member()));
    const admin = await member({ admin: true });
    for (const [who, hidden] of [[reader, false], [reader, true], [blocked, false], [blocker, false], [blocker, true], [suspended, false], [hider, true], [hider, true], [plain, false], [author, false]] as const) {
      await db.comment.create({ data: { postId: post.id, authorId: who!.id, content: "hi", ...(hidden ? { hiddenAt: new Date() } : {}) } });
    }
    for (const who of [reader, blocked, plain, suspended]) await toggleLike(who!, post.id);
    await db.block.create({ data: { blockerId: reader!.id, blockedId: blocked!.id } });
    await db.block.create({ data: { blockerId: blocker!.id, blockedId: reader!.id } });
    await db.user.update({ where: { id: suspended!.id }, data: { suspendedAt: new Date() } });
    // one commenter both blocked and suspended is corrected once
    await db.block.create({ data: { blockerId: plain!.id, blockedId: suspended!.id } });
    const viewers = [author, reader, blocked, blocker, hider, plain, admin, { ...suspended!, isAdmin: false }];
    const filler = await member();
    // a post with a few comments and a popular one (over select-posts.ts's FEW_COMMENTS: its corrected members are probed one by one)
    for (const extra of [0, 120]) {
      await db.comment.createMany({ data: Array.from({ length: extra }, () => ({ postId: post.id, authorId: filler!.id, content: "more" })) });
      for (const viewer of viewers) {
        const want = await reference(viewer!, post.id);
        const got = await shown(viewer!, post.id);
        const role = ["author", "reader", "blocked", "blocker", "hider", "plain", "admin", "suspended"][viewers.indexOf(viewer)];
        if (got) expect({ role, extra, ...got }).toEqual({ role, extra, ...want });
      }
      // the numbers themselves, for two of them: the reader sees their own hidden comment but not the
      // blocked member's nor the blocker's (either way) nor the suspended one's; an admin sees the suspended one's
      expect(await shown(reader!, post.id)).toEqual({ likes: 4, comments: 4 + extra });
      expect(await shown(admin, post.id)).toEqual({ likes: 4, comments: 6 + extra });
    }
  });
});
