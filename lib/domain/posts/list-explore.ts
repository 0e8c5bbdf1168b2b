import "server-only";
import type { Cursor } from "@/lib/core/paging/cursor";
import { listPostsPage, type PageArgs } from "@/lib/domain/posts/list-posts-page";
import { visiblePostIds, type Viewer } from "@/lib/domain/safety/visibility";

/** Everyone's recent posts shared with everyone that the viewer may see (private accounts only when followed, admins included), newest first (mutes do not apply: feed and stories only). */
export function listExplore(viewer: Viewer, page: PageArgs) {
  return listPostsPage(viewer, (after, take) => exploreIds(viewer, after, take), page);
}

/** The ids of one explore page (the rule is written in by visiblePostIds). */
export function exploreIds(viewer: Viewer, after: Cursor | null, take: number) {
  return visiblePostIds(viewer, { after, take, publicOnly: true, browsing: true });
}
