import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  authorVisibleToViewerSql,
  browsingAsMember,
  notMutedSql,
  postAudienceSql,
  visibleUserSql,
  type Viewer,
} from "@/lib/services/safety/visibility";

/**
 * SQL condition: the post `p` (joined to the tag row `t`) may appear on a tag page for `viewer`:
 * within its audience, author not blocked either way, not suspended, not muted by the viewer, and a
 * private author only when followed (admins browse as members, as on explore). The page and its
 * count use this same condition.
 */
export function tagPageVisibleSql(viewer: Viewer): Prisma.Sql {
  const author = Prisma.sql`p."authorId"`;
  return Prisma.sql`${postAudienceSql(viewer, "p")} AND ${visibleUserSql(viewer, author)} AND ${notMutedSql(viewer, author)}
    AND ${authorVisibleToViewerSql(browsingAsMember(viewer), author)}`;
}
