// server-only, loaded outside Next too
import { log } from "@/lib/core/log";
import { fanOutQueuedPosts } from "@/lib/domain/timeline/fan-out";
import { roundLoop } from "@/lib/server/jobs/round-loop";

// New posts are fanned out into their followers' timelines on their own round (lib/server/jobs/round-loop.ts),
// as mail and pushes leave: every second, and at once when this process creates a post (the nudge).
// lib/domain/timeline/fan-out.ts takes each queued post once across instances.

export const TIMELINE_TICK_MS = 1_000;

const timelineLoop = roundLoop(
  "timeline",
  async () => {
    const result = await fanOutQueuedPosts();
    if (result.posts > 0) log().debug({ job: "timeline.send", ...result }, "timeline fan-out round finished");
  },
  TIMELINE_TICK_MS,
);

export const startTimelineFanout = timelineLoop.start;
export const stopTimelineFanout = timelineLoop.stop;
