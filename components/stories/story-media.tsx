"use client";

import { useEffect, useRef } from "react";
import type { Story } from "@/lib/contract/stories/types";
import { PostImage } from "@/components/shared/post-image";

type Props = {
  story: Story;
  label: string;
  paused: boolean;
  onReady: () => void;
  onFailed: () => void;
  onProgress: (fraction: number) => void;
  onEnded: () => void;
};

/** The viewer fills a phone's screen; from md up it is 9:16 at most 860 px tall (story-viewer.tsx). */
const VIEWER_SIZES = "(max-width: 767px) 100vw, 484px";

/** The story's photo, or its video played through (progress follows playback). */
export function StoryMedia({ story, label, paused, onReady, onFailed, onProgress, onEnded }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) video.pause();
    else
      void video.play().catch(() => {
        // autoplay with sound can be refused: play muted instead
        video.muted = true;
        void video.play().catch(() => undefined);
      });
  }, [paused, story.id]);

  if (story.mediaType === "video") {
    return (
      <video
        key={story.id}
        ref={videoRef}
        src={story.imageUrl}
        aria-label={label}
        playsInline
        preload="auto"
        className="absolute inset-0 size-full object-contain"
        onLoadedData={onReady}
        onError={onFailed}
        onTimeUpdate={(e) => {
          const total = knownDuration(e.currentTarget);
          if (total > 0) onProgress(e.currentTarget.currentTime / total);
        }}
        onEnded={onEnded}
      />
    );
  }
  return (
    <PostImage
      key={story.id}
      file={{ url: story.imageUrl, widths: story.imageWidths, placeholder: story.imagePlaceholder }}
      sizes={VIEWER_SIZES}
      alt={label}
      className="absolute inset-0 size-full object-contain"
      onLoad={onReady}
      onError={onFailed}
    />
  );
}

// Recorded webm files carry no duration (Infinity): fall back to how far the file is buffered.
function knownDuration(video: HTMLVideoElement): number {
  if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
  const { buffered } = video;
  return buffered.length ? buffered.end(buffered.length - 1) : 0;
}
