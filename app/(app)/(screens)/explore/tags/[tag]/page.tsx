import { notFound } from "next/navigation";
import { TagPostsView } from "@/components/tags/tag-posts-view";
import { getCurrentUser } from "@/lib/server/current-user";
import { countTagPosts } from "@/lib/domain/tags/count-tag-posts";
import { listTagPosts } from "@/lib/domain/tags/list-tag-posts";
import { TAG_PAGE_SIZE, tagFromSegment } from "@/lib/contract/tags/schemas";

// /explore/tags/{tag}: posts carrying #tag (Next hands the page its segment still percent-encoded); no tag by the parser's rules is a 404.
export default async function TagPage({ params }: { params: Promise<{ tag: string }> }) {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  const tag = tagFromSegment((await params).tag);
  if (!tag) notFound();
  const [count, page] = await Promise.all([countTagPosts(viewer, tag), listTagPosts(viewer, tag, { limit: TAG_PAGE_SIZE })]);
  return <TagPostsView key={tag} tag={tag} count={count} initial={{ items: page.posts, nextCursor: page.nextCursor }} />;
}
