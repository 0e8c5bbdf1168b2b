import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor } from "@/lib/core/paging/cursor";
import { listPostsPage, type PageArgs } from "@/lib/domain/posts/list-posts-page";
import { visiblePostIdsOfAuthors, type Viewer } from "@/lib/domain/safety/visibility";
import { withoutHiddenWordPosts } from "@/lib/domain/safety/hidden-words";
import { timelineIds } from "@/lib/domain/timeline/timeline-ids";

/**
 * Posts by the people the viewer follows plus their own, newest first, without members hidden
 * from the viewer or muted by them, nor posts outside their audience for the viewer. The page comes
 * from the viewer's home timeline (lib/domain/timeline), so its cost does not grow with follows and
 * page 50 costs what page 1 does.
 */
export async function listFeed(viewer: Viewer & { hidesFeedWords?: boolean }, page: PageArgs) {
  // the viewer's hidden words leave matching posts out when they chose so (issue #33)
  const read = (cursor: string | null | undefined) => withoutHiddenWordPosts(viewer, listPostsPage(viewer, (after, take) => feedIds(viewer, after, take), { ...page, cursor }));
  let result = await read(page.cursor);
  // a page they emptied is read on from (a few pages at most), so an empty page means the feed's end
  for (let i = 1; i < FILTERED_PAGES_MAX && result.posts.length === 0 && result.nextCursor; i++) result = await read(result.nextCursor);
  return result;
}

/** How many pages one feed request reads at most when the viewer's hidden words empty them. */
const FILTERED_PAGES_MAX = 4;

/** The ids of one feed page (the rule is written in by the builders of visibility.ts). */
export function feedIds(viewer: Viewer, after: Cursor | null, take: number) {
  return timelineIds(viewer, after, take);
}

/**
 * The same page by fan-out on read: each followed author's newest posts from the (authorId,
 * createdAt, id) index, merged. The feed before the timeline (issue #34); its cost grows with follows.
 * Kept as the reference the timeline is tested against (tests/posts/timeline.test.ts) and benched
 * beside (bench/timeline.ts).
 */
export function feedIdsByFollows(viewer: Viewer, after: Cursor | null, take: number) {
  const viewerId = viewer.id;
  const authors = Prisma.sql`
        SELECT ${viewerId} AS "authorId"
        UNION SELECT f."followingId" FROM "Follow" f WHERE f."followerId" = ${viewerId}`;
  return visiblePostIdsOfAuthors(viewer, authors, { after, take, mutes: true });
}
