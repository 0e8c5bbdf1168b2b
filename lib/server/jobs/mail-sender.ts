// server-only, loaded outside Next too
import { log } from "@/lib/core/log";
import { sendDueMail } from "@/lib/domain/mail/sender";
import { roundLoop } from "@/lib/server/jobs/round-loop";

// Mail leaves on its own round (lib/server/jobs/round-loop.ts): every few seconds, and at once when
// this process queues a mail. lib/domain/mail/sender.ts claims each mail once across instances.

export const MAIL_TICK_MS = 5_000;

const mailLoop = roundLoop(
  "mail",
  async () => {
    const result = await sendDueMail();
    if (result.sent + result.retried + result.dropped > 0) log().info({ job: "mail.send", ...result }, "mail round finished");
  },
  MAIL_TICK_MS,
);

export const startMailSender = mailLoop.start;
export const stopMailSender = mailLoop.stop;
