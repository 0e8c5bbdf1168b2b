"use client";

import { MoreHorizontal, Pause, Play, Star, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { ReportMenuItem } from "@/components/safety/report-menu-item";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useToastsBelow } from "@/components/ui/toast";
import { storyAgeHours } from "@/lib/contract/stories/story-age";
import type { Story } from "@/lib/contract/stories/types";
import { StoryAvatar, storyOwnerName } from "./story-avatar";

export const viewerIconButton =
  "inline-flex size-10 items-center justify-center rounded-full text-white outline-none hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50 [&_svg]:size-5";

type Props = {
  story: Story;
  bars: number[];
  paused: boolean;
  isOwn: boolean;
  onTogglePause: () => void;
  onDelete: () => void;
  onReport: () => void;
  onClose: () => void;
};

/** Progress bars, owner, age, and the pause, delete (own only), ⋯ Report (others') and close buttons. */
export function StoryViewerHeader({ story, bars, paused, isOwn, onTogglePause, onDelete, onReport, onClose }: Props) {
  const t = useTranslations("stories.viewer");
  const ta = useTranslations("audience.story");
  const hours = storyAgeHours(story.createdAt);
  // the viewer covers the header: toasts go below these controls instead
  const toastsBelow = useToastsBelow<HTMLDivElement>();
  return (
    <div ref={toastsBelow} className="relative z-20 flex flex-col gap-2 bg-gradient-to-b from-black/60 to-transparent px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-4">
      <div className="flex gap-1">
        {bars.map((fill, i) => (
          <div
            key={i}
            role="progressbar"
            aria-label={t("progress", { current: i + 1, total: bars.length })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(fill)}
            className="h-0.5 flex-1 overflow-hidden rounded-full bg-white/35"
          >
            <div className="h-full bg-white" style={{ width: `${fill}%` }} />
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <span className="size-9 shrink-0">
          <StoryAvatar user={story.user} />
        </span>
        {/* The name comes first: it only shrinks once the badge has collapsed to its star (below sm). */}
        <p data-testid="story-owner-name" className="min-w-0 truncate text-sm font-semibold text-white">
          {storyOwnerName(story.user)}
        </p>
        <time dateTime={story.createdAt} className="shrink-0 text-sm text-white/80">
          {hours === 0 ? t("now") : t("hours", { hours })}
        </time>
        {story.audience === "close_friends" ? (
          <span
            data-testid="close-friends-badge"
            title={ta("badge")}
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-700 px-1.5 py-1 text-xs font-semibold text-white sm:px-2 sm:py-0.5"
          >
            <Star className="size-3" fill="currentColor" aria-hidden="true" />
            {/* On a phone the badge is its star; the label stays for screen readers (sr-only) and shows from sm up. */}
            <span className="sr-only sm:not-sr-only">{ta("badge")}</span>
          </span>
        ) : null}
        <div className="ml-auto flex items-center">
          <button type="button" className={viewerIconButton} aria-label={paused ? t("resume") : t("pause")} onClick={onTogglePause}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </button>
          {isOwn ? (
            <button type="button" className={viewerIconButton} aria-label={t("delete")} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
            </button>
          ) : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <button type="button" className={viewerIconButton} aria-label={t("more")}>
                  <MoreHorizontal aria-hidden="true" />
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <ReportMenuItem onSelect={onReport} />
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <button type="button" className={viewerIconButton} aria-label={t("close")} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
