import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { feedIds } from "@/lib/domain/posts/list-feed";
import { exploreIds } from "@/lib/domain/posts/list-explore";
import { listPostsPage } from "@/lib/domain/posts/list-posts-page";
import { selectPosts } from "@/lib/domain/posts/select-posts";
import { TAG_PAGE_SCOPE } from "@/lib/domain/tags/tag-posts-sql";
import { visiblePostIds, VisiblePostIds, type Viewer } from "@/lib/domain/safety/visibility";
import { seedAudiencePost } from "@/tests/audience/support";
import { follow } from "@/tests/posts/support";
import { createUser, type TestUser } from "@/tests/support/http";

// THE SAFETY NET (issue #28, item 11): selectPosts checks the viewer's whole rule on the ids it is
// given unless they are a VisiblePostIds, which only the builders in lib/domain/safety/visibility.ts
// can make (the rule written into the SELECT). No caller's flag can skip the check.

let viewer: TestUser;
let mine: string;
const hidden: Record<string, string> = {};
let shown: string;
const tag = `safetynet${Date.now().toString(36)}`;

const asViewer = (): Viewer => ({ id: viewer.id, isAdmin: false });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

beforeAll(async () => {
  viewer = await createUser();
  const [open, blocker, blocked, suspended, privateOne, closeOnly, muted] = await Promise.all(Array.from({ length: 7 }, () => createUser()));
  for (const author of [open, blocker, blocked, suspended, privateOne, closeOnly, muted]) await follow(viewer.id, author.id);
  mine = await seedAudiencePost(viewer.id, "followers");
  shown = await seedAudiencePost(open.id, "everyone");
  hidden.blocker = await seedAudiencePost(blocker.id, "everyone");
  hidden.blocked = await seedAudiencePost(blocked.id, "everyone");
  hidden.suspended = await seedAudiencePost(suspended.id, "everyone");
  hidden.closeFriends = await seedAudiencePost(closeOnly.id, "close_friends");
  hidden.private = await seedAudiencePost(privateOne.id, "everyone");
  const stranger = await createUser();
  hidden.privateNotFollowed = await seedAudiencePost(stranger.id, "everyone");
  await db.block.create({ data: { blockerId: blocker.id, blockedId: viewer.id } });
  await db.block.create({ data: { blockerId: viewer.id, blockedId: blocked.id } });
  await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
  await db.user.updateMany({ where: { id: { in: [privateOne.id, stranger.id] } }, data: { isPrivate: true } });
  await db.follow.deleteMany({ where: { followerId: viewer.id, followingId: privateOne.id } });
  await db.mute.create({ data: { muterId: viewer.id, mutedId: muted.id } });
  await seedAudiencePost(muted.id, "everyone");
  const all = await db.post.findMany({ select: { id: true, createdAt: true } });
  await db.postTag.createMany({ data: all.map((p) => ({ postId: p.id, tag, createdAt: p.createdAt })) });
});

describe("selectPosts checks every id that is not a VisiblePostIds", () => {
  it("a list built on a hand-written SELECT of every post still shows only what the viewer may see", async () => {
    const everything = Object.values(hidden).concat(shown, mine);
    const page = await listPostsPage(asViewer(), () => Prisma.sql`SELECT unnest(${everything}::text[]) AS "id"`, { limit: 50 });
    expect(ids(page.posts)).toEqual([shown, mine].sort());
  });

  it("a forged VisiblePostIds is refused (the SQL lives in a private field only visibility.ts sets)", async () => {
    const forged = Object.create(VisiblePostIds.prototype) as VisiblePostIds;
    await expect(selectPosts(asViewer(), forged)).rejects.toThrow(TypeError);
  });

  it("ids proven for one viewer are refused for another", async () => {
    const other = await createUser();
    const proven = exploreIds({ id: other.id }, null, 10);
    await expect(selectPosts(asViewer(), proven)).rejects.toThrow("another viewer");
    await expect(selectPosts({ id: other.id, isAdmin: true }, proven)).rejects.toThrow("another viewer");
  });
});

describe("every builder's ids are visible by construction: eliding the second check changes nothing", () => {
  // each with the posts it must hold (so the comparison below is never between two empty lists)
  const builders: [string, (v: Viewer) => VisiblePostIds, () => string[]][] = [
    ["feed", (v) => feedIds(v, null, 50), () => [shown, mine]],
    ["explore", (v) => exploreIds(v, null, 50), () => [shown]],
    ["a profile", (v) => visiblePostIds(v, { filter: Prisma.sql`p."authorId" = ${v.id}`, after: null, take: 50 }), () => [mine]],
    [
      "a tag page",
      (v) =>
        visiblePostIds(v, {
          join: Prisma.sql`JOIN "PostTag" t ON t."postId" = p."id"`,
          filter: Prisma.sql`t."tag" = ${tag}`,
          order: { createdAt: Prisma.sql`t."createdAt"`, id: Prisma.sql`t."postId"` },
          after: null,
          take: 50,
          ...TAG_PAGE_SCOPE,
        }),
      () => [shown, mine],
    ],
  ];

  it.each(builders)("%s", async (_name, build, expected) => {
    const built = build(asViewer());
    const elided = await selectPosts(asViewer(), built);
    const checked = await selectPosts(asViewer(), built.sqlFor(asViewer())); // the same SELECT as plain SQL: checked again
    expect(ids(elided)).toEqual(ids(checked));
    expect(ids(elided)).toEqual(expect.arrayContaining(expected()));
    for (const id of Object.values(hidden)) expect(ids(elided)).not.toContain(id);
  });
});

describe("only visibility.ts can make VisiblePostIds, and no flag is left", () => {
  const root = process.cwd();
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === "generated" ? [] : sources(full);
      return /\.(ts|tsx)$/.test(name) ? [full] : [];
    });
  const files = ["lib", "app", "bench", "scripts", "components"].flatMap((dir) => sources(path.join(root, dir)));

  it("no source mentions idsVisible, and only visibility.ts constructs VisiblePostIds", () => {
    const offenders = files.filter((file) => /idsVisible|new VisiblePostIds|mintPostIds/.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(root, file))).toEqual(["lib/domain/safety/visibility.ts"]);
    expect(readFileSync(path.join(root, "lib/domain/safety/visibility.ts"), "utf8")).not.toMatch(/idsVisible/);
  });

  it("the types refuse a flag and a hand-made VisiblePostIds (checked by tsc)", () => {
    const typeOnly = (v: Viewer, sql: Prisma.Sql) => {
      // @ts-expect-error no caller's flag skips the check
      void selectPosts(v, sql, { idsVisible: true });
      // @ts-expect-error the constructor is private: only visibility.ts makes VisiblePostIds
      void new VisiblePostIds(v, sql);
      // @ts-expect-error a plain object with SQL is no VisiblePostIds
      const plain: VisiblePostIds = { sqlFor: () => sql };
      return plain;
    };
    expect(typeof typeOnly).toBe("function");
  });
});
