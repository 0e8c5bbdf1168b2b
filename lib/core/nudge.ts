// A job loop of the running app (lib/server/jobs/round-loop.ts: the mail and push senders, the timeline's fan-out) registers
// its nudge here under its name, so queueing work can wake it without the domain floor reaching up
// to the job runner. Without a registered loop (tests, scripts, NIJI_JOBS=0) a nudge does nothing:
// the work waits for a loop's next round.
export type Nudge = (delayMs: number) => void;
export type NudgedLoop = "mail" | "push" | "timeline";
const globalForNudge = globalThis as unknown as { nijiNudges?: Map<NudgedLoop, Nudge> };
const nudges = (globalForNudge.nijiNudges ??= new Map());

export function setNudge(loop: NudgedLoop, nudge: Nudge | undefined): void {
  if (nudge) nudges.set(loop, nudge);
  else nudges.delete(loop);
}

/** Asks this process's `loop` for a round after `delayMs`; never waits, never throws. */
export function nudge(loop: NudgedLoop, delayMs = 0): void {
  nudges.get(loop)?.(delayMs);
}
