import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { h, seedPost } from "@/tests/posts/support";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { untilWaiting } from "./lock-waits";

// Two accounts that commented on each other's posts, deleted at the same moment by two instances:
// each deletion cascades into the other member's posts (the comment counter's trigger locks them)
// while deleting its own, so the two lock the same rows in opposite orders and PostgreSQL ends one
// with a deadlock (40P01). deleteAccount runs its transaction again: both accounts go, no 500.
// Within one process the deletions never overlap (the long-work pool has one connection,
// lib/data/db.ts), so the other instance is a connection of its own, and the order that deadlocks is
// forced: it deletes B and holds on; A's deletion (the route) waits on it; then it needs A's row.
// PostgreSQL only (this folder): the race needs parallel connections.
const ROUNDS = 3;
const POSTS = 5;

let other: pg.Client;
let observer: pg.Client;
beforeAll(async () => {
  other = new pg.Client({ connectionString: inject("databaseUrl") });
  observer = new pg.Client({ connectionString: inject("databaseUrl") });
  await Promise.all([other.connect(), observer.connect()]);
  // the other instance looks for the cycle long after the app's side does (1 s): the app's deletion is
  // the one PostgreSQL ends, so its retry is what each round proves
  await other.query("SET deadlock_timeout = '30s'");
});
afterAll(async () => {
  await Promise.all([other.end(), observer.end()]);
});

const remove = (user: TestUser) => call(h(deleteUserRoute), "/x", { method: "DELETE", cookie: user.cookie, params: { id: user.id }, body: { password: user.password } });

async function entangledPair(): Promise<[TestUser, TestUser]> {
  const [a, b] = await Promise.all([createUser({ firstName: "Ao" }), createUser({ firstName: "Beni" })]);
  for (const [author, commenter] of [[a, b], [b, a]] as const) {
    const posts = [];
    for (let i = 0; i < POSTS; i++) posts.push(await seedPost(author.id));
    await db.comment.createMany({ data: posts.map((post, i) => ({ authorId: commenter.id, postId: post.id, content: `hi ${i}` })) });
  }
  return [a, b];
}

const deadlocks = async () => (await observer.query<{ n: number }>("SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()")).rows[0]!.n;

describe("two entangled accounts deleted at the same moment", () => {
  it(`both go, without a 500, when PostgreSQL ends one deletion as a deadlock (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await entangledPair();
      const before = await deadlocks();
      // the other instance deletes B: B's comments on A's posts go, and the counter's trigger locks A's posts
      await other.query("BEGIN");
      await other.query(`DELETE FROM "User" WHERE "id" = $1`, [b.id]);
      // A's deletion locks A's row, then waits on A's posts
      const deletion = remove(a);
      await untilWaiting(observer, 1, deletion);
      // the other instance now needs A's row: a cycle, and PostgreSQL ends one of the two transactions
      const otherSide = other.query(`SELECT 1 FROM "User" WHERE "id" = $1 FOR UPDATE`, [a.id]).then(
        async () => {
          await other.query("COMMIT");
          return null;
        },
        async (error: unknown) => {
          // the other instance was the one ended: it runs its deletion again
          await other.query("ROLLBACK");
          await other.query(`DELETE FROM "User" WHERE "id" = $1`, [b.id]);
          return error;
        },
      );
      const [res, otherError] = await Promise.all([deletion, otherSide]);
      expect({ round, status: res.status, otherError }).toEqual({ round, status: 204, otherError: null });
      expect(await db.user.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
      expect(await deadlocks()).toBeGreaterThan(before);
    }
  });
});
