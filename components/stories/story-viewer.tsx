"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useReducer, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { STORY_TICK_MS } from "@/lib/contract/stories/constants";
import type { StoryGroup } from "@/lib/contract/stories/types";
import { initialViewerState, progressBars, tapZone, viewerReducer } from "@/lib/client/story-viewer-state";
import { ReportDialog } from "@/components/safety/report-dialog";
import { DeleteStoryDialog } from "./delete-story-dialog";
import { storyOwnerName } from "./story-avatar";
import { useMediaAlt } from "@/hooks/use-media-alt";
import { StoryMedia } from "./story-media";
import { StoryMessagesDialog } from "./story-messages-dialog";
import { StoryViewerFooter } from "./story-viewer-footer";
import { StoryViewerHeader } from "./story-viewer-header";
import { useStoryMutations } from "./use-story-mutations";

type Props = { groups: StoryGroup[]; startGroup: number; viewerId: string | null; onClose: () => void };

const sideButton =
  "absolute top-1/2 z-20 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white outline-none hover:bg-black/50 focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-6";

/** The full-screen story viewer (mounted while open): 5 s per story, tap zones, groups in strip order. */
export function StoryViewer({ groups, startGroup, viewerId, onClose }: Props) {
  const t = useTranslations("stories.viewer");
  const describe = useMediaAlt();
  const sizes = groups.map((g) => g.stories.length);
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState(sizes, startGroup));
  const [readyId, setReadyId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [typingOn, setTypingOn] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reading, setReading] = useState(false);
  const [reportingId, setReportingId] = useState<string | null>(null);
  const { like, comment, remove } = useStoryMutations();

  const sizesKey = sizes.join(",");
  useEffect(() => dispatch({ type: "sync", sizes: sizesKey ? sizesKey.split(",").map(Number) : [] }), [sizesKey]);
  useEffect(() => {
    if (state.closed) onClose();
  }, [state.closed, onClose]);

  const group = groups[state.groupIndex];
  const story = group?.stories[state.storyIndex];
  const typing = story !== undefined && typingOn === story.id;
  const paused = state.paused || typing || confirming || reading || reportingId !== null;
  const ticks = story && readyId === story.id && (story.mediaType === "image" || failedId === story.id);

  useEffect(() => {
    if (!ticks || paused) return;
    const id = setInterval(() => dispatch({ type: "tick" }), STORY_TICK_MS);
    return () => clearInterval(id);
  }, [ticks, paused, story?.id]);

  if (!group || !story) return null;
  const isOwn = story.userId === viewerId;
  const name = storyOwnerName(group.user);
  const position = { current: state.storyIndex + 1, total: group.stories.length };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showCloseButton={false}
        onKeyDown={(e) => {
          if (e.target instanceof HTMLInputElement) return;
          if (e.key === "ArrowLeft") dispatch({ type: "prev" });
          if (e.key === "ArrowRight") dispatch({ type: "next" });
        }}
        className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col justify-between gap-0 overflow-hidden rounded-none border-0 bg-black p-0 text-white sm:p-0 md:top-1/2 md:left-1/2 md:h-[min(90dvh,860px)] md:w-auto md:aspect-[9/16] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
      >
        <DialogTitle className="sr-only">{t("title", { name })}</DialogTitle>
        <DialogDescription className="sr-only">{t("description", position)}</DialogDescription>
        <StoryMedia
          story={story}
          label={describe({ type: story.mediaType, altText: story.altText }, name)}
          paused={paused}
          onReady={() => setReadyId(story.id)}
          onFailed={() => {
            setReadyId(story.id);
            setFailedId(story.id);
          }}
          onProgress={(fraction) => dispatch({ type: "videoProgress", fraction })}
          onEnded={() => dispatch({ type: "ended" })}
        />
        <div
          aria-hidden="true"
          data-testid="story-tap-zones"
          className="absolute inset-0 z-10"
          onClick={(e) => {
            const rect = e.currentTarget.getBoundingClientRect();
            const zone = tapZone(e.clientX - rect.left, rect.width);
            dispatch({ type: zone === "pause" ? "togglePause" : zone });
          }}
        />
        <StoryViewerHeader
          story={story}
          bars={progressBars(state)}
          paused={paused}
          isOwn={isOwn}
          onTogglePause={() => dispatch({ type: "togglePause" })}
          onDelete={() => setConfirming(true)}
          onReport={() => setReportingId(story.id)}
          onClose={onClose}
        />
        <button type="button" className={`${sideButton} left-2`} aria-label={t("previous")} onClick={() => dispatch({ type: "prev" })}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className={`${sideButton} right-2`} aria-label={t("next")} onClick={() => dispatch({ type: "next" })}>
          <ChevronRight aria-hidden="true" />
        </button>
        <StoryViewerFooter
          key={story.id}
          story={story}
          isOwn={isOwn}
          position={position}
          liking={like.isPending}
          sending={comment.isPending}
          onLike={() => like.mutate(story.id)}
          onSend={(content) => comment.mutateAsync({ id: story.id, content })}
          onOpenMessages={() => setReading(true)}
          onTypingChange={(on) => setTypingOn(on ? story.id : null)}
        />
        <DeleteStoryDialog
          open={confirming}
          onOpenChange={setConfirming}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(story.id, { onSettled: () => setConfirming(false) })}
        />
        {reportingId ? (
          <ReportDialog target={{ type: "story", id: reportingId }} open onOpenChange={(open) => (open ? undefined : setReportingId(null))} />
        ) : null}
        {isOwn ? <StoryMessagesDialog storyId={story.id} open={reading} onOpenChange={setReading} /> : null}
      </DialogContent>
    </Dialog>
  );
}
