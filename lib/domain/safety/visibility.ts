// server-only, loaded outside Next too
import { forbidden, notFound } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor } from "@/lib/core/paging/cursor";
import { storyCutoff } from "@/lib/contract/stories/constants";
import { serverText } from "@/lib/core/server-text";

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

export const BLOCKED_INTERACTION = serverText("blockedInteraction");
/** The 404 text of a member who does not exist or is hidden from the viewer. */
export const USER_NOT_FOUND = serverText("userNotFound");

/** SQL condition: the member whose id is `userId` (a column or expression) is visible to `viewer`. */
export function visibleUserSql(viewer: SqlViewer, userId: Prisma.Sql): Prisma.Sql {
  const notBlocked = Prisma.sql`NOT EXISTS (SELECT 1 FROM "Block" vb WHERE vb."blockerId" = ${viewer.id} AND vb."blockedId" = ${userId})
    AND NOT EXISTS (SELECT 1 FROM "Block" vb WHERE vb."blockerId" = ${userId} AND vb."blockedId" = ${viewer.id})`;
  if (viewer.isAdmin) return notBlocked;
  return Prisma.sql`${notBlocked}
    AND NOT EXISTS (SELECT 1 FROM "User" vs WHERE vs."id" = ${userId} AND vs."suspendedAt" IS NOT NULL)`;
}

/** SQL condition: the other member of a conversation is visible to `viewer`; hidden when blocked either way or suspended (the same for admins: a conversation is read as a member). */
export function visibleOtherSql(viewer: Viewer, otherId: Prisma.Sql) {
  return visibleUserSql({ id: viewer.id }, otherId);
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

/**
 * Prisma filter on a Post: the viewer may see it: its author is visible to them (no block either way,
 * not suspended unless admin), a private account's only to approved followers, and they are in its
 * audience. Reads, comment edits and deletes and the author's own changes all load posts through it.
 */
export function visiblePostWhere(viewer: Viewer): Prisma.PostWhereInput {
  return postWithinReachWhere(viewer, visibleUserWhere(viewer));
}

/**
 * Prisma filter on a Post for actions on it (like, comment, save): visiblePostWhere without the
 * block and suspension check, which assertCanInteract makes on the loaded author (403 across a
 * block, 404 for a suspended author).
 */
export function actionablePostWhere(viewer: Viewer): Prisma.PostWhereInput {
  return postWithinReachWhere(viewer, {});
}

/** The private-account and audience rule on a Post, with `author` (a User filter) beside it. */
function postWithinReachWhere(viewer: Viewer, author: Prisma.UserWhereInput): Prisma.PostWhereInput {
  return { author: { ...author, ...authorVisibleToViewerWhere(viewer) }, ...postAudienceWhere(viewer) };
}

/**
 * Prisma filter on a Comment read by id: the viewer may see it (its post is visible to them, and so is
 * its author, as listComments shows it). A comment hidden by the post owner's hidden words is seen by
 * its author and, as a hidden comment, by the post's owner (their "Hidden comments"); nobody else.
 */
export function visibleCommentWhere(viewer: Viewer): Prisma.CommentWhereInput {
  return {
    author: visibleUserWhere(viewer),
    post: visiblePostWhere(viewer),
    AND: [{ OR: [...commentShownWhere(viewer).OR, { post: { authorId: viewer.id } }] }],
  };
}

// Hidden comments (issue #33, hidden words): a comment whose text matched the post owner's hidden
// words when written or edited carries `hiddenAt`. It is a visibility rule like a block: every list
// and every count of comments composes one of these two fragments, so for anyone but its author the
// comment does not exist (not listed, not counted, its media 404); the author sees it as before and is
// not told. The owner reads them only under "Hidden comments" (listHiddenComments), where Show clears
// the mark. Admins get no exception in lists: moderation reads reported comments by report.

/** Prisma filter on a Comment: listed and counted for `viewer` (not hidden, or their own). */
export function commentShownWhere(viewer: Viewer): { OR: Prisma.CommentWhereInput[] } {
  return { OR: [{ hiddenAt: null }, { authorId: viewer.id }] };
}

/** Prisma filter on a StoryComment: listed for `viewer` (not hidden by the story owner's hidden words, or their own). */
export function storyCommentShownWhere(viewer: Viewer): Prisma.StoryCommentWhereInput {
  return { OR: [{ hiddenAt: null }, { authorId: viewer.id }] };
}

/** SQL condition: the comment aliased `comment` (e.g. `c`) is listed and counted for `viewer` (the twin of commentShownWhere). */
export function commentShownSql(viewer: SqlViewer, comment = "c"): Prisma.Sql {
  const c = Prisma.raw(`"${comment}"`);
  return Prisma.sql`(${c}."hiddenAt" IS NULL OR ${c}."authorId" = ${viewer.id})`;
}

/** Prisma filter on a Story: a followers story, the viewer's own, or a Close Friends story of an author who lists the viewer. */
export function storyAudienceWhere(viewer: Viewer): Prisma.StoryWhereInput {
  return { OR: [{ audience: "followers" }, { authorId: viewer.id }, { author: { closeFriends: { some: { friendId: viewer.id } } } }] };
}

/** SQL condition: the story aliased `story` (e.g. `s`) is visible to `viewer`: the twin of visibleStoriesWhere (with storyAudienceWhere), for raw statements (media access). */
export function visibleStorySql(viewer: SqlViewer, story = "s", now = new Date()): Prisma.Sql {
  const s = Prisma.raw(`"${story}"`);
  return Prisma.sql`(${s}."createdAt" > CAST(${storyCutoff(now).toISOString()} AS timestamp) AND (${s}."authorId" = ${viewer.id}
    OR (EXISTS (SELECT 1 FROM "Follow" sf WHERE sf."followerId" = ${viewer.id} AND sf."followingId" = ${s}."authorId")
      AND ${visibleUserSql(viewer, Prisma.sql`${s}."authorId"`)}
      AND (${s}."audience" = 'followers' OR EXISTS (SELECT 1 FROM "CloseFriend" sc WHERE sc."ownerId" = ${s}."authorId" AND sc."friendId" = ${viewer.id})))))`;
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

// Visible post ids (issue #28): the one statement that builds every post response (selectPosts)
// checks the viewer's whole rule on the ids it is given, unless they are a VisiblePostIds: a SELECT
// that these builders wrote around the rule themselves, so it is proven by construction and the
// statement need not repeat it (repeating it cost as much planning as running the page:
// docs/decisions/performance.md). Nothing outside this file can make one: the constructor is
// private, and the SQL sits in an ES private field (a forged object throws on read). There is no
// flag to pass: a list built on anything else (ids from elsewhere, a hand-written SELECT) is checked
// again in the statement, as a single post and saved posts are.

/** Who a list shows posts of besides the rule itself; each option only narrows it. */
export type PostIdsScope = {
  /** explore and tag pages: private accounts only when followed, for admins too (browsingAsMember) */
  browsing?: boolean;
  /** explore: only posts shared with everyone (stricter than the audience rule) */
  publicOnly?: boolean;
  /** feed and tag pages: not the posts of members the viewer mutes */
  mutes?: boolean;
  /**
   * home timeline: only the viewer's own posts and those of members they follow, the follow probed
   * row by row (never a join driven from the viewer's follows, whose cost grows with them); a follow
   * makes the private-account rule and a followers audience hold, so they are not written again
   */
  followed?: boolean;
};

type Keyset = { after: Cursor | null; take: number };

let mintPostIds: (viewer: Viewer, sql: Prisma.Sql) => VisiblePostIds;

/**
 * A SELECT of posts `viewer` may see, newest first: made by the builders below only. It yields their
 * rows (POST_LIST_COLUMNS): the builders read each post's row for the rule anyway, so the page's statement
 * takes its columns from here instead of reading every row again (issue #34).
 */
/**
 * The Post columns a list of posts yields (what select-posts.ts's statement reads, the media list among
 * them, and createdAt for the merge): named, not `p.*`, so that a column added to Post later does not ride
 * along in every page. The merge (unionOfPostIds) compares only (createdAt, id), so a json column such as
 * the media list passes through it (a plain UNION could not compare it).
 */
const POST_LIST_COLUMNS = Prisma.raw(
  ["id", "authorId", "caption", "location", "audience", "contentWarning", "createdAt", "likeCount", "commentCount", "mediaList"].map((column) => `p."${column}"`).join(", "),
);

export class VisiblePostIds {
  readonly #viewer: Viewer;
  readonly #sql: Prisma.Sql;
  private constructor(viewer: Viewer, sql: Prisma.Sql) {
    this.#viewer = { id: viewer.id, isAdmin: Boolean(viewer.isAdmin) };
    this.#sql = sql;
  }
  static {
    mintPostIds = (viewer, sql) => new VisiblePostIds(viewer, sql);
  }
  /** The SELECT, for the viewer it was proven for (another viewer is a programming error). */
  sqlFor(viewer: Viewer): Prisma.Sql {
    if (viewer.id !== this.#viewer.id || Boolean(viewer.isAdmin) !== this.#viewer.isAdmin) throw new Error("VisiblePostIds were built for another viewer");
    return this.#sql;
  }
}

/** `(createdAt, id) < cursor` on the given columns (keyset pages, newest first). */
function keysetBefore(after: Keyset["after"], createdAt: Prisma.Sql, id: Prisma.Sql): Prisma.Sql {
  if (!after) return Prisma.empty;
  return Prisma.sql`AND (${createdAt}, ${id}) < (CAST(${after.at.toISOString()} AS timestamp), ${after.id})`;
}

/**
 * The rule on the author column `author`: visible to the viewer, private accounts as the scope says, mutes if asked.
 * visibleUserSql's and notMutedSql's rule, written for a list of many rows: the members blocked either
 * way and (when asked) muted are the viewer's own few rows, read once per statement, and `NOT IN` over
 * them is a hashed subplan (one hash lookup a row, where an anti-join probed Block and Mute for every
 * row: docs/decisions/performance.md, issue #34). Suspension, a site-wide set, is still probed per row
 * on its partial index. The ids are primary-key columns (never NULL), so NOT IN means NOT EXISTS here.
 */
function authorRuleSql(viewer: Viewer, author: Prisma.Sql, scope: PostIdsScope): Prisma.Sql {
  const mutes = scope.mutes
    ? Prisma.sql`
      UNION ALL SELECT vm."mutedId" FROM "Mute" vm WHERE vm."muterId" = ${viewer.id} AND (vm."until" IS NULL OR vm."until" > now())`
    : Prisma.empty;
  const hidden = Prisma.sql`${author} NOT IN (SELECT vb."blockedId" FROM "Block" vb WHERE vb."blockerId" = ${viewer.id}
      UNION ALL SELECT vb."blockerId" FROM "Block" vb WHERE vb."blockedId" = ${viewer.id}${mutes})`;
  const suspended = viewer.isAdmin ? Prisma.empty : Prisma.sql`
    AND NOT EXISTS (SELECT 1 FROM "User" vs WHERE vs."id" = ${author} AND vs."suspendedAt" IS NOT NULL)`;
  const reach = scope.followed ? followedOrOwnSql(viewer, author) : authorVisibleToViewerSql(scope.browsing ? browsingAsMember(viewer) : viewer, author);
  return Prisma.sql`${hidden}${suspended} AND ${reach}`;
}

/** SQL condition: `author` is the viewer or a member they follow (one probe per row: OFFSET 0 keeps it from being turned into a join). */
function followedOrOwnSql(viewer: Viewer, author: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${author} = ${viewer.id} OR EXISTS (SELECT 1 FROM "Follow" ff WHERE ff."followerId" = ${viewer.id} AND ff."followingId" = ${author} OFFSET 0))`;
}

/** The rule on the post row `p` itself: its audience for the viewer, or shared with everyone. */
function audienceRuleSql(viewer: Viewer, scope: PostIdsScope): Prisma.Sql {
  if (scope.publicOnly) return publicPostSql("p");
  // the author rule proves the follow: only a Close Friends audience is left to check
  if (scope.followed) return Prisma.sql`(p."audience" <> 'close_friends' OR p."authorId" = ${viewer.id}
    OR EXISTS (SELECT 1 FROM "CloseFriend" ac WHERE ac."ownerId" = p."authorId" AND ac."friendId" = ${viewer.id}))`;
  return postAudienceSql(viewer, "p");
}

/** SQL condition: the post aliased `p` may be listed for `viewer` under `scope` (what visiblePostIds writes in; counts of a list use it too). */
export function visiblePostSql(viewer: Viewer, scope: PostIdsScope = {}): Prisma.Sql {
  return Prisma.sql`${audienceRuleSql(viewer, scope)} AND ${authorRuleSql(viewer, Prisma.sql`p."authorId"`, scope)}`;
}

/**
 * A page's LIMIT written into the statement, not bound (issue #34, "plans that cannot flip"): a named
 * statement's generic plan cannot see a bound LIMIT and planned explore and tag pages as a sort of every
 * visible post (48-56 ms against 1.5 ms custom); with the number in the text it keeps the index walk
 * (0.6 ms). A page size is one of a few integers, so the statement names stay few (bench/plans.ts).
 */
function limitLiteral(take: number): Prisma.Sql {
  if (!Number.isSafeInteger(take) || take < 0) throw new Error(`a page's size must be a whole number, not ${take}`);
  return Prisma.raw(String(take));
}

/**
 * Posts (`"Post" p`, joined to `join` if given, e.g. a tag's rows) matching the list's own `filter`,
 * newest first by `order` (default p's createdAt and id), at most `take` after the cursor: the viewer's
 * whole rule is ANDed in here, outside the caller's filter (which stays in parentheses).
 */
export function visiblePostIds(
  viewer: Viewer,
  list: Keyset & { filter?: Prisma.Sql; join?: Prisma.Sql; order?: { createdAt: Prisma.Sql; id: Prisma.Sql } } & PostIdsScope,
): VisiblePostIds {
  const order = list.order ?? { createdAt: Prisma.sql`p."createdAt"`, id: Prisma.sql`p."id"` };
  const filter = list.filter ? Prisma.sql`(${list.filter}) AND ` : Prisma.empty;
  return mintPostIds(
    viewer,
    Prisma.sql`
      SELECT ${POST_LIST_COLUMNS} FROM "Post" p ${list.join ?? Prisma.empty}
      WHERE ${filter}${visiblePostSql(viewer, list)} ${keysetBefore(list.after, order.createdAt, order.id)}
      ORDER BY ${order.createdAt} DESC, ${order.id} DESC LIMIT ${limitLiteral(list.take)}`,
  );
}

/**
 * The newest posts of the members `authors` (a SELECT of one `"authorId"` column), merged newest
 * first: each author's page comes from the (authorId, createdAt, id, audience) index with the
 * audience rule inside it (so pages stay full), the author rule on each author once; only the
 * merged page's `take` rows are then read from the table.
 */
export function visiblePostIdsOfAuthors(viewer: Viewer, authors: Prisma.Sql, list: Keyset & PostIdsScope): VisiblePostIds {
  return mintPostIds(
    viewer,
    Prisma.sql`
      SELECT ${POST_LIST_COLUMNS} FROM (SELECT lp."id" FROM (${authors}) a
      CROSS JOIN LATERAL (
        SELECT p."id", p."createdAt" FROM "Post" p
        WHERE p."authorId" = a."authorId" AND ${audienceRuleSql(viewer, list)} ${keysetBefore(list.after, Prisma.sql`p."createdAt"`, Prisma.sql`p."id"`)}
        ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${list.take}
      ) lp
      WHERE ${authorRuleSql(viewer, Prisma.sql`a."authorId"`, list)}
      ORDER BY lp."createdAt" DESC, lp."id" DESC LIMIT ${list.take}) page
      JOIN "Post" p ON p."id" = page."id"
      ORDER BY p."createdAt" DESC, p."id" DESC`,
  );
}

/**
 * The newest `take` posts of several lists built above for the same viewer, without repeats (the home
 * timeline's parts: its entries, and the authors merged at read time). Each part carries the rule
 * already, so their union does too. They are merged on the rows each part read (a post in two parts
 * is the same row twice), not on a second read of every candidate's row; a repeat is dropped by its
 * (createdAt, id) in the merge's own order (DISTINCT ON), not by hashing every column (UNION).
 */
export function unionOfPostIds(viewer: Viewer, parts: VisiblePostIds[], take: number): VisiblePostIds {
  const union = Prisma.join(parts.map((part) => Prisma.sql`(${part.sqlFor(viewer)})`), " UNION ALL ");
  return mintPostIds(
    viewer,
    Prisma.sql`
      SELECT DISTINCT ON (u."createdAt", u."id") u.* FROM (${union}) u
      ORDER BY u."createdAt" DESC, u."id" DESC LIMIT ${take}`,
  );
}
