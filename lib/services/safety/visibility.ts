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
// - a private account's content (posts, stories, comments under its posts, follow lists) is seen
//   only by the account itself, its approved followers and admins (authorVisibleToViewer*).
// Reads of hidden content answer 404; actions (follow, like, comment, save, story reply) on the
// content of a member with a block between the two answer 403 (assertCanInteract).
export type Viewer = { id: string; isAdmin?: boolean };
/** For the SQL helpers: a viewer whose id may also be a column (e.g. each recipient of one INSERT … SELECT). */
export type SqlViewer = { id: string | Prisma.Sql; isAdmin?: boolean };

export const BLOCKED_INTERACTION = "You can't interact with this member";

/** SQL condition: the member whose id is `userId` (a column or expression) is visible to `viewer`. */
export function visibleUserSql(viewer: SqlViewer, userId: Prisma.Sql): Prisma.Sql {
  const notBlocked = Prisma.sql`NOT EXISTS (SELECT 1 FROM "Block" vb WHERE vb."blockerId" = ${viewer.id} AND vb."blockedId" = ${userId})
    AND NOT EXISTS (SELECT 1 FROM "Block" vb WHERE vb."blockerId" = ${userId} AND vb."blockedId" = ${viewer.id})`;
  if (viewer.isAdmin) return notBlocked;
  return Prisma.sql`${notBlocked}
    AND NOT EXISTS (SELECT 1 FROM "User" vs WHERE vs."id" = ${userId} AND vs."suspendedAt" IS NOT NULL)`;
}

/** SQL condition: the viewer has no current mute on the member whose id is `userId`. */
export function notMutedSql(viewer: SqlViewer, userId: Prisma.Sql): Prisma.Sql {
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

/**
 * SQL condition: the content of the member whose id is `authorId` may be shown to `viewer`: the
 * account is public, or it is the viewer's own, or the viewer is an approved follower (a Follow
 * row; a pending FollowRequest is not enough), or the viewer is an admin. Compose it beside
 * visibleUserSql wherever posts, stories or follow lists are listed or read.
 */
export function authorVisibleToViewerSql(viewer: SqlViewer, authorId: Prisma.Sql): Prisma.Sql {
  if (viewer.isAdmin) return Prisma.sql`TRUE`;
  return Prisma.sql`(${authorId} = ${viewer.id}
    OR NOT EXISTS (SELECT 1 FROM "User" pa WHERE pa."id" = ${authorId} AND pa."isPrivate")
    OR EXISTS (SELECT 1 FROM "Follow" pf WHERE pf."followerId" = ${viewer.id} AND pf."followingId" = ${authorId}))`;
}

/** Prisma filter on a User relation: the same rule as authorVisibleToViewerSql (spread it beside visibleUserWhere). */
export function authorVisibleToViewerWhere(viewer: Viewer): Prisma.UserWhereInput {
  if (viewer.isAdmin) return {};
  return { OR: [{ id: viewer.id }, { isPrivate: false }, { followers: { some: { followerId: viewer.id } } }] };
}

/** authorVisibleToViewer*'s rule for one already-loaded member (e.g. the profile header's `canViewContent`). */
export function canSeeAuthorContent(viewer: Viewer, author: { id: string; isPrivate: boolean; followedByViewer: boolean }): boolean {
  return !author.isPrivate || author.id === viewer.id || author.followedByViewer || Boolean(viewer.isAdmin);
}

/** SQL condition: the member `userId` may appear in people search (discoverable, or the viewer themself). */
export function discoverableSql(viewer: Viewer, userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${userId} = ${viewer.id} OR EXISTS (SELECT 1 FROM "User" du WHERE du."id" = ${userId} AND du."discoverable"))`;
}

/** Lists people browse (explore, search) leave private accounts' content out for admins too: moderation reads it where it is reported. */
export function browsingAsMember(viewer: Viewer): Viewer {
  return { id: viewer.id };
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
 * (no block either way, not suspended), younger than 24 hours; a Close Friends story only when the
 * author has the viewer on their Close Friends list.
 */
export function visibleStoriesWhere(viewer: Viewer, now = new Date()): Prisma.StoryWhereInput {
  return {
    createdAt: { gt: storyCutoff(now) },
    OR: [
      { authorId: viewer.id },
      {
        author: { followers: { some: { followerId: viewer.id } }, ...visibleUserWhere(viewer) },
        ...storyAudienceWhere(viewer),
      },
    ],
  };
}

/** Prisma filter on a Story: a followers story, the viewer's own, or a Close Friends story of an author who lists the viewer. */
export function storyAudienceWhere(viewer: Viewer): Prisma.StoryWhereInput {
  return { OR: [{ audience: "followers" }, { authorId: viewer.id }, { author: { closeFriends: { some: { friendId: viewer.id } } } }] };
}

// Audiences (issue #14): a post's `audience` says who may see it besides its author: "everyone",
// the author's "followers", or the author's "close_friends". Composed next to visibleUserSql (blocks
// and suspensions still apply on top) into every query that lists or reads posts.

/** SQL condition: the post aliased `post` (e.g. `p`) is within its audience for `viewer`. */
export function postAudienceSql(viewer: SqlViewer, post = "p"): Prisma.Sql {
  const p = Prisma.raw(`"${post}"`);
  return Prisma.sql`(${p}."audience" = 'everyone' OR ${p}."authorId" = ${viewer.id}
    OR (${p}."audience" = 'followers' AND EXISTS (SELECT 1 FROM "Follow" af WHERE af."followerId" = ${viewer.id} AND af."followingId" = ${p}."authorId"))
    OR (${p}."audience" = 'close_friends' AND EXISTS (SELECT 1 FROM "CloseFriend" ac WHERE ac."ownerId" = ${p}."authorId" AND ac."friendId" = ${viewer.id})))`;
}

/** SQL condition: the post aliased `post` is shared with everyone (explore lists only these). */
export function publicPostSql(post = "p"): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(`"${post}"`)}."audience" = 'everyone'`;
}

/** Prisma filter on a Post: within its audience for `viewer` (the twin of postAudienceSql). */
export function postAudienceWhere(viewer: Viewer): Prisma.PostWhereInput {
  return {
    OR: [
      { audience: "everyone" },
      { authorId: viewer.id },
      { audience: "followers", author: { followers: { some: { followerId: viewer.id } } } },
      { audience: "close_friends", author: { closeFriends: { some: { friendId: viewer.id } } } },
    ],
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
