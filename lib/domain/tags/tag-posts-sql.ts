import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visiblePostSql, type PostIdsScope, type Viewer } from "@/lib/domain/safety/visibility";

/** Who a tag page shows: mutes apply, and a private author only when followed (admins browse as members, as on explore). */
export const TAG_PAGE_SCOPE = { browsing: true, mutes: true } as const satisfies PostIdsScope;

/**
 * SQL condition: the post `p` (joined to the tag row `t`) may appear on a tag page for `viewer`:
 * within its audience, author not blocked either way, not suspended, not muted by the viewer, and a
 * private author only when followed (admins browse as members, as on explore). The page (through
 * visiblePostIds) and its count use this same condition.
 */
export function tagPageVisibleSql(viewer: Viewer): Prisma.Sql {
  return visiblePostSql(viewer, TAG_PAGE_SCOPE);
}
