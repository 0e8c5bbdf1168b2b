// server-only, loaded outside Next too
import { log } from "@/lib/core/log";
import { sendDuePushes } from "@/lib/domain/push/sender";
import { roundLoop } from "@/lib/server/jobs/round-loop";

// Pushes leave on their own round (lib/server/jobs/round-loop.ts), as mail does: every couple of
// seconds, and at once when this process queues one. lib/domain/push/sender.ts claims each push once
// across instances.

export const PUSH_TICK_MS = 2_000;

const pushLoop = roundLoop(
  "push",
  async () => {
    const result = await sendDuePushes();
    if (result.sent + result.retried + result.held > 0) log().debug({ job: "push.send", ...result }, "push round finished");
  },
  PUSH_TICK_MS,
);

export const startPushSender = pushLoop.start;
export const stopPushSender = pushLoop.stop;
