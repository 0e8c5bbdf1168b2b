import "server-only";
import { rawRows } from "@/lib/data/db/raw";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostDto } from "@/lib/contract/posts/types";
import { toPostDto, type PostRow } from "@/lib/domain/posts/post-response";
import { userSummarySql } from "@/lib/domain/members/user-summary";
import { authorVisibleToViewerSql, commentShownSql, postAudienceSql, visibleUserSql, VisiblePostIds, type Viewer } from "@/lib/domain/safety/visibility";

// Every post response is built by this one SQL statement (on raw pg, lib/data/db/raw.ts): the page's rows with author, ordered
// media, like and comment counts and the viewer's like and save. No count aggregates a post's likes or
// comments per request (issue #34): likes are Post."likeCount"; comments are Post."commentCount" (the
// comments not hidden by hidden words, both kept by triggers: migration 20261201100000_post_counters)
// plus a correction over the few commenters that counter may count wrongly for this viewer (see
// commentersOutOfCount), one (postId, authorId) index probe per post and such commenter. The like and
// save flags are one primary-key / unique-index probe each. Posts of members hidden from the viewer
// (blocks, suspensions), of private accounts the viewer does not follow, and posts outside their audience for the viewer are never returned, and comments by them are not counted, nor comments hidden by the owner's hidden words (but the viewer's own).
/**
 * Posts whose ids `ids` (a SELECT of one `id` column) yields, newest first, as the viewer sees them.
 * The viewer's whole rule is checked in the statement, unless `ids` is a VisiblePostIds: the builders
 * in lib/domain/safety/visibility.ts wrote the rule into that SELECT themselves, so the type proves
 * it and the statement does not plan it twice (docs/decisions/performance.md). No flag can skip it.
 */
export async function selectPosts(viewer: Viewer, ids: VisiblePostIds | Prisma.Sql): Promise<PostDto[]> {
  return (await rawRows<PostRow>(postsStatement(viewer, ids))).map(toPostDto);
}

/**
 * The commenters whose comments Post."commentCount" may count wrongly for `viewer` (an array, planned
 * once per statement): the viewer (their own hidden comments count for them), the members blocked
 * either way, and the suspended (hidden from all but admins). Every other commenter's comment is
 * counted for the viewer exactly when it is not hidden, as the counter counts it.
 */
function commentersOutOfCount(viewer: Viewer): Prisma.Sql {
  // UNION, not UNION ALL: each commenter once (one blocked and suspended, or the viewer suspended, would be corrected twice)
  const suspended = viewer.isAdmin ? Prisma.empty : Prisma.sql` UNION SELECT vs."id" FROM "User" vs WHERE vs."suspendedAt" IS NOT NULL`;
  return Prisma.sql`ARRAY(SELECT ${viewer.id}::text
    UNION SELECT vb."blockedId" FROM "Block" vb WHERE vb."blockerId" = ${viewer.id}
    UNION SELECT vb."blockerId" FROM "Block" vb WHERE vb."blockedId" = ${viewer.id}${suspended})`;
}

/** The statement selectPosts runs (bench/feed.ts runs it too, on a bare server). */
export function postsStatement(viewer: Viewer, ids: VisiblePostIds | Prisma.Sql): Prisma.Sql {
  const proven = ids instanceof VisiblePostIds;
  const pageIds = proven ? ids.sqlFor(viewer) : ids;
  const viewerId = viewer.id;
  const visible = proven
    ? Prisma.sql`TRUE`
    : Prisma.sql`${visibleUserSql(viewer, Prisma.sql`p."authorId"`)} AND ${authorVisibleToViewerSql(viewer, Prisma.sql`p."authorId"`)} AND ${postAudienceSql(viewer, "p")}`;
  return Prisma.sql`
    SELECT p."id", p."authorId", p."caption", p."location", p."audience", p."contentWarning", p."createdAt",
      ${userSummarySql("u")} AS "user",
      (SELECT json_agg(json_build_object('url', m."url", 'type', m."type", 'altText', m."altText", 'widths', m."variantWidths", 'placeholder', m."placeholder") ORDER BY m."position") FROM "PostMedia" m WHERE m."postId" = p."id") AS "media",
      p."likeCount",
      p."commentCount" + COALESCE((SELECT sum((
        SELECT sum(CASE WHEN ${visibleUserSql(viewer, Prisma.sql`c."authorId"`)} AND ${commentShownSql(viewer, "c")} THEN 1 ELSE 0 END
          - CASE WHEN c."hiddenAt" IS NULL THEN 1 ELSE 0 END)
        FROM "Comment" c WHERE c."postId" = p."id" AND c."authorId" = oc."id"))
        FROM unnest(${commentersOutOfCount(viewer)}) oc("id")), 0)::int AS "commentsCount",
      EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${viewerId}) AS "isLiked",
      EXISTS (SELECT 1 FROM "SavedPost" s WHERE s."postId" = p."id" AND s."userId" = ${viewerId}) AS "isSaved"
    FROM (${pageIds}) page
    JOIN "Post" p ON p."id" = page."id"
    JOIN "User" u ON u."id" = p."authorId"
    WHERE ${visible}
    ORDER BY p."createdAt" DESC, p."id" DESC`;
}
