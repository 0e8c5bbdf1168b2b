// server-only, loaded outside Next too
import { log } from "@/lib/core/log";
import { setNudge, type NudgedLoop } from "@/lib/core/nudge";

// A sender's own round (mail, push), not the purges' interval: every `tickMs` on every instance that
// runs jobs, and at once when this process queues work (the nudge, lib/core/nudge.ts). Each item still
// leaves once across instances: a round claims its rows with FOR UPDATE SKIP LOCKED (the sender's own).

type LoopState = { timer: NodeJS.Timeout; running: Promise<unknown> | null; again: boolean; stopped: boolean };
const globalForLoops = globalThis as unknown as { nijiRoundLoops?: Map<NudgedLoop, LoopState> };
const loops = (globalForLoops.nijiRoundLoops ??= new Map());

export type RoundLoop = {
  /** Starts this process's rounds (once): every `tickMs`, and on each nudge. */
  start(tickMs?: number): void;
  /** Stops the rounds and waits for one in progress (shutdown, tests). */
  stop(): Promise<void>;
};

/** A named loop running `round`; its failures are logged as job "<name>.send". */
export function roundLoop(name: NudgedLoop, round: () => Promise<void>, defaultTickMs: number): RoundLoop {
  const job = `${name}.send`;
  return {
    start(tickMs = defaultTickMs) {
      if (loops.has(name)) return;
      const loop: LoopState = { timer: null as unknown as NodeJS.Timeout, running: null, again: false, stopped: false };
      const run = () => {
        if (loop.stopped) return;
        // a nudge during a round asks for one more right after it: the new item may have missed its claim
        if (loop.running) {
          loop.again = true;
          return;
        }
        loop.running = round()
          .catch((error) => log().error({ job, err: error }, `${name} round failed`))
          .finally(() => {
            loop.running = null;
            if (loop.again) {
              loop.again = false;
              run();
            }
          });
      };
      loop.timer = setInterval(run, tickMs);
      loop.timer.unref();
      setNudge(name, (delayMs) => setTimeout(run, delayMs).unref());
      loops.set(name, loop);
    },
    async stop() {
      const loop = loops.get(name);
      if (!loop) return;
      loop.stopped = true;
      clearInterval(loop.timer);
      setNudge(name, undefined);
      await loop.running;
      loops.delete(name);
    },
  };
}
