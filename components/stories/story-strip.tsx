"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useDeferred } from "@/hooks/use-deferred";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { useQuery } from "@/lib/client/query";
import { STORY_SKELETONS } from "@/lib/contract/stories/constants";
import { groupStories } from "@/lib/contract/stories/group-stories";
import type { Story } from "@/lib/contract/stories/types";
import { StoryAvatar, storyOwnerName } from "./story-avatar";

// the viewer and the camera load when first opened
const loadStoryViewer = () => import("./story-viewer").then((m) => m.StoryViewer);
const loadStoryCamera = () => import("@/components/camera/story-camera").then((m) => m.StoryCamera);

const hasCloseFriends = (stories: Story[]) => stories.some((s) => s.audience === "close_friends");

const tile = "flex w-18 shrink-0 flex-col items-center gap-1 rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring";
// the own tile's label may use the tile's padding too: 「ストーリーズ」 is six 12 px glyphs (72 px), wider than the 64 px avatar
const ownLabel = "-mx-1 w-[calc(100%+0.5rem)] truncate text-center text-xs tracking-tight";
const countBadge =
  "absolute -top-0.5 -right-0.5 z-10 flex h-5 min-w-5 items-center justify-center rounded-full border-2 border-background bg-primary px-1 text-[11px] font-semibold text-primary-foreground";

/** The Home stories strip: 'Your Story', then one tile per followed member with stories. */
export function StoryStrip() {
  const t = useTranslations("stories.strip");
  const ta = useTranslations("audience.story");
  const { user } = useAuth();
  const query = useQuery<Story[]>({ queryKey: ["/api/stories"] });
  const [viewing, setViewing] = useState<number | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const { Piece: StoryViewer, open: loadViewer } = useDeferred(loadStoryViewer);
  const { Piece: StoryCamera, open: loadCamera } = useDeferred(loadStoryCamera);
  const openCamera = () => loadCamera(() => setCameraOpen(true));
  const view = (index: number) => loadViewer(() => setViewing(index));
  const closeViewer = useCallback(() => setViewing(null), []);

  const groups = groupStories(query.data ?? [], user?.id ?? null);
  const ownIndex = groups.findIndex((g) => g.user.id === user?.id);
  const own = ownIndex >= 0 ? groups[ownIndex] : null;

  return (
    <section aria-label={t("label")} className="border-b">
      {query.isLoading ? (
        <div role="status" aria-label={t("loading")} className="flex gap-3 overflow-hidden px-3 py-3">
          {Array.from({ length: STORY_SKELETONS }, (_, i) => (
            <div key={i} className="flex w-18 shrink-0 flex-col items-center gap-1 p-1" data-testid="story-skeleton">
              <Skeleton className="size-16 rounded-full" />
              <Skeleton className="h-3 w-12" />
            </div>
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <div className="flex items-center justify-center gap-3 px-4 py-4 text-center">
          <p role="alert" className="text-sm text-destructive">
            {t("loadFailed")}
          </p>
          <Button type="button" variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <ul className="flex gap-3 overflow-x-auto px-3 py-3 [scrollbar-width:none]">
          <li className="relative shrink-0">
            {own ? (
              <>
                <button type="button" className={tile} onClick={() => view(ownIndex)}>
                  <span className="relative block size-16">
                    <StoryAvatar user={own.user} ring closeFriends={hasCloseFriends(own.stories)} />
                    {own.stories.length > 1 ? <span className={countBadge} aria-hidden="true">{own.stories.length}</span> : null}
                  </span>
                  <span className={ownLabel}>{t("yourStory")}</span>
                </button>
                <button
                  type="button"
                  aria-label={t("addStory")}
                  onClick={openCamera}
                  className="absolute top-12 left-12 z-10 flex size-6 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Plus aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </button>
              </>
            ) : (
              <button type="button" className={tile} onClick={openCamera}>
                <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full border-2 border-dashed border-muted-foreground/60 text-muted-foreground">
                  <Plus className="size-6" />
                </span>
                <span className={ownLabel}>{t("yourStory")}</span>
              </button>
            )}
          </li>
          {groups.map((group, index) =>
            group.user.id === user?.id ? null : (
              <li key={group.user.id} className="shrink-0">
                <button
                  type="button"
                  className={tile}
                  aria-label={[t("viewStory", { name: storyOwnerName(group.user) }), t("count", { count: group.stories.length }), ...(hasCloseFriends(group.stories) ? [ta("ringLabel")] : [])].join(", ")}
                  onClick={() => view(index)}
                >
                  <span className="relative block size-16">
                    <StoryAvatar user={group.user} ring closeFriends={hasCloseFriends(group.stories)} />
                    {group.stories.length > 1 ? <span className={countBadge} aria-hidden="true">{group.stories.length}</span> : null}
                  </span>
                  <span className="w-full truncate text-center text-xs">{storyOwnerName(group.user)}</span>
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {viewing !== null && StoryViewer ? (
        <StoryViewer groups={groups} startGroup={viewing} viewerId={user?.id ?? null} onClose={closeViewer} />
      ) : null}
      {StoryCamera ? <StoryCamera open={cameraOpen} onOpenChange={setCameraOpen} /> : null}
    </section>
  );
}
