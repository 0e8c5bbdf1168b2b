import "server-only";
import { rawRows } from "@/lib/data/db/raw";
import { Prisma } from "@/lib/generated/prisma/client";
import { authorVisibleToViewerSql, commentShownSql, postAudienceSql, visibleOtherSql, visibleStorySql, visibleUserSql, type Viewer } from "@/lib/domain/safety/visibility";

// Media follows its content's audience (issue #28, docs/decisions/safety.md): GET /objects/<key>
// answers the bytes exactly when some JSON the viewer may read carries the object's address. One
// statement (a named prepared statement on the raw pool, like the post pages) finds every reference
// to the address, a UNION ALL over indexed url columns (the demo seed stores media without Upload
// rows), and evaluates beside each one the rule its own JSON uses, composed from the same
// lib/domain/safety/visibility.ts fragments the JSON's query composes (stories: visibleStorySql,
// the twin of visibleStoriesWhere). An object referenced more than once is readable when any
// reference is. Nothing is cached on the server: an audience that shrinks (unfollow, Close Friends
// removal, block, private switch, suspension, deletion, story expiry) shrinks at the next request.

/** What may keep a copy: "members" (every signed-in member sees it: business images) or "restricted" (revalidate on every use). */
export type MediaAudience = "members" | "restricted";

type Kind = "business" | "upload" | "application" | "avatar" | "background" | "post" | "story" | "event" | "review" | "comment" | "message";
/** `visible`: the reference's rule for the viewer; `reported`: content on the moderation desk (admins only). */
type Reference = { kind: Kind; id: string; visible: boolean; reported: boolean };

/** An address is referenced a handful of times at most; a pathological many are not all checked. */
const MAX_REFERENCES = 50;

function referencesStatement(viewer: Viewer, objectPath: string, key: string): Prisma.Sql {
  const sql = Prisma.sql;
  const me = viewer.id;
  // a hidden comment's media: its author, and the post's owner (their "Hidden comments"), as visibleCommentWhere
  const commentSeen = sql`(${commentShownSql(viewer, "c")} OR p."authorId" = ${me})`;
  // the post rule of selectPosts / assertPostVisible: author visible, private account followed, audience
  const postVisible = sql`${visibleUserSql(viewer, sql`p."authorId"`)} AND ${authorVisibleToViewerSql(viewer, sql`p."authorId"`)} AND ${postAudienceSql(viewer, "p")}`;
  // the moderation desk shows admins reported posts, comments, stories and messages with their media
  const reported = (type: string, id: Prisma.Sql, extra = Prisma.empty) =>
    viewer.isAdmin ? sql`EXISTS (SELECT 1 FROM "Report" rp WHERE (rp."targetType" = ${type} AND rp."targetId" = ${id}) ${extra})` : sql`FALSE`;
  return sql`
    SELECT 'business' AS "kind", b."id", TRUE AS "visible", FALSE AS "reported" FROM "Business" b WHERE b."imageUrl" = ${objectPath}
    UNION ALL SELECT 'upload', up."id", up."ownerId" = ${me}, FALSE FROM "Upload" up WHERE up."objectKey" = ${key}
    UNION ALL SELECT 'application', ba."id", ${viewer.isAdmin ? sql`TRUE` : sql`ba."applicantId" IS NOT DISTINCT FROM ${me}`}, FALSE
      FROM "BusinessApplication" ba WHERE ba."imageUrl" = ${objectPath}
    UNION ALL SELECT 'avatar', u."id", (u."id" = ${me} OR (${visibleUserSql(viewer, sql`u."id"`)})
      OR (u."suspendedAt" IS NULL AND EXISTS (SELECT 1 FROM "Block" lb WHERE lb."blockerId" = ${me} AND lb."blockedId" = u."id"))), FALSE
      FROM "User" u WHERE u."profileImageUrl" = ${objectPath}
    UNION ALL SELECT 'background', u."id", (u."id" = ${me} OR (${visibleUserSql(viewer, sql`u."id"`)})), FALSE FROM "User" u WHERE u."backgroundVideoUrl" = ${objectPath}
    UNION ALL SELECT 'post', p."id", (${postVisible}), ${reported("post", sql`p."id"`)}
      FROM "PostMedia" pm JOIN "Post" p ON p."id" = pm."postId" WHERE pm."url" = ${objectPath}
    UNION ALL SELECT 'story', s."id", (${visibleStorySql(viewer, "s")}), ${reported("story", sql`s."id"`)} FROM "Story" s WHERE s."imageUrl" = ${objectPath}
    UNION ALL SELECT 'event', e."id", (${visibleUserSql(viewer, sql`e."organizerId"`)}), FALSE FROM "Event" e WHERE e."venueImageUrl" = ${objectPath}
    UNION ALL SELECT 'event', e."id", (${visibleUserSql(viewer, sql`e."organizerId"`)}), FALSE FROM "Event" e WHERE e."imageUrl" = ${objectPath}
    UNION ALL SELECT 'review', r."id", (${visibleUserSql(viewer, sql`r."authorId"`)}), FALSE FROM "BusinessReview" r WHERE r."imageUrl" = ${objectPath}
    UNION ALL SELECT 'comment', c."id", (${visibleUserSql(viewer, sql`c."authorId"`)} AND ${postVisible} AND ${commentSeen}), ${reported("comment", sql`c."id"`)}
      FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE c."imageUrl" = ${objectPath}
    UNION ALL SELECT 'comment', c."id", (${visibleUserSql(viewer, sql`c."authorId"`)} AND ${postVisible} AND ${commentSeen}), ${reported("comment", sql`c."id"`)}
      FROM "Comment" c JOIN "Post" p ON p."id" = c."postId" WHERE c."videoUrl" = ${objectPath}
    UNION ALL SELECT 'message', m."id",
      -- listMessages: a member of a conversation they may still use (findMembership), after their own "delete for me"
      EXISTS (SELECT 1 FROM "ConversationMember" mm JOIN "ConversationMember" mo ON mo."conversationId" = mm."conversationId" AND mo."userId" <> mm."userId"
        WHERE mm."conversationId" = m."conversationId" AND mm."userId" = ${me} AND ${visibleOtherSql(viewer, sql`mo."userId"`)}
          AND (mm."clearedAt" IS NULL OR m."createdAt" > mm."clearedAt")),
      ${reported("message", sql`m."id"`, sql`OR (rp."targetType" = 'conversation' AND rp."targetId" = m."conversationId")`)}
      FROM "Message" m WHERE m."mediaUrl" = ${objectPath}
    LIMIT ${MAX_REFERENCES}`;
}

/**
 * Whether `viewer` may read the stored object at `objectPath` ("/objects/<key>"), and how it may be
 * cached; null when they may not (the route answers 404, as for a missing object).
 */
export async function mediaAccess(viewer: Viewer, objectPath: string): Promise<{ audience: MediaAudience } | null> {
  const key = objectPath.slice("/objects/".length);
  const found = await rawRows<Reference>(referencesStatement(viewer, objectPath, key));
  // an upload not yet attached to anything is its uploader's alone; once attached, the content's
  // rule decides, for the uploader too
  const refs = found.some((ref) => ref.kind !== "upload") ? found.filter((ref) => ref.kind !== "upload") : found;
  // a business image is public to every member, so it also decides the caching
  const business = refs.find((ref) => ref.kind === "business");
  if (business) return { audience: "members" };
  return refs.some((ref) => ref.visible || ref.reported) ? { audience: "restricted" } : null;
}
