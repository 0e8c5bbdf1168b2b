import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { storyCutoff } from "@/lib/stories/constants";

// The one place that says who may see whom. Every query that lists or reads member content
// composes these fragments into its WHERE clause (never filters rows after the query):
// - a block, either way, hides each member from the other everywhere;
// - a suspended member's content is hidden from everyone but admins;
// - a mute (until it expires) hides the muted member's posts and stories from the muter's feed
//   and story strip only.
// Reads of hidden content answer 404; actions (follow, like, comment, save, story reply) on the
// content of a member with a block between the two answer 403 (assertCanInteract).
export type Viewer = { id: string; isAdmin?: boolean };

export const BLOCKED_INTERACTION = "You can't interact with this member";

/** SQL condition: the member whose id is `userId` (a column or expression) is visible to `viewer`. */
export function visibleUserSql(viewer: Viewer, userId: Prisma.Sql): Prisma.Sql {
  const notBlocked = Prisma.sql`NOT EXISTS (SELECT 1 FROM "Block" vb WHERE vb."blockerId" = ${viewer.id} AND vb."blockedId" = ${userId})
    AND NOT EXISTS (SELECT 1 FROM "Block" vb WHERE vb."blockerId" = ${userId} AND vb."blockedId" = ${viewer.id})`;
  if (viewer.isAdmin) return notBlocked;
  return Prisma.sql`${notBlocked}
    AND NOT EXISTS (SELECT 1 FROM "User" vs WHERE vs."id" = ${userId} AND vs."suspendedAt" IS NOT NULL)`;
}

/** SQL condition: the viewer has no current mute on the member whose id is `userId`. */
export function notMutedSql(viewer: Viewer, userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM "Mute" vm WHERE vm."muterId" = ${viewer.id} AND vm."mutedId" = ${userId}
    AND (vm."until" IS NULL OR vm."until" > now()))`;
}

/** Prisma filter on a User relation: visible to `viewer` (not blocked either way; not suspended unless admin). */
export function visibleUserWhere(viewer: Viewer): Prisma.UserWhereInput {
  return {
    ...(viewer.isAdmin ? {} : { suspendedAt: null }),
    blocking: { none: { blockedId: viewer.id } },
    blockedBy: { none: { blockerId: viewer.id } },
  };
}

/** Prisma filter on a Mute row: still in force at `now`. */
export function activeMuteWhere(now = new Date()): Prisma.MuteWhereInput {
  return { OR: [{ until: null }, { until: { gt: now } }] };
}

/** Prisma filter on a User relation: not currently muted by `viewer`. */
export function notMutedWhere(viewer: Viewer, now = new Date()): Prisma.UserWhereInput {
  return { mutedBy: { none: { muterId: viewer.id, ...activeMuteWhere(now) } } };
}

/**
 * What a member's relation to `viewer` needs to decide an interaction: select it on the owner of
 * the content (e.g. `post: { select: { author: { select: relationToViewerSelect(viewer) } } }`)
 * so the existence check and the block check are one query.
 */
export function relationToViewerSelect(viewer: Viewer) {
  return {
    id: true,
    suspendedAt: true,
    blocking: { where: { blockedId: viewer.id }, select: { blockedId: true }, take: 1 },
    blockedBy: { where: { blockerId: viewer.id }, select: { blockerId: true }, take: 1 },
  } as const satisfies Prisma.UserSelect;
}

export type RelationToViewer = Prisma.UserGetPayload<{ select: ReturnType<typeof relationToViewerSelect> }>;

/**
 * Throws unless `viewer` may act on content owned by `owner`: 404 (`missing`) when the owner is
 * suspended and the viewer no admin (the content is invisible), 403 when a block stands between them.
 */
export function assertCanInteract(viewer: Viewer, owner: RelationToViewer, missing: string) {
  if (owner.id === viewer.id) return;
  if (owner.suspendedAt && !viewer.isAdmin) throw notFound(missing);
  if (owner.blocking.length > 0 || owner.blockedBy.length > 0) throw forbidden(BLOCKED_INTERACTION);
}

/** Whether a block exists between the two members, in either direction. */
export async function isBlockedEitherWay(a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const row = await db.block.findFirst({
    where: { OR: [{ blockerId: a, blockedId: b }, { blockerId: b, blockedId: a }] },
    select: { blockerId: true },
  });
  return row !== null;
}

/** Throws 403 when a block stands between the acting member and the owner of what they act on. */
export async function assertNotBlocked(actorId: string, ownerId: string) {
  if (await isBlockedEitherWay(actorId, ownerId)) throw forbidden(BLOCKED_INTERACTION);
}

/**
 * Stories the viewer may see: their own and those of people they follow who are visible to them
 * (no block either way, not suspended), younger than 24 hours.
 */
export function visibleStoriesWhere(viewer: Viewer, now = new Date()): Prisma.StoryWhereInput {
  return {
    createdAt: { gt: storyCutoff(now) },
    OR: [{ authorId: viewer.id }, { author: { followers: { some: { followerId: viewer.id } }, ...visibleUserWhere(viewer) } }],
  };
}

// Identity fields (pronouns, identity line): each carries its own visibility. The owner always
// sees them; "everyone" shows them to every member who can see the profile (blocks and
// suspensions above still hide the whole member); "followers" to members who follow the owner;
// "only_me" to nobody else. A field the viewer may not see never leaves the query.
export type IdentityAudience = "everyone" | "followers" | "only_me";

/** Whether a viewer related to the owner as described may see a field set to `visibility`. */
export function canSeeIdentityField(visibility: IdentityAudience, relation: { isOwner: boolean; isFollower: boolean }): boolean {
  if (relation.isOwner || visibility === "everyone") return true;
  return visibility === "followers" && relation.isFollower;
}

/** SQL condition: `viewer` follows the member whose id is `userId`. */
export function viewerFollowsSql(viewer: Viewer, userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "Follow" vf WHERE vf."followerId" = ${viewer.id} AND vf."followingId" = ${userId})`;
}

/** SQL expression: `value` when `viewer` may see it under `visibility` (a column), otherwise NULL. */
export function identityFieldSql(viewer: Viewer, userId: Prisma.Sql, visibility: Prisma.Sql, value: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${userId} = ${viewer.id} OR ${visibility} = 'everyone'
    OR (${visibility} = 'followers' AND ${viewerFollowsSql(viewer, userId)}) THEN ${value} END`;
}
