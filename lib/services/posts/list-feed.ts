import "server-only";
import { listPostsPage, type PageArgs } from "@/lib/services/posts/list-posts-page";

/** Posts by the people the viewer follows plus their own, newest first. */
export function listFeed(viewerId: string, page: PageArgs) {
  return listPostsPage(viewerId, { OR: [{ authorId: viewerId }, { author: { followers: { some: { followerId: viewerId } } } }] }, page);
}
