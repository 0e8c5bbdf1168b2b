import "server-only";
import { rawRows } from "@/lib/data/db/raw";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostDto } from "@/lib/contract/posts/types";
import { AUTHOR, toPostDto, type PostRow } from "@/lib/domain/posts/post-response";
import { userSummaryColumnsSql } from "@/lib/domain/members/user-summary";
import { authorVisibleToViewerSql, postAudienceSql, visibleUserSql, VisiblePostIds, type Viewer } from "@/lib/domain/safety/visibility";

// Every post response is built by this one SQL statement (on raw pg, lib/data/db/raw.ts): the page's rows with author, ordered
// media (Post."mediaList", PostMedia as JSON kept by triggers: migration 20261201160000_post_media_list), like and comment counts and the viewer's like and save. No count aggregates a post's likes or
// comments per request (issue #34): likes are Post."likeCount"; comments are Post."commentCount" (the
// comments not hidden by hidden words, both kept by triggers: migration 20261201100000_post_counters)
// plus a correction over the few commenters that counter may count wrongly for this viewer (see
// commentersOutOfCount), read on posts with comments only: one walk of a post's (postId, authorId) index
// entries (a probe per such commenter on a popular post), and the viewer's own hidden comments from
// the partial index of hidden rows (see postsStatement). The like and
// save flags are one primary-key / unique-index probe each. Posts of members hidden from the viewer
// (blocks, suspensions), of private accounts the viewer does not follow, and posts outside their audience for the viewer are never returned, and comments by them are not counted, nor comments hidden by the owner's hidden words (but the viewer's own).
/**
 * Posts whose ids `ids` (a SELECT with an `id` column) yields, newest first, as the viewer sees them.
 * The viewer's whole rule is checked in the statement, unless `ids` is a VisiblePostIds: the builders
 * in lib/domain/safety/visibility.ts wrote the rule into that SELECT themselves, so the type proves
 * it and the statement does not plan it twice (docs/decisions/performance.md). No flag can skip it.
 */
export async function selectPosts(viewer: Viewer, ids: VisiblePostIds | Prisma.Sql): Promise<PostDto[]> {
  return (await rawRows<PostRow>(postsStatement(viewer, ids))).map(toPostDto);
}

/**
 * The members whose comments that are not hidden Post."commentCount" counts wrongly for `viewer` (an
 * array, planned once per statement): the members blocked either way, and the suspended (hidden from
 * all but admins). The viewer's own hidden comments, the one other kind it counts wrongly, are read
 * from the few hidden rows instead (see postsStatement). Every other commenter's comment is counted
 * for the viewer exactly when it is not hidden, as the counter counts it.
 */
function commentersOutOfCount(viewer: Viewer): Prisma.Sql {
  // UNION, not UNION ALL: each commenter once (one both blocked and suspended would be corrected twice)
  const suspended = viewer.isAdmin ? Prisma.empty : Prisma.sql` UNION SELECT vs."id" FROM "User" vs WHERE vs."suspendedAt" IS NOT NULL`;
  return Prisma.sql`ARRAY(SELECT vb."blockedId" FROM "Block" vb WHERE vb."blockerId" = ${viewer.id}
    UNION SELECT vb."blockerId" FROM "Block" vb WHERE vb."blockedId" = ${viewer.id}${suspended})`;
}

/** Up to this many comments a post's commenters are read in one walk of its index entries (~250 a leaf page); above it, each corrected member is probed. */
const FEW_COMMENTS = 100;

/** The statement selectPosts runs (bench/feed.ts runs it too, on a bare server). */
export function postsStatement(viewer: Viewer, ids: VisiblePostIds | Prisma.Sql): Prisma.Sql {
  const proven = ids instanceof VisiblePostIds;
  // a VisiblePostIds yields the posts' rows (read for the rule already); other ids are joined to theirs
  const from = proven ? Prisma.sql`(${ids.sqlFor(viewer)}) p` : Prisma.sql`(${ids}) page
    JOIN "Post" p ON p."id" = page."id"`;
  const viewerId = viewer.id;
  const visible = proven
    ? Prisma.sql`TRUE`
    : Prisma.sql`${visibleUserSql(viewer, Prisma.sql`p."authorId"`)} AND ${authorVisibleToViewerSql(viewer, Prisma.sql`p."authorId"`)} AND ${postAudienceSql(viewer, "p")}`;
  // What one comment adds to the counter's figure for this viewer: shown to them (the old aggregate's
  // rule: its author visible to them, and not hidden unless their own) minus counted by the counter
  // (not hidden). It is 0 for every comment but two kinds, so the statement reads only those rows and
  // the sum equals the old aggregate for every viewer (tests/posts/counters.test.ts):
  // (a) one not hidden by a member of commentersOutOfCount: exactly the authors not visible to the
  //     viewer, so each such comment adds -1 (their count is subtracted). Nothing to read on a post whose
  //     counter is 0 (it counts those very comments); on a post with a few, the members of the array among
  //     its commenters come from one walk of its (postId, authorId) entries; on a popular post, one probe
  //     per member of the array; then their comments that are not hidden, through a LATERAL kept apart by
  //     OFFSET 0 (a join would read all of the post's);
  // (b) a hidden one of the viewer's own: +1 when the viewer is visible to themself (not in that array:
  //     a self-block, or suspended), read from the partial index of hidden rows, and only when the viewer
  //     has a hidden comment at all (asked once per statement, on the partial index of hidden rows by
  //     author: most viewers have none, and the page then probes nothing per post).
  // Both are read once per statement, in `vc` (one row; OFFSET 0 keeps PostgreSQL from copying the
  // array's subquery into every place that reads it): vc."outOfCount" and vc."ownHidden".
  const perViewer = Prisma.sql`(SELECT o."outOfCount",
        EXISTS (SELECT 1 FROM "Comment" hc WHERE hc."authorId" = ${viewerId} AND hc."hiddenAt" IS NOT NULL) AND NOT (${viewerId} = ANY(o."outOfCount")) AS "ownHidden"
      FROM (SELECT ${commentersOutOfCount(viewer)} AS "outOfCount" OFFSET 0) o OFFSET 0) vc`;
  const commentsOf = Prisma.sql`CROSS JOIN LATERAL (SELECT 1 FROM "Comment" c WHERE c."postId" = p."id" AND c."authorId" = oc."id" AND c."hiddenAt" IS NULL OFFSET 0) c`;
  return Prisma.sql`
    SELECT p."id", p."authorId", p."caption", p."location", p."audience", p."contentWarning", p."createdAt",
      ${userSummaryColumnsSql("u", AUTHOR)},
      p."mediaList" AS "media",
      p."likeCount",
      p."commentCount"
        - (CASE WHEN p."commentCount" = 0 OR cardinality(vc."outOfCount") = 0 THEN 0
          WHEN p."commentCount" <= ${Prisma.raw(String(FEW_COMMENTS))} THEN (SELECT count(*)
            FROM (SELECT DISTINCT c0."authorId" AS "id" FROM "Comment" c0 WHERE c0."postId" = p."id" AND c0."authorId" = ANY(vc."outOfCount")) oc
            ${commentsOf})
          ELSE (SELECT count(*) FROM unnest(vc."outOfCount") oc("id") ${commentsOf}) END)::int
        + (CASE WHEN vc."ownHidden"
          THEN (SELECT count(*) FROM "Comment" c WHERE c."postId" = p."id" AND c."hiddenAt" IS NOT NULL AND c."authorId" = ${viewerId}) ELSE 0 END)::int AS "commentsCount",
      EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${viewerId}) AS "isLiked",
      EXISTS (SELECT 1 FROM "SavedPost" s WHERE s."postId" = p."id" AND s."userId" = ${viewerId}) AS "isSaved"
    FROM ${from}
    JOIN "User" u ON u."id" = p."authorId"
    CROSS JOIN ${perViewer}
    WHERE ${visible}
    ORDER BY p."createdAt" DESC, p."id" DESC`;
}
