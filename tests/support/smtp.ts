import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server for tests (integration and browser journeys): smtp-server on 127.0.0.1 at a
// free port, no TLS, any or no credentials accepted; each mail is parsed by mailparser. Point the app
// at it with `vi.stubEnv("SMTP_URL", smtp.url)` (or SMTP_URL in a server's environment).
//
//   const smtp = await startSmtp();
//   … queue a mail …; await sendDueMail();
//   const mail = await smtp.waitForMail("ren@example.com");   // resolves when it arrived, no sleeps
//   const link = linkIn(mail);
//
// waitForMail takes each mail once: a second wait for the same address resolves with the next mail.

export type TestSmtp = {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** every mail received, in order */
  mails: ParsedMail[];
  /** The first mail to `to` (envelope recipient, any case) matching `predicate` that no earlier wait took; already arrived or still to come. Rejects after `timeoutMs` (default 10 s) listing what did arrive. */
  waitForMail(to: string, predicate?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** The next `count` mails are refused at DATA with a temporary error (451), or `code` (e.g. 550). */
  failNext(count: number, code?: number): void;
  /** The message exactly as it arrived (headers and encoded bodies). */
  rawOf(mail: ParsedMail): string;
  stop(): Promise<void>;
};

type Waiter = { to: string; predicate: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void };

/** The first http(s) link of a mail's plain text (the account mails carry one at most). */
export function linkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`);
  return link;
}

/** The token a link carries (`?token=…`). */
export function tokenIn(mail: ParsedMail): string {
  const token = new URL(linkIn(mail)).searchParams.get("token");
  if (!token) throw new Error(`no token in the link of "${mail.subject}"`);
  return token;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const recipients = new Map<ParsedMail, string[]>();
  const raw = new Map<ParsedMail, string>();
  const taken = new Set<ParsedMail>();
  const waiters: Waiter[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };

  const matches = (mail: ParsedMail, waiter: Omit<Waiter, "resolve">) =>
    !taken.has(mail) && (recipients.get(mail) ?? []).includes(waiter.to) && waiter.predicate(mail);

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (refusals.count > 0) {
          refusals.count--;
          const error = Object.assign(new Error("Try again later (test refusal)"), { responseCode: refusals.code });
          callback(error);
          return;
        }
        const message = Buffer.concat(chunks);
        simpleParser(message).then(
          (mail) => {
            mails.push(mail);
            recipients.set(mail, session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
            raw.set(mail, message.toString("utf8"));
            for (const waiter of [...waiters]) {
              if (!matches(mail, waiter)) continue;
              taken.add(mail);
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
              break;
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, predicate = () => true, timeoutMs = 10_000) {
      const wanted = { to: to.toLowerCase(), predicate };
      const arrived = mails.find((mail) => matches(mail, wanted));
      if (arrived) {
        taken.add(arrived);
        return Promise.resolve(arrived);
      }
      return new Promise<ParsedMail>((resolve, reject) => {
        const waiter: Waiter = {
          ...wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          const seen = mails.map((mail) => `${recipients.get(mail)?.join(",")}: ${mail.subject}`).join("; ") || "none";
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (arrived: ${seen})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    failNext(count, code = 451) {
      refusals = { count, code };
    },
    rawOf(mail) {
      return raw.get(mail) ?? "";
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
