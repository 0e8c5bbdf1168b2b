"use client";

import { useEffect, useRef } from "react";
import type { Story } from "@/lib/contract/stories/types";

type Props = {
  story: Story;
  label: string;
  paused: boolean;
  onReady: () => void;
  onFailed: () => void;
  onProgress: (fraction: number) => void;
  onEnded: () => void;
};

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
    <img key={story.id} src={story.imageUrl} alt={label} className="absolute inset-0 size-full object-contain" onLoad={onReady} onError={onFailed} />
  );
}

// Recorded webm files carry no duration (Infinity): fall back to how far the file is buffered.
function knownDuration(video: HTMLVideoElement): number {
  if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
  const { buffered } = video;
  return buffered.length ? buffered.end(buffered.length - 1) : 0;
}
