import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LIMITS_DURATIONS, LIMITS_FOLLOWED_FOR_DAYS, type Limits, type LimitsDuration } from "@/lib/contract/limits/schemas";
import type { SqlViewer, Viewer } from "@/lib/domain/safety/visibility";

// Limits (issue #33; docs/decisions/safety.md, "Limits"). While a member's Limits are on, comments on
// their posts, replies to their stories, mentions of them and message requests to them from members
// who have not followed them for a week (or at all, when recent followers may pass) are held back:
// a comment or reply is written hidden (Comment.hiddenReason "limits", seen by its author only and
// listed under Hidden comments), a mention tells nobody, a request lands in "Hidden requests" with
// no notice or push. The author sees nothing different. What is held back is decided when it is
// written, against the recipient's Limits at that moment, and stored, like hidden words. The burst
// suggestion is lib/domain/notifications/limits-suggestion.ts.

/** The reason stored on comments that Limits held back (hidden words' re-scan leaves them alone). */
export const HIDDEN_BY_LIMITS = "limits";

const DAY = 86_400_000;
const OFF: Limits = { on: false, until: null, duration: "1w", recentFollowers: true };

const durationOf = (value: string | null): LimitsDuration => (value && value in LIMITS_DURATIONS ? (value as LimitsDuration) : "1w");

function toLimits(row: { until: Date | null; duration: string | null; recentFollowers: boolean } | null, now = new Date()): Limits {
  if (!row) return OFF;
  const on = row.until !== null && row.until > now;
  return { on, until: on ? row.until!.toISOString() : null, duration: durationOf(row.duration), recentFollowers: row.recentFollowers };
}

const limitsSelect = { until: true, duration: true, recentFollowers: true } as const;

/** GET /api/limits: the viewer's own Limits. */
export async function getLimits(viewer: Viewer): Promise<Limits> {
  return toLimits(await db.memberLimits.findUnique({ where: { userId: viewer.id }, select: limitsSelect }));
}

/**
 * PUT /api/limits: on for `duration` from now (a new period each time), or off; without `on`, a running
 * period keeps its end and only recentFollowers changes. recentFollowers is kept when not given.
 */
export async function putLimits(viewer: Viewer, body: { on?: boolean; duration: LimitsDuration; recentFollowers?: boolean }): Promise<Limits> {
  const period = body.on === undefined ? {} : { until: body.on ? new Date(Date.now() + LIMITS_DURATIONS[body.duration] * DAY) : null, ...(body.on ? { duration: body.duration } : {}) };
  const choice = { ...period, ...(body.recentFollowers === undefined ? {} : { recentFollowers: body.recentFollowers }) };
  const row = await db.memberLimits.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, duration: body.duration, ...choice },
    // (a create without `on` is a member who set recentFollowers before ever turning Limits on: until stays null)
    update: choice,
    select: limitsSelect,
  });
  return toLimits(row);
}

/**
 * SQL condition: `actorId` is held back by the Limits of the member `recipient` names (a column, as in
 * an INSERT … SELECT of notices): Limits on, and no follow of the recipient old enough to pass.
 */
export function heldBackSql(recipient: SqlViewer, actorId: Prisma.Sql | string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "MemberLimits" lim WHERE lim."userId" = ${recipient.id} AND lim."until" > now()
    AND NOT EXISTS (SELECT 1 FROM "Follow" lf WHERE lf."followerId" = ${actorId} AND lf."followingId" = lim."userId"
      AND (NOT lim."recentFollowers" OR lf."createdAt" <= now() - make_interval(days => ${LIMITS_FOLLOWED_FOR_DAYS}))))`;
}

/**
 * Where `viewer` stands with `recipientId` for something they are writing to them (a comment on
 * their post, a story reply, a message request): held back by their Limits, and whether the viewer
 * follows them at all (a non-follower's write counts towards a burst). One statement.
 */
export async function limitsStanding(viewer: Viewer, recipientId: string): Promise<{ heldBack: boolean; follows: boolean }> {
  if (recipientId === viewer.id) return { heldBack: false, follows: true };
  const [row] = await db.$queryRaw<{ heldBack: boolean; follows: boolean }[]>`
    SELECT ${heldBackSql({ id: recipientId }, viewer.id)} AS "heldBack",
      EXISTS (SELECT 1 FROM "Follow" f WHERE f."followerId" = ${viewer.id} AND f."followingId" = ${recipientId}) AS "follows"`;
  return row ?? { heldBack: false, follows: false };
}
