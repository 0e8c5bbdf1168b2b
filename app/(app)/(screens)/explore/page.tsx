import { EXPLORE_PAGE } from "@/components/explore/constants";
import { ExploreView } from "@/components/explore/explore-view";
import { getCurrentUser } from "@/lib/server/current-user";
import { listExplore } from "@/lib/domain/posts/list-explore";

// /explore: people search and the explore grid (first page prefetched here).
export default async function ExplorePage() {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  const page = await listExplore(viewer, { limit: EXPLORE_PAGE });
  return <ExploreView viewerId={viewer.id} initialPosts={{ items: page.posts, nextCursor: page.nextCursor }} />;
}
