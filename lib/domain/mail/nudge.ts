// server-only, loaded outside Next too
// The running app's mail sender (lib/server/jobs/mail-sender.ts) registers here, so queueing a mail
// can wake it without this floor reaching up to the job runner. Without a registered sender (tests,
// scripts, NIJI_JOBS=0) a nudge does nothing: the mail waits for a sender's next round.
type Nudge = (delayMs: number) => void;
const globalForNudge = globalThis as unknown as { nijiMailNudge?: Nudge };

export function setMailNudge(nudge: Nudge | undefined): void {
  globalForNudge.nijiMailNudge = nudge;
}

/** Asks this process's sender to send due mail after `delayMs`; never waits, never throws. */
export function nudgeMailSender(delayMs = 0): void {
  globalForNudge.nijiMailNudge?.(delayMs);
}
