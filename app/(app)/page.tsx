import { getTranslations } from "next-intl/server";
import { DevTestContent } from "@/components/posts/dev-test-content";
import { Feed } from "@/components/posts/feed";
import { StoryStrip } from "@/components/stories/story-strip";
import { getCurrentUser } from "@/lib/server/current-user";
import { devToolsEnabled } from "@/lib/core/env";
import { listFeed } from "@/lib/domain/posts/list-feed";
import { PAGE_DEFAULT } from "@/lib/contract/posts/schemas";

// Home: stories strip, the development-only test-content box, then the feed, whose first page
// is loaded here so the HTML already carries the posts.
export default async function HomePage() {
  const user = await getCurrentUser();
  const t = await getTranslations("common.screens");
  const page = user ? await listFeed(user, { limit: PAGE_DEFAULT }) : undefined;
  return (
    <div className="space-y-4">
      <h1 className="sr-only">{t("home")}</h1>
      <StoryStrip />
      {devToolsEnabled() ? <DevTestContent /> : null}
      <Feed initialPage={page ? { items: page.posts, nextCursor: page.nextCursor } : undefined} />
    </div>
  );
}
