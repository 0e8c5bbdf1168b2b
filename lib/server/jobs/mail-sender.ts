// server-only, loaded outside Next too
import { log } from "@/lib/core/log";
import { setMailNudge } from "@/lib/domain/mail/nudge";
import { sendDueMail } from "@/lib/domain/mail/sender";

// Mail leaves on its own round, not on the purges' interval: every few seconds on every instance
// that runs jobs, and at once when this process queues a mail (the nudge). Each mail still goes out
// once across instances: a round claims its rows with FOR UPDATE SKIP LOCKED (lib/domain/mail/sender.ts).

export const MAIL_TICK_MS = 5_000;

type MailLoop = { timer: NodeJS.Timeout; running: Promise<unknown> | null; again: boolean; stopped: boolean };
const globalForMail = globalThis as unknown as { nijiMailLoop?: MailLoop };

/** Starts this process's mail rounds (once): every `tickMs`, and on each nudge. */
export function startMailSender(tickMs = MAIL_TICK_MS): void {
  if (globalForMail.nijiMailLoop) return;
  const loop: MailLoop = { timer: null as unknown as NodeJS.Timeout, running: null, again: false, stopped: false };
  const round = () => {
    if (loop.stopped) return;
    // a nudge during a round asks for one more right after it: the new mail may have missed its claim
    if (loop.running) {
      loop.again = true;
      return;
    }
    loop.running = sendDueMail()
      .then((result) => {
        if (result.sent + result.retried + result.dropped > 0) log().info({ job: "mail.send", ...result }, "mail round finished");
      })
      .catch((error) => log().error({ job: "mail.send", err: error }, "mail round failed"))
      .finally(() => {
        loop.running = null;
        if (loop.again) {
          loop.again = false;
          round();
        }
      });
  };
  loop.timer = setInterval(round, tickMs);
  loop.timer.unref();
  setMailNudge((delayMs) => setTimeout(round, delayMs).unref());
  globalForMail.nijiMailLoop = loop;
}

/** Stops the rounds and waits for one in progress (shutdown, tests). */
export async function stopMailSender(): Promise<void> {
  const loop = globalForMail.nijiMailLoop;
  if (!loop) return;
  loop.stopped = true;
  clearInterval(loop.timer);
  setMailNudge(undefined);
  await loop.running;
  globalForMail.nijiMailLoop = undefined;
}
