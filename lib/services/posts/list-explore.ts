import "server-only";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";

/** Everyone's recent posts, newest first. */
export function listExplore(viewerId: string, page: PageArgs) {
  return listPostsPage(viewerId, {}, page);
}
