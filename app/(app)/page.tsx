import { getTranslations } from "next-intl/server";
import { DevTestBox } from "@/components/posts/dev-test-box";
import { Feed } from "@/components/posts/feed";
import { ServerPostCard } from "@/components/posts/server-post-card";
import { StoryStrip } from "@/components/stories/story-strip";
import { getCurrentUser } from "@/lib/server/current-user";
import { devToolsEnabled } from "@/lib/core/env";
import { listFeed } from "@/lib/domain/posts/list-feed";
import { PAGE_DEFAULT } from "@/lib/contract/posts/schemas";

// Home: stories strip, the development-only test-content box, then the feed, whose first page
// is loaded and rendered here (ServerPostCard: HTML with client islands), so the HTML already carries the posts.
export default async function HomePage() {
  const user = await getCurrentUser();
  const t = await getTranslations("common.screens");
  const page = user ? await listFeed(user, { limit: PAGE_DEFAULT }) : undefined;
  return (
    <div className="space-y-4">
      <h1 className="sr-only">{t("home")}</h1>
      <StoryStrip />
      {devToolsEnabled() ? <DevTestBox /> : null}
      <Feed
        initialPage={page ? { items: page.posts, nextCursor: page.nextCursor } : undefined}
        serverCards={page ? Object.fromEntries(page.posts.map((post, i) => [post.id, <ServerPostCard key={post.id} post={post} priority={i === 0} />])) : undefined}
      />
    </div>
  );
}
