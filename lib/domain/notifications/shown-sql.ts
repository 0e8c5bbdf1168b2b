import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { authorVisibleToViewerSql, browsingAsMember, notMutedSql, postAudienceSql, visibleUserSql, type Viewer } from "@/lib/domain/safety/visibility";

/**
 * SQL condition: the notice aliased `alias` may be shown to its recipient `viewer` now. Checked at
 * read time as well as at write time, so a later block (either way), a mute or a suspension hides
 * old notices too: the actor must be visible (admins included: the centre is personal) and not
 * muted, and a linked post must still be one the viewer may see (audience, private account).
 * `actorOnly` skips the post check where it is already made (notices of one group share their post).
 */
export function noticeShownSql(viewer: Viewer, alias: string, { actorOnly = false } = {}): Prisma.Sql {
  const n = Prisma.raw(`"${alias}"`);
  const me = browsingAsMember(viewer);
  const actor = Prisma.sql`${n}."actorId"`;
  const author = Prisma.sql`np."authorId"`;
  const actorShown = Prisma.sql`(${actor} IS NULL OR (${visibleUserSql(me, actor)} AND ${notMutedSql(me, actor)}))`;
  if (actorOnly) return actorShown;
  return Prisma.sql`${actorShown}
    AND (${n}."postId" IS NULL OR EXISTS (SELECT 1 FROM "Post" np WHERE np."id" = ${n}."postId"
      AND (np."authorId" = ${me.id} OR (${visibleUserSql(me, author)} AND ${authorVisibleToViewerSql(me, author)} AND ${postAudienceSql(me, "np")}))))`;
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * Runs a notifications read with PostgreSQL's JIT off. The per-row visibility subplans make the
 * planner's estimate cross jit_above_cost although the query reads a few hundred index rows;
 * compiling then took 0.4-10 s against 50 ms of execution (bench/notifications.ts).
 */
export function withoutJit<T>(read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL jit = off`;
    return read(tx);
  });
}
